// Transaction history per (network, address), newest first, with the sync job's cursor.
import type Database from 'better-sqlite3';
import type { HistoryCursor, HistoryRepo, HistoryRow } from './history-types';
import { historyMatch } from './history-match';
import { ownerOf } from '../migrations/cache/0009-lean-history';
import {
  prepareHistoryStatements,
  type HistoryFields,
  type HistoryRecord,
  type HistoryStatements,
} from './history-statements';

const NAMED_OWNER = ownerOf('@networkId', '@address');

/**
 * Matches (every account) up to which driving from the index and sorting beats walking the newest-first index: at
 * 100,000 rows, 1,670 matches took 1.3 ms either way and 156 matches 0.45 ms sparse, 9 ms dense (decision 0611).
 */
export const SPARSE_MATCHES = 1_000;

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
  // Prepared on first use: a repository over a database not yet at schema 9 (migration tests) still opens.
  let prepared: HistoryStatements | null = null;
  const st = () => (prepared ??= prepareHistoryStatements(db));
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
           WHERE history_fts MATCH @match AND m.owner = ${NAMED_OWNER} ${before('m')}
           ORDER BY m.height DESC, m.hash DESC LIMIT @limit)
         ORDER BY h.height DESC, h.hash DESC`
      : `SELECT h.* FROM history h
         WHERE h.owner = ${NAMED_OWNER} ${before('h')}
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
    if (rows.length === 0) return added;
    const { addOwner, ownerId, insertNew, updateStored } = st();
    addOwner.run(networkId, address);
    const owner = ownerId.get(networkId, address)!.id;
    for (const r of rows) {
      const fee = JSON.stringify(r.fee);
      const messages = JSON.stringify(r.messages);
      if (
        insertNew.run(
          owner,
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
        const fields: HistoryFields = [
          r.height,
          r.timestamp,
          r.code,
          r.memo,
          fee,
          messages,
          r.direction,
          r.rawLog,
        ];
        updateStored.run(...fields, owner, r.hash, ...fields);
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
        ? st().nextPage.all(networkId, address, before.height, before.hash, limit)
        : st().firstPage.all(networkId, address, limit);
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
    count: (networkId, address) => st().count.get(networkId, address)?.n ?? 0,
    get(networkId, address, hash) {
      const row = st().get.get(networkId, address, hash);
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
