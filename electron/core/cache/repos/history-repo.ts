// Transaction history per (network, address), newest first, with the sync job's cursor.
import type Database from 'better-sqlite3';
import type { HistoryCursor, HistoryRepo, HistoryRow } from './history-types';
import { historyMatch } from './history-match';

/**
 * Matches (every account) up to which driving from the index and sorting beats walking the newest-first index: at
 * 100,000 rows, 1,670 matches took 1.3 ms either way and 156 matches 0.45 ms sparse, 9 ms dense (decision 0611).
 */
export const SPARSE_MATCHES = 1_000;

interface HistoryRecord {
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

function parseJsonArray(text: string): unknown[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function toRow(r: HistoryRecord): HistoryRow {
  return {
    hash: r.hash,
    height: r.height,
    timestamp: r.timestamp,
    code: r.code,
    memo: r.memo,
    fee: parseJsonArray(r.fee) as HistoryRow['fee'],
    messages: parseJsonArray(r.messages),
    direction: r.direction as HistoryRow['direction'],
    rawLog: r.raw_log,
  };
}

export function createHistoryRepo(db: Database.Database): HistoryRepo {
  // New rows are inserted (changes = 1); a hash already stored is updated in place (changes = 0 on the insert).
  // Positional parameters: binding 11 named ones from a spread object per row doubled the cost of a bulk sync.
  const insertNew = db.prepare<
    [string, string, string, number, string, number, string, string, string, string, string]
  >(
    `INSERT OR IGNORE INTO history (network_id, address, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Only a row that differs is rewritten: every sync re-reads the newest page, and rewriting 100 unchanged rows filled
  // the WAL for nothing.
  type Fields = [number, string, number, string, string, string, string, string];
  const updateStored = db.prepare<[...Fields, string, string, string, ...Fields]>(
    `UPDATE history SET (height, timestamp, code, memo, fee, messages, direction, raw_log) = (?, ?, ?, ?, ?, ?, ?, ?)
     WHERE network_id = ? AND address = ? AND hash = ?
       AND (height, timestamp, code, memo, fee, messages, direction, raw_log) IS NOT (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const firstPage = db.prepare<[string, string, number], HistoryRecord>(
    `SELECT * FROM history WHERE network_id = ? AND address = ?
     ORDER BY height DESC, hash DESC LIMIT ?`,
  );
  const nextPage = db.prepare<[string, string, number, number, string, number], HistoryRecord>(
    `SELECT * FROM history WHERE network_id = ? AND address = ?
       AND (height < ? OR (height = ? AND hash < ?))
     ORDER BY height DESC, hash DESC LIMIT ?`,
  );
  // Full-text search (migrations 6 and 8; the index's rowid is the row's). A word matching few rows drives from the
  // index and sorts those; a word matching many walks the newest-first index and stops after one page. The sparse
  // plan sorts only (height, hash, rowid) of the matches and reads whole rows for the page alone: sorting whole rows
  // (messages JSON included) cost ~3x as much at 1,700 matches (decision 0611).
  const searchSql = (plan: 'sparse' | 'dense', after: boolean) => {
    const before = (h: string) =>
      after ? `AND (${h}.height < @height OR (${h}.height = @height AND ${h}.hash < @hash))` : '';
    return plan === 'sparse'
      ? `SELECT h.* FROM history h WHERE h.rowid IN (
           SELECT m.rowid FROM history_fts CROSS JOIN history m ON m.rowid = history_fts.rowid
           WHERE history_fts MATCH @match AND m.network_id = @networkId AND m.address = @address ${before('m')}
           ORDER BY m.height DESC, m.hash DESC LIMIT @limit)
         ORDER BY h.height DESC, h.hash DESC`
      : `SELECT h.* FROM history h
         WHERE h.network_id = @networkId AND h.address = @address ${before('h')}
           AND h.rowid IN (SELECT rowid FROM history_fts WHERE history_fts MATCH @match)
         ORDER BY h.height DESC, h.hash DESC LIMIT @limit`;
  };
  // Prepared on first use: a repository over a database not yet at schema 8 (migration tests) still opens.
  const searchStatements = new Map<string, Database.Statement>();
  const searchStatement = (plan: 'sparse' | 'dense', after: boolean) => {
    const key = `${plan}:${after}`;
    if (!searchStatements.has(key)) searchStatements.set(key, db.prepare(searchSql(plan, after)));
    return searchStatements.get(key)!;
  };
  let matchCount: Database.Statement<[string], { n: number }> | null = null;
  const count = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM history WHERE network_id = ? AND address = ?',
  );
  const get = db.prepare<[string, string, string], HistoryRecord>(
    'SELECT * FROM history WHERE network_id = ? AND address = ? AND hash = ?',
  );
  const getCursor = db.prepare<
    [string, string],
    { cursor: string | null; complete: number; newest_height: number; updated_at: number }
  >(
    'SELECT cursor, complete, newest_height, updated_at FROM history_cursors WHERE network_id = ? AND address = ?',
  );
  const setCursor = db.prepare(
    `INSERT OR REPLACE INTO history_cursors (network_id, address, cursor, complete, newest_height, updated_at)
     VALUES (@networkId, @address, @cursor, @complete, @newestHeight, @updatedAt)`,
  );
  const upsertRows = (networkId: string, address: string, rows: HistoryRow[]) => {
    let added = 0;
    for (const r of rows) {
      const fee = JSON.stringify(r.fee);
      const messages = JSON.stringify(r.messages);
      if (
        insertNew.run(
          networkId,
          address,
          r.hash,
          r.height,
          r.timestamp,
          r.code,
          r.memo,
          fee,
          messages,
          r.direction,
          r.rawLog,
        ).changes === 1
      ) {
        added += 1;
      } else {
        const fields: Fields = [r.height, r.timestamp, r.code, r.memo, fee, messages, r.direction, r.rawLog];
        updateStored.run(...fields, networkId, address, r.hash, ...fields);
      }
    }
    return added;
  };
  const upsertInTransaction = db.transaction(upsertRows);
  return {
    // Inside a caller's transaction (a sync's batch of pages) the rows join it directly: a nested transaction would be
    // a SAVEPOINT, which journals every page it touches again (~15% of a bulk sync's insert time).
    upsertMany: (networkId, address, rows) =>
      db.inTransaction ? upsertRows(networkId, address, rows) : upsertInTransaction(networkId, address, rows),
    page(networkId, address, { limit, before }) {
      const rows = before
        ? nextPage.all(networkId, address, before.height, before.height, before.hash, limit)
        : firstPage.all(networkId, address, limit);
      return rows.map(toRow);
    },
    search(networkId, address, { terms, limit, before }) {
      const match = historyMatch(terms);
      if (match === null) return [];
      matchCount ??= db.prepare(
        `SELECT count(*) AS n FROM (SELECT rowid FROM history_fts WHERE history_fts MATCH ? LIMIT ${SPARSE_MATCHES + 1})`,
      );
      const plan = (matchCount.get(match)?.n ?? 0) <= SPARSE_MATCHES ? 'sparse' : 'dense';
      const params = { match, networkId, address, limit };
      const rows = before
        ? searchStatement(plan, true).all({ ...params, height: before.height, hash: before.hash })
        : searchStatement(plan, false).all(params);
      return (rows as HistoryRecord[]).map(toRow);
    },
    count: (networkId, address) => count.get(networkId, address)?.n ?? 0,
    get(networkId, address, hash) {
      const row = get.get(networkId, address, hash);
      return row ? toRow(row) : null;
    },
    getCursor(networkId, address): HistoryCursor | null {
      const r = getCursor.get(networkId, address);
      if (!r) return null;
      return {
        cursor: r.cursor,
        complete: r.complete === 1,
        newestHeight: r.newest_height,
        updatedAt: r.updated_at,
      };
    },
    setCursor: (networkId, address, c) =>
      void setCursor.run({ networkId, address, ...c, complete: c.complete ? 1 : 0 }),
  };
}
