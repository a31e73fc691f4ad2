// Reads of the indexed tx history for B4: one address's txs, newest first, with exact totals. A page is assembled
// from each tx's stored entry JSON (tx-entry.ts) and the party's direction, without parsing any row.
import type Database from 'better-sqlite3';
import type { Coin } from '../chain/types';
import type { Db } from './db';
import type { Direction } from './parties';
import { withDirection } from './tx-entry';

/** One B4 history entry (DOMAIN.md section 7). */
export interface HistoryEntry {
  hash: string;
  height: number;
  /** ISO 8601 with milliseconds (block time). */
  timestamp: string;
  code: number;
  memo: string;
  fee: Coin[];
  messages: Array<Record<string, unknown>>;
  direction: Direction;
  raw_log: string;
}

export interface HistoryPage {
  total: number;
  transactions: HistoryEntry[];
}

/** A B4 page with its entries still as JSON text: `transactionsJson` is a JSON array of HistoryEntry. */
export interface HistoryPageJson {
  total: number;
  transactionsJson: string;
}

interface Prepared {
  count: Database.Statement;
  page: Database.Statement;
  /** The page that starts below a known tx id: a key seek instead of walking `offset` keys. */
  pageAfter: Database.Statement;
  /** Rows this connection has written since it opened, and the file's data_version (others' writes): any write changes one. */
  changes: Database.Statement;
  /** Totals by address, valid while `changes` (and the file's data_version) stay what they were. */
  totals: Map<string, { version: string; total: number }>;
  /**
   * Where pages end, by address: the last tx id of page `n` of `limit` rows, valid while the database is at `version`.
   * A sync reads pages 1, 2, 3 ... in turn; with OFFSET each page walked every key before it, so reading a history of
   * n txs cost O(n^2) (a third of a 100,000-tx sync); from a known page end the next page is one seek.
   */
  pageEnds: Map<string, { version: string; limit: number; ends: Map<number, number> }>;
}

/** The B4 statements, prepared once per database (preparing them on every request showed in the profile). */
const statements = new WeakMap<Db, Prepared>();

function statementsFor(db: Db): Prepared {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      // data_version through its table-valued function: db.pragma() prepares its statement on every call.
      changes: db.prepare('SELECT total_changes() AS n, data_version AS v FROM pragma_data_version()'),
      totals: new Map(),
      pageEnds: new Map(),
      count: db.prepare('SELECT COUNT(*) AS total FROM tx_parties WHERE address = ?'),
      // OFFSET walks only the (address, tx_id) key index; the joins run for the page's rows alone.
      page: db.prepare(
        `SELECT slice.tx_id AS id, t.entry_json AS entry, p.direction AS direction
         FROM (SELECT tx_id FROM tx_parties WHERE address = ? ORDER BY tx_id DESC LIMIT ? OFFSET ?) AS slice
         JOIN tx_parties p ON p.address = ? AND p.tx_id = slice.tx_id
         JOIN txs t ON t.id = slice.tx_id
         ORDER BY slice.tx_id DESC`,
      ),
      pageAfter: db.prepare(
        `SELECT slice.tx_id AS id, t.entry_json AS entry, p.direction AS direction
         FROM (SELECT tx_id FROM tx_parties WHERE address = ? AND tx_id < ?
               ORDER BY tx_id DESC LIMIT ? OFFSET ?) AS slice
         JOIN tx_parties p ON p.address = ? AND p.tx_id = slice.tx_id
         JOIN txs t ON t.id = slice.tx_id
         ORDER BY slice.tx_id DESC`,
      ),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

/**
 * How many txs `address` sent or received. Counting walks the address's whole key range (a third of the devnet's
 * time per page of a 10,000-tx history), so the count is kept until the database changes.
 */
function exactTotal(db: Db, address: string, version: string): number {
  const { count, totals } = statementsFor(db);
  const known = totals.get(address);
  if (known?.version === version) return known.total;
  const { total } = count.get(address) as { total: number };
  if (totals.size >= 1000) totals.clear(); // a devnet has a handful of addresses; never grow without bound
  totals.set(address, { version, total });
  return total;
}

/** Changes whenever any connection writes the file (this one: total_changes; others: data_version). */
function dataVersion(db: Db): string {
  const { changes } = statementsFor(db);
  const { n, v } = changes.get() as { n: number; v: number };
  return `${n}:${v}`;
}

type PageRow = { id: number; entry: string; direction: Direction };

/**
 * The rows of page `page`: from the nearest earlier page whose end is known (at this version and limit), skipping
 * only the pages in between; from the top by OFFSET when none is known. Remembers where this page ends.
 */
function pageRows(db: Db, address: string, limit: number, page: number, version: string): PageRow[] {
  const { page: fromTop, pageAfter, pageEnds } = statementsFor(db);
  let known = pageEnds.get(address);
  if (!known || known.version !== version || known.limit !== limit) {
    if (pageEnds.size >= 1000) pageEnds.clear(); // a devnet has a handful of addresses; never grow without bound
    known = { version, limit, ends: new Map() };
    pageEnds.set(address, known);
  }
  let from = page - 1;
  while (from > 0 && !known.ends.has(from)) from -= 1;
  const skip = (page - 1 - from) * limit;
  const rows = (
    from > 0
      ? pageAfter.all(address, known.ends.get(from), limit, skip, address)
      : fromTop.all(address, limit, skip, address)
  ) as PageRow[];
  if (rows.length === limit) known.ends.set(page, rows[rows.length - 1]!.id);
  return rows;
}

/** Page `page` (from 1) of `limit` txs that `address` sent or received, newest first, as JSON text. */
export function historyPageJson(db: Db, address: string, limit: number, page: number): HistoryPageJson {
  const version = dataVersion(db);
  const total = exactTotal(db, address, version);
  const rows = pageRows(db, address, limit, page, version);
  return { total, transactionsJson: `[${rows.map((r) => withDirection(r.entry, r.direction)).join(',')}]` };
}

/** Page `page` (from 1) of `limit` txs that `address` sent or received, newest first. */
export function historyPage(db: Db, address: string, limit: number, page: number): HistoryPage {
  const { total, transactionsJson } = historyPageJson(db, address, limit, page);
  return { total, transactions: JSON.parse(transactionsJson) as HistoryEntry[] };
}
