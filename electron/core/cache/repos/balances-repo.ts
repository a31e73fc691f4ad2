// Native balance snapshots per (network, address): replaced whole, read with their updatedAt.
import type Database from 'better-sqlite3';
import type { BalanceEntry, BalancesRepo } from './balances-types';

export function createBalancesRepo(db: Database.Database): BalancesRepo {
  const snapshot = db.prepare<[string, string], { updated_at: number }>(
    'SELECT updated_at FROM balance_snapshots WHERE network_id = ? AND address = ?',
  );
  const entries = db.prepare<[string, string], BalanceEntry>(
    'SELECT kind, denom, amount FROM balances WHERE network_id = ? AND address = ? ORDER BY kind, denom',
  );
  const clear = db.prepare<[string, string]>('DELETE FROM balances WHERE network_id = ? AND address = ?');
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT OR REPLACE INTO balances (network_id, address, kind, denom, amount) VALUES (?, ?, ?, ?, ?)',
  );
  const stamp = db.prepare<[string, string, number]>(
    `INSERT INTO balance_snapshots (network_id, address, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (network_id, address) DO UPDATE SET updated_at = excluded.updated_at`,
  );
  const replace = db.transaction(
    (networkId: string, address: string, rows: BalanceEntry[], updatedAt: number) => {
      clear.run(networkId, address);
      for (const row of rows) insert.run(networkId, address, row.kind, row.denom, row.amount);
      stamp.run(networkId, address, updatedAt);
    },
  );
  return {
    get(networkId, address) {
      const head = snapshot.get(networkId, address);
      if (!head) return null;
      return { entries: entries.all(networkId, address), updatedAt: head.updated_at };
    },
    replace: (networkId, address, rows, updatedAt) => replace(networkId, address, rows, updatedAt),
  };
}
