// Cached chart inputs: a token's price points from its trades, catch-up marks per searched contract, XYZ/USD by day.
import type Database from 'better-sqlite3';
import type { TradeKind, TradePoint } from './charts-types';
import type { ChartsRepo } from './charts-types';

interface TradeRowDb {
  hash: string;
  event_index: number;
  height: number;
  time_ms: number;
  kind: TradeKind;
  venue: 'curve' | 'amm';
  xyz_amount: string;
  token_amount: string;
  price: string;
}

const toPoint = (r: TradeRowDb): TradePoint => ({
  hash: r.hash,
  height: r.height,
  eventIndex: r.event_index,
  timeMs: r.time_ms,
  kind: r.kind,
  venue: r.venue,
  xyzAmount: BigInt(r.xyz_amount),
  tokenAmount: BigInt(r.token_amount),
  price: BigInt(r.price),
});

/** A statement prepared on first use: repositories are also built on databases an older schema left behind. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export function createChartsRepo(db: Database.Database): ChartsRepo {
  const insertTrade = lazy(() =>
    db.prepare(
      `INSERT OR IGNORE INTO token_trades
       (network_id, token, hash, event_index, height, time_ms, kind, venue, xyz_amount, token_amount, price)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  );
  const selectTrades = lazy(() =>
    db.prepare<[string, string], TradeRowDb>(
      `SELECT hash, event_index, height, time_ms, kind, venue, xyz_amount, token_amount, price FROM token_trades
     WHERE network_id = ? AND token = ? ORDER BY height, time_ms, hash, event_index`,
    ),
  );
  const selectMark = lazy(() =>
    db.prepare<[string, string, string], { newest_height: number; updated_at: number }>(
      'SELECT newest_height, updated_at FROM token_trade_marks WHERE network_id = ? AND token = ? AND contract = ?',
    ),
  );
  const upsertMark = lazy(() =>
    db.prepare(
      `INSERT INTO token_trade_marks (network_id, token, contract, newest_height, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (network_id, token, contract) DO UPDATE
       SET newest_height = max(newest_height, excluded.newest_height), updated_at = excluded.updated_at`,
    ),
  );
  const upsertUsd = lazy(() =>
    db.prepare(
      `INSERT INTO usd_prices_seen (network_id, day, price, seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (network_id, day) DO UPDATE SET price = excluded.price, seen_at = excluded.seen_at
       WHERE excluded.seen_at >= usd_prices_seen.seen_at`,
    ),
  );
  const selectUsd = lazy(() =>
    db.prepare<[string], { day: string; price: string }>(
      'SELECT day, price FROM usd_prices_seen WHERE network_id = ? ORDER BY day',
    ),
  );
  const selectLatestUsd = lazy(() =>
    db.prepare<[string], { price: string; updated_at: number }>(
      'SELECT price, updated_at FROM usd_price_latest WHERE network_id = ?',
    ),
  );
  const upsertLatestUsd = lazy(() =>
    db.prepare(
      `INSERT INTO usd_price_latest (network_id, price, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (network_id) DO UPDATE SET price = excluded.price, updated_at = excluded.updated_at`,
    ),
  );

  return {
    addTrades: db.transaction((networkId: string, token: string, points: readonly TradePoint[]) => {
      let added = 0;
      for (const p of points) {
        const args = [
          p.hash,
          p.eventIndex,
          p.height,
          p.timeMs,
          p.kind,
          p.venue,
          String(p.xyzAmount),
        ] as const;
        added += insertTrade().run(networkId, token, ...args, String(p.tokenAmount), String(p.price)).changes;
      }
      return added;
    }),
    trades: (networkId, token) => selectTrades().all(networkId, token).map(toPoint),
    mark(networkId, token, contract) {
      const row = selectMark().get(networkId, token, contract);
      return row ? { newestHeight: row.newest_height, updatedAt: row.updated_at } : null;
    },
    setMark: (networkId, token, contract, newestHeight, updatedAt) =>
      void upsertMark().run(networkId, token, contract, newestHeight, updatedAt),
    recordUsd: (networkId, day, price, seenAt) => void upsertUsd().run(networkId, day, price, seenAt),
    usdByDay: (networkId) =>
      new Map(
        selectUsd()
          .all(networkId)
          .map((r) => [r.day, r.price]),
      ),
    latestUsd(networkId) {
      const row = selectLatestUsd().get(networkId);
      return row ? { value: row.price, updatedAt: row.updated_at } : null;
    },
    setLatestUsd: (networkId, value, updatedAt) => void upsertLatestUsd().run(networkId, value, updatedAt),
  };
}
