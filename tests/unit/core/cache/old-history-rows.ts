// Writes a history row the way cache schemas 2-8 stored it (network and address on every row), for migration tests.
import type Database from 'better-sqlite3';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';

export function insertOldRow(db: Database.Database, networkId: string, address: string, r: HistoryRow): void {
  db.prepare(
    `INSERT INTO history (network_id, address, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    networkId,
    address,
    r.hash,
    r.height,
    r.timestamp,
    r.code,
    r.memo,
    JSON.stringify(r.fee),
    JSON.stringify(r.messages),
    r.direction,
    r.rawLog,
  );
}
