// Reads of the token index for B1 and B3: token rows joined with their sliding 24h trade figures.
import { prepared, type Db } from './db';
import { DAY_MS, isoMs } from './time';

/** A Token of the spec (B1), before image URLs are made absolute. */
export interface TokenView {
  address: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
  creator: string | null;
  source: 'launchpad' | 'amm';
  graduated: boolean;
  /** Non-spec extension (decision 0170): AMM pair of a graduated or AMM-only token, null while unknown. */
  pair: string | null;
  xyz_reserves: string;
  current_price: string;
  volume_24h: string;
  trade_count_24h: number;
  created_at: string | null;
  first_seen_at: string;
}

interface TokenRow {
  address: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  description: string | null;
  creator: string | null;
  source: 'launchpad' | 'amm';
  graduated: number;
  pair: string | null;
  xyz_reserves: string;
  current_price: string;
  created_at_ms: number | null;
  first_seen_at_ms: number;
}

export interface WindowStats {
  volume: bigint;
  count: number;
}

/** Volume (uxyz) and count of trades per token with block time in (now - 24h, now]. */
export function windowStats(db: Db, nowMs: number): Map<string, WindowStats> {
  const rows = prepared(
    db,
    'SELECT token, xyz_amount FROM trades WHERE block_time_ms > ? AND block_time_ms <= ?',
  ).all(nowMs - DAY_MS, nowMs) as Array<{ token: string; xyz_amount: string }>;
  const stats = new Map<string, WindowStats>();
  for (const row of rows) {
    const s = stats.get(row.token) ?? { volume: 0n, count: 0 };
    s.volume += BigInt(row.xyz_amount);
    s.count += 1;
    stats.set(row.token, s);
  }
  return stats;
}

function toView(row: TokenRow, stats: WindowStats | undefined): TokenView {
  return {
    address: row.address,
    name: row.name,
    symbol: row.symbol,
    image: row.image,
    description: row.description,
    creator: row.creator,
    source: row.source,
    graduated: row.graduated === 1,
    pair: row.pair,
    xyz_reserves: row.xyz_reserves,
    current_price: row.current_price,
    volume_24h: (stats?.volume ?? 0n).toString(),
    trade_count_24h: stats?.count ?? 0,
    created_at: row.created_at_ms === null ? null : isoMs(row.created_at_ms),
    first_seen_at: isoMs(row.first_seen_at_ms),
  };
}

/** Every indexed token, newest first by first_seen_at (ties: later block, later event first). */
export function listTokens(db: Db, nowMs: number): TokenView[] {
  const rows = prepared(
    db,
    'SELECT * FROM tokens ORDER BY first_seen_at_ms DESC, first_seen_height DESC, first_seen_pos DESC',
  ).all() as TokenRow[];
  const stats = windowStats(db, nowMs);
  return rows.map((row) => toView(row, stats.get(row.address)));
}

/** Name, symbol, price and graduation of every known token contract (B3 asks each for a balance). */
export function knownTokenContracts(db: Db): Array<{
  address: string;
  name: string | null;
  symbol: string | null;
  current_price: string;
  graduated: boolean;
}> {
  const rows = prepared(
    db,
    `SELECT address, name, symbol, current_price, graduated FROM tokens
     UNION ALL
     SELECT address, name, symbol, '0', 0 FROM cw20_meta WHERE address NOT IN (SELECT address FROM tokens)
     ORDER BY address`,
  ).all() as Array<{
    address: string;
    name: string | null;
    symbol: string | null;
    current_price: string;
    graduated: number;
  }>;
  return rows.map((r) => ({ ...r, graduated: r.graduated === 1 }));
}
