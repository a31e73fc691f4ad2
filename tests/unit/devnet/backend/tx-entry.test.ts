// Specification of the stored B4 entries: each tx's JSON is written once when it is indexed and spliced with the
// party's direction on every page; a database indexed before entries were stored gets them when it is opened.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKEND_DB_FILE, openBackendDb } from '../../../../devnet/backend/db';
import { historyPage, historyPageJson } from '../../../../devnet/backend/history-repo';
import { txEntryJson, withDirection } from '../../../../devnet/backend/tx-entry';

const ALICE = 'xyz1alice000000000000000000000000000000';
const fields = {
  hash: 'AB'.repeat(32),
  height: 7,
  timeMs: Date.parse('2026-11-22T07:00:00.123Z'),
  code: 0,
  memo: 'lunch "split"',
  fee: [{ denom: 'uxyz', amount: '5000' }],
  messages: [
    {
      '@type': '/ledger.bank.v1beta1.MsgSend',
      from_address: ALICE,
      amount: [{ denom: 'uxyz', amount: '1' }],
    },
  ],
  rawLog: '[{"msg_index":0,"log":""}]',
};
const entry = {
  hash: fields.hash,
  height: 7,
  timestamp: '2026-11-22T07:00:00.123Z',
  code: 0,
  memo: 'lunch "split"',
  fee: fields.fee,
  messages: fields.messages,
  raw_log: fields.rawLog,
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('stored B4 entries', () => {
  it('are the B4 entry without its direction, which a page adds for the party asking', () => {
    const json = txEntryJson(fields);
    expect(JSON.parse(json)).toEqual(entry);
    expect(JSON.parse(withDirection(json, 'in'))).toEqual({ ...entry, direction: 'in' });
  });

  it('make a page that is a JSON array of whole entries, in the order and with the exact totals of the index', () => {
    const db = openBackendDb();
    const insertTx = db.prepare(
      `INSERT INTO txs (hash, height, tx_index, time_ms, code, memo, fee_json, messages_json, raw_log, entry_json)
       VALUES (?, ?, 0, ?, 0, '', '[]', '[]', '', ?)`,
    );
    for (let height = 1; height <= 3; height++) {
      const info = insertTx.run(
        `H${height}`,
        height,
        fields.timeMs,
        txEntryJson({ ...fields, hash: `H${height}`, height }),
      );
      db.prepare('INSERT INTO tx_parties (address, tx_id, direction) VALUES (?, ?, ?)').run(
        ALICE,
        info.lastInsertRowid,
        height === 2 ? 'in' : 'out',
      );
    }
    const page = historyPageJson(db, ALICE, 2, 1);
    expect(page.total).toBe(3);
    expect(
      (JSON.parse(page.transactionsJson) as Array<{ hash: string; direction: string }>).map((t) => [
        t.hash,
        t.direction,
      ]),
    ).toEqual([
      ['H3', 'out'],
      ['H2', 'in'],
    ]);
    expect(historyPageJson(db, ALICE, 2, 3)).toEqual({ total: 3, transactionsJson: '[]' });
    // The total is kept between pages, and counted again once the index changes.
    const info = insertTx.run('H4', 4, fields.timeMs, txEntryJson({ ...fields, hash: 'H4', height: 4 }));
    db.prepare('INSERT INTO tx_parties (address, tx_id, direction) VALUES (?, ?, ?)').run(
      ALICE,
      info.lastInsertRowid,
      'in',
    );
    expect(historyPageJson(db, ALICE, 2, 1).total).toBe(4);
    db.close();
  });

  it('are added to a database indexed before they were stored, when it is opened', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'xyz-backend-old-'));
    const old = new Database(path.join(dir, BACKEND_DB_FILE));
    old.exec(`
      CREATE TABLE txs (id INTEGER PRIMARY KEY, hash TEXT NOT NULL, height INTEGER NOT NULL, tx_index INTEGER NOT NULL,
        time_ms INTEGER NOT NULL, code INTEGER NOT NULL, memo TEXT NOT NULL, fee_json TEXT NOT NULL,
        messages_json TEXT NOT NULL, raw_log TEXT NOT NULL, UNIQUE (height, tx_index)) STRICT;
      CREATE TABLE tx_parties (address TEXT NOT NULL, tx_id INTEGER NOT NULL, direction TEXT NOT NULL,
        PRIMARY KEY (address, tx_id)) STRICT;`);
    old
      .prepare('INSERT INTO txs VALUES (1, ?, 7, 0, ?, 0, ?, ?, ?, ?)')
      .run(
        fields.hash,
        fields.timeMs,
        fields.memo,
        JSON.stringify(fields.fee),
        JSON.stringify(fields.messages),
        fields.rawLog,
      );
    old.prepare("INSERT INTO tx_parties VALUES (?, 1, 'self')").run(ALICE);
    old.close();

    const db = openBackendDb(dir);
    expect(historyPage(db, ALICE, 20, 1)).toEqual({
      total: 1,
      transactions: [{ ...entry, direction: 'self' }],
    });
    db.close();
  });
});
