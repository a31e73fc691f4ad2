// CW20 holdings snapshots (B3) per (network, address): replaced whole, read with their updatedAt.
import type Database from 'better-sqlite3';
import type { HoldingRow, HoldingsRepo } from './holdings-types';

interface HoldingRecord {
  token: string;
  name: string;
  symbol: string;
  balance: string;
  price_uxyz: string;
  graduated: number;
}

export function createHoldingsRepo(db: Database.Database): HoldingsRepo {
  const snapshot = db.prepare<[string, string], { updated_at: number }>(
    'SELECT updated_at FROM holding_snapshots WHERE network_id = ? AND address = ?',
  );
  const rows = db.prepare<[string, string], HoldingRecord>(
    `SELECT token, name, symbol, balance, price_uxyz, graduated FROM holdings
     WHERE network_id = ? AND address = ? ORDER BY symbol COLLATE NOCASE, token`,
  );
  const clear = db.prepare<[string, string]>('DELETE FROM holdings WHERE network_id = ? AND address = ?');
  const insert = db.prepare(
    `INSERT OR REPLACE INTO holdings (network_id, address, token, name, symbol, balance, price_uxyz, graduated)
     VALUES (@networkId, @address, @token, @name, @symbol, @balance, @priceUxyz, @graduated)`,
  );
  const stamp = db.prepare<[string, string, number]>(
    `INSERT INTO holding_snapshots (network_id, address, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (network_id, address) DO UPDATE SET updated_at = excluded.updated_at`,
  );
  const replace = db.transaction(
    (networkId: string, address: string, list: HoldingRow[], updatedAt: number) => {
      clear.run(networkId, address);
      for (const h of list) insert.run({ networkId, address, ...h, graduated: h.graduated ? 1 : 0 });
      stamp.run(networkId, address, updatedAt);
    },
  );
  return {
    get(networkId, address) {
      const head = snapshot.get(networkId, address);
      if (!head) return null;
      const holdings = rows.all(networkId, address).map((r) => ({
        token: r.token,
        name: r.name,
        symbol: r.symbol,
        balance: r.balance,
        priceUxyz: r.price_uxyz,
        graduated: r.graduated === 1,
      }));
      return { holdings, updatedAt: head.updated_at };
    },
    replace: (networkId, address, list, updatedAt) => replace(networkId, address, list, updatedAt),
  };
}
