// Specification (issue 33): the backend's work per block and per read prepares no SQLite statement. Each prepare
// compiles a statement in SQLite's memory and leaves a JS object for the GC to finalize; a devnet left running for a
// day indexes a block and answers reads every few seconds, so its statements are prepared once per database.
import { afterEach, describe, expect, it } from 'vitest';
import { openBackendDb, type Db } from '../../../../devnet/backend/db';
import { historyPage } from '../../../../devnet/backend/history-repo';
import { Indexer } from '../../../../devnet/backend/indexer';
import { knownTokenContracts, listTokens } from '../../../../devnet/backend/token-repo';
import { ALICE, BOB, FakeBlocks, feeEvents, sendMsg, event } from './fake-blocks';

const T0 = Date.parse('2026-11-21T07:00:00.000Z');
let db: Db | undefined;
afterEach(() => db?.close());

/** Counts `db.prepare` and `db.pragma` calls (better-sqlite3 prepares a pragma's statement each call) from now on. */
function countPrepares(target: Db): () => number {
  let count = 0;
  const prepare = target.prepare.bind(target);
  target.prepare = ((source: string) => {
    count += 1;
    return prepare(source);
  }) as Db['prepare'];
  const pragma = target.pragma.bind(target);
  target.pragma = ((source: string, options?: Parameters<Db['pragma']>[1]) => {
    count += 1;
    return pragma(source, options);
  }) as Db['pragma'];
  return () => count;
}

/** What the backend reads for a wallet's refresh and the token list. */
function readAll(target: Db): void {
  historyPage(target, BOB, 20, 1);
  knownTokenContracts(target);
  listTokens(target, T0 + 60_000);
}

/** A block with one 1-uxyz transfer from alice to bob. */
function transferBlock(blocks: FakeBlocks, n: number) {
  blocks.commit(new Date(T0 + n * 1000), [
    {
      signer: ALICE,
      messages: [sendMsg(ALICE, BOB, '1')],
      events: [...feeEvents(ALICE), event('transfer', { recipient: BOB, sender: ALICE, amount: '1uxyz' })],
    },
  ]);
}

describe('backend statements', () => {
  it('indexing blocks and reading the index prepare nothing once warm', () => {
    const blocks = new FakeBlocks();
    db = openBackendDb();
    const indexer = new Indexer(db, blocks, (e) => {
      throw e;
    });
    indexer.start();
    transferBlock(blocks, 1);
    indexer.catchUp();
    readAll(db);
    const prepares = countPrepares(db);
    for (let n = 2; n <= 50; n++) {
      transferBlock(blocks, n);
      indexer.catchUp();
      expect(indexer.indexedHeight).toBe(n);
      readAll(db);
    }
    expect(historyPage(db, BOB, 20, 1).total).toBe(50);
    expect(prepares()).toBe(0);
  });
});
