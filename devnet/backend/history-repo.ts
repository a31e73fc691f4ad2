// Reads of the indexed tx history for B4: one address's txs, newest first, with exact totals.
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

/** Page `page` (from 1) of `limit` txs that `address` sent or received, newest first. */
export function historyPage(db: Db, address: string, limit: number, page: number): HistoryPage {
  const { total } = db.prepare('SELECT COUNT(*) AS total FROM tx_parties WHERE address = ?').get(address) as {
    total: number;
  };
  const rows = db
    .prepare(
      `SELECT t.hash, t.height, t.time_ms, t.code, t.memo, t.fee_json, t.messages_json, t.raw_log, p.direction
       FROM tx_parties p JOIN txs t ON t.id = p.tx_id
       WHERE p.address = ? ORDER BY p.tx_id DESC LIMIT ? OFFSET ?`,
    )
    .all(address, limit, (page - 1) * limit) as Row[];
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
