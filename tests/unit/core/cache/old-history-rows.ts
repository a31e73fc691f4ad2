// Writes history rows the way older cache schemas stored them, for migration tests: schemas 2-8 (network and
// address on every row), and 9-11 (rows keyed by owner number, before migration 12 counted them).
import type Database from 'better-sqlite3';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';

/** A row's stored columns after its key, as every schema since 2 writes them: hash through raw_log. */
const storedColumns = (r: HistoryRow) =>
  [
    r.hash,
    r.height,
    r.timestamp,
    r.code,
    r.memo,
    JSON.stringify(r.fee),
    JSON.stringify(r.messages),
    r.direction,
    r.rawLog,
  ] as const;

export function insertOldRow(db: Database.Database, networkId: string, address: string, r: HistoryRow): void {
  db.prepare(
    `INSERT INTO history (network_id, address, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(networkId, address, ...storedColumns(r));
}

/** Stores `rows` of (networkId, address) as schemas 9-11 did, the owner added first; today's repositories speak the
 * latest schema only, so a cache of those versions is written directly. */
export function insertSchema9Rows(
  db: Database.Database,
  networkId: string,
  address: string,
  rows: readonly HistoryRow[],
): void {
  db.prepare('INSERT OR IGNORE INTO history_owners (network_id, address) VALUES (?, ?)').run(
    networkId,
    address,
  );
  const { id } = db
    .prepare('SELECT id FROM history_owners WHERE network_id = ? AND address = ?')
    .get(networkId, address) as { id: number };
  const insert = db.prepare(
    `INSERT INTO history (owner, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of rows) insert.run(id, ...storedColumns(r));
}
