// The prepared statements that read and write history rows (cache migration 9's schema: rows keyed by owner number).
import type Database from 'better-sqlite3';
import { ownerOf } from '../migrations/cache/0009-lean-history';

/** A stored history row as SQLite returns it. */
export interface HistoryRecord {
  hash: string;
  height: number;
  timestamp: string;
  code: number;
  memo: string;
  fee: string;
  messages: string;
  direction: string;
  raw_log: string;
}

/** height, timestamp, code, memo, fee, messages, direction, raw_log. */
export type HistoryFields = [number, string, number, string, string, string, string, string];

/** The owner number of the (network, address) given as the first two positional parameters. */
const OWNER = ownerOf('?', '?');

export function prepareHistoryStatements(db: Database.Database) {
  // New rows are inserted (changes = 1); a hash already stored is updated in place (changes = 0 on the insert).
  // Positional parameters: binding 11 named ones from a spread object per row doubled the cost of a bulk sync.
  const addOwner = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO history_owners (network_id, address) VALUES (?, ?)',
  );
  const ownerId = db.prepare<[string, string], { id: number }>(
    'SELECT id FROM history_owners WHERE network_id = ? AND address = ?',
  );
  const insertNew = db.prepare<
    [number, string, number, string, number, string, string, string, string, string]
  >(
    `INSERT OR IGNORE INTO history (owner, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Only a row that differs is rewritten: every sync re-reads the newest page, and rewriting 100 unchanged rows filled
  // the WAL for nothing.
  const updateStored = db.prepare<[...HistoryFields, number, string, ...HistoryFields]>(
    `UPDATE history SET (height, timestamp, code, memo, fee, messages, direction, raw_log) = (?, ?, ?, ?, ?, ?, ?, ?)
     WHERE owner = ? AND hash = ?
       AND (height, timestamp, code, memo, fee, messages, direction, raw_log) IS NOT (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const firstPage = db.prepare<[string, string, number], HistoryRecord>(
    `SELECT * FROM history WHERE owner = ${OWNER}
     ORDER BY height DESC, hash DESC LIMIT ?`,
  );
  // A row value seeks straight past the last row read in the newest-first index; the same condition written
  // `height < ? OR (height = ? AND hash < ?)` walked the index from the newest row (~30 ms a page at 100,000 rows).
  const nextPage = db.prepare<[string, string, number, string, number], HistoryRecord>(
    `SELECT * FROM history WHERE owner = ${OWNER}
       AND (height, hash) < (?, ?)
     ORDER BY height DESC, hash DESC LIMIT ?`,
  );
  // Kept by cache migration 12's triggers: counting the rows read all of them (15-30 ms at 100,000).
  const count = db.prepare<[string, string], { n: number }>(
    'SELECT row_count AS n FROM history_owners WHERE network_id = ? AND address = ?',
  );
  const get = db.prepare<[string, string, string], HistoryRecord>(
    `SELECT * FROM history WHERE owner = ${OWNER} AND hash = ?`,
  );
  return { addOwner, ownerId, insertNew, updateStored, firstPage, nextPage, count, get };
}

export type HistoryStatements = ReturnType<typeof prepareHistoryStatements>;
