// Specification of B4's history pages read in turn: each page starts where the previous one ended (a key seek, not an
// OFFSET walk that made reading a whole history quadratic), and what a page holds never depends on that memory.
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../../devnet/backend/db';
import { openBackendDb } from '../../../../devnet/backend/db';
import { Indexer } from '../../../../devnet/backend/indexer';
import { historyPage } from '../../../../devnet/backend/history-repo';
import { ALICE, BOB, FakeBlocks, event, feeEvents } from './fake-blocks';

const T0 = Date.parse('2026-11-21T07:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const send = (from: string, to: string, memo: string) => ({
  signer: from,
  messages: [
    {
      '@type': '/ledger.bank.v1beta1.MsgSend',
      from_address: from,
      to_address: to,
      amount: [{ denom: 'uxyz', amount: '1' }],
    },
  ],
  events: [
    ...feeEvents(from),
    event('transfer', { recipient: to, sender: from, amount: '1uxyz' }),
    event('message', { sender: from }),
  ],
  memo,
});

const open: Db[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

/** A chain where alice sent `count` txs, one per block, memo "n" (1 = oldest), indexed. */
function history(count: number): { db: Db; blocks: FakeBlocks } {
  const blocks = new FakeBlocks();
  for (let i = 1; i <= count; i++) blocks.commit(at(i), [send(ALICE, BOB, String(i))]);
  const db = openBackendDb();
  open.push(db);
  new Indexer(db, blocks, (e) => {
    throw e;
  }).start();
  return { db, blocks };
}

const memos = (db: Db, page: number, limit = 3) =>
  historyPage(db, ALICE, limit, page).transactions.map((t) => t.memo);

describe('B4 history pages read in turn', () => {
  it('gives each page the same rows whether read in order, out of order or on their own', () => {
    const inOrder = history(11);
    const read = [1, 2, 3, 4, 5].map((p) => memos(inOrder.db, p));
    expect(read).toEqual([['11', '10', '9'], ['8', '7', '6'], ['5', '4', '3'], ['2', '1'], []]);
    // Skipping ahead from a known page end, going back, a different page size: all as if read alone.
    expect(memos(inOrder.db, 4)).toEqual(['2', '1']);
    expect(memos(inOrder.db, 2)).toEqual(['8', '7', '6']);
    expect(memos(inOrder.db, 2, 4)).toEqual(['7', '6', '5', '4']);
    const alone = history(11);
    expect(memos(alone.db, 3)).toEqual(['5', '4', '3']);
  });

  it('forgets where pages ended once a new tx arrives (the pages shift by one)', () => {
    const { db, blocks } = history(7);
    expect([1, 2].map((p) => memos(db, p))).toEqual([
      ['7', '6', '5'],
      ['4', '3', '2'],
    ]);
    blocks.commit(at(100), [send(ALICE, BOB, 'new')]);
    expect(memos(db, 2)).toEqual(['5', '4', '3']);
    expect(memos(db, 3)).toEqual(['2', '1']);
    expect(historyPage(db, ALICE, 3, 1).total).toBe(8);
  });
});
