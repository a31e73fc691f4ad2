// Reads of the indexed tx history for B4: one address's txs, newest first, with exact totals.
import type Database from 'better-sqlite3';
import type { Coin } from '../chain/types';
import type { Db } from './db';
import type { Direction } from './parties';
import { isoMs } from './time';

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

interface Row {
  hash: string;
  height: number;
  time_ms: number;
  code: number;
  memo: string;
  fee_json: string;
  messages_json: string;
  raw_log: string;
  direction: Direction;
}

/** The two B4 statements, prepared once per database (preparing them on every request showed in the profile). */
const statements = new WeakMap<Db, { count: Database.Statement; page: Database.Statement }>();

function statementsFor(db: Db): { count: Database.Statement; page: Database.Statement } {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      count: db.prepare('SELECT COUNT(*) AS total FROM tx_parties WHERE address = ?'),
      // OFFSET walks only the (address, tx_id) key index; the joins run for the page's rows alone.
      page: db.prepare(
        `SELECT t.hash, t.height, t.time_ms, t.code, t.memo, t.fee_json, t.messages_json, t.raw_log, p.direction
         FROM (SELECT tx_id FROM tx_parties WHERE address = ? ORDER BY tx_id DESC LIMIT ? OFFSET ?) AS slice
         JOIN tx_parties p ON p.address = ? AND p.tx_id = slice.tx_id
         JOIN txs t ON t.id = slice.tx_id
         ORDER BY slice.tx_id DESC`,
      ),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

/** Page `page` (from 1) of `limit` txs that `address` sent or received, newest first. */
export function historyPage(db: Db, address: string, limit: number, page: number): HistoryPage {
  const { count, page: pageQuery } = statementsFor(db);
  const { total } = count.get(address) as { total: number };
  const rows = pageQuery.all(address, limit, (page - 1) * limit, address) as Row[];
  return {
    total,
    transactions: rows.map((r) => ({
      hash: r.hash,
      height: r.height,
      timestamp: isoMs(r.time_ms),
      code: r.code,
      memo: r.memo,
      fee: JSON.parse(r.fee_json) as Coin[],
      messages: JSON.parse(r.messages_json) as Array<Record<string, unknown>>,
      direction: r.direction,
      raw_log: r.raw_log,
    })),
  };
}
