// The B4 JSON of each indexed tx, serialised once when the tx is indexed: a history page splices the stored text with
// the party's direction instead of parsing and re-serialising every row on every request.
import type { Coin } from '../chain/types';
import type { Db } from './db';
import type { Direction } from './parties';
import { isoMs } from './time';

/** The columns of a `txs` row a B4 entry is made of. */
export interface TxEntryFields {
  hash: string;
  height: number;
  /** Block time, epoch milliseconds. */
  timeMs: number;
  code: number;
  memo: string;
  fee: Coin[];
  messages: Array<Record<string, unknown>>;
  rawLog: string;
}

/** One B4 entry as JSON, every field but `direction` (which depends on who asks): a complete JSON object. */
export function txEntryJson(f: TxEntryFields): string {
  return JSON.stringify({
    hash: f.hash,
    height: f.height,
    timestamp: isoMs(f.timeMs),
    code: f.code,
    memo: f.memo,
    fee: f.fee,
    messages: f.messages,
    raw_log: f.rawLog,
  });
}

/** `entryJson` (a JSON object from txEntryJson) with `"direction"` added as its last member. */
export function withDirection(entryJson: string, direction: Direction): string {
  return `${entryJson.slice(0, -1)},"direction":"${direction}"}`;
}

/**
 * Gives a database indexed before entries were stored its `entry_json` column (nullable there: a column added to a
 * table with rows cannot be NOT NULL without a default) and fills every row that lacks one. A fresh database has the
 * column from its schema, NOT NULL, and nothing to fill.
 */
export function ensureTxEntries(db: Db): void {
  const columns = db.prepare('PRAGMA table_info(txs)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'entry_json')) db.exec('ALTER TABLE txs ADD COLUMN entry_json TEXT');
  const missing = db.prepare(
    'SELECT id, hash, height, time_ms, code, memo, fee_json, messages_json, raw_log FROM txs WHERE entry_json IS NULL',
  );
  const store = db.prepare('UPDATE txs SET entry_json = ? WHERE id = ?');
  db.transaction(() => {
    for (const r of missing.all() as Array<Record<string, unknown>>) {
      const entry = txEntryJson({
        hash: r.hash as string,
        height: r.height as number,
        timeMs: r.time_ms as number,
        code: r.code as number,
        memo: r.memo as string,
        fee: JSON.parse(r.fee_json as string) as Coin[],
        messages: JSON.parse(r.messages_json as string) as Array<Record<string, unknown>>,
        rawLog: r.raw_log as string,
      });
      store.run(entry, r.id);
    }
  })();
}
