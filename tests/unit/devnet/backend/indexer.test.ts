// Specification of the backend indexer: token rows, 24h windows, graduation, AMM-only tokens, restarts.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../../../devnet/backend/db';
import { openBackendDb } from '../../../../devnet/backend/db';
import { Indexer } from '../../../../devnet/backend/indexer';
import { listTokens } from '../../../../devnet/backend/token-repo';
import { historyPage } from '../../../../devnet/backend/history-repo';
import {
  ALICE,
  BOB,
  FakeBlocks,
  contractAddress,
  createTokenTx,
  curveTradeTx,
  cw20InstantiateTx,
  event,
  feeEvents,
  graduateEvent,
  swapTx,
} from './fake-blocks';

const T0 = Date.parse('2026-11-21T07:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const PEPE = contractAddress('pepe');
const MOON = contractAddress('moon');

const open: Db[] = [];
function indexed(blocks: FakeBlocks, dataDir?: string) {
  const db = openBackendDb(dataDir);
  open.push(db);
  const indexer = new Indexer(db, blocks, (e) => {
    throw e;
  });
  indexer.start();
  return { db, indexer };
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

describe('indexer: launchpad tokens', () => {
  it('records a created token with metadata from the event and the message, created_at from block time', () => {
    const blocks = new FakeBlocks();
    blocks.commit(at(0), [
      createTokenTx(ALICE, PEPE, {
        name: 'Pepe',
        symbol: 'PEPE',
        image: '/images/pepe.svg',
        description: 'A frog',
      }),
    ]);
    const { db } = indexed(blocks);
    const [token] = listTokens(db, at(1).getTime());
    expect(token).toEqual({
      address: PEPE,
      name: 'Pepe',
      symbol: 'PEPE',
      image: '/images/pepe.svg',
      description: 'A frog',
      creator: ALICE,
      source: 'launchpad',
      graduated: false,
      pair: null,
      xyz_reserves: '0',
      current_price: '0',
      volume_24h: '0',
      trade_count_24h: 0,
      created_at: '2026-11-21T07:00:00.000Z',
      first_seen_at: '2026-11-21T07:00:00.000Z',
    });
  });

  it('takes reserves and price from the latest curve trade', () => {
    const blocks = new FakeBlocks();
    blocks.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
    blocks.commit(at(1), [curveTradeTx('buy', BOB, PEPE, '1000000000', '35000000000', '990000000')]);
    blocks.commit(at(2), [curveTradeTx('sell', BOB, PEPE, '100000000', '3000000000', '890000000')]);
    const { db } = indexed(blocks);
    const [token] = listTokens(db, at(3).getTime());
    expect(token!.xyz_reserves).toBe('890000000');
    expect(token!.current_price).toBe(((100000000n * 1_000_000n) / 3000000000n).toString());
    expect(token!.volume_24h).toBe('1100000000');
    expect(token!.trade_count_24h).toBe(2);
  });

  it('lists tokens newest first by first_seen_at, ties broken by later block and event', () => {
    const blocks = new FakeBlocks();
    const a = contractAddress('a');
    const b = contractAddress('b');
    const c = contractAddress('c');
    blocks.commit(at(0), [
      createTokenTx(ALICE, a, { name: 'A', symbol: 'A' }),
      createTokenTx(ALICE, b, { name: 'B', symbol: 'B' }),
    ]);
    blocks.commit(at(5), [createTokenTx(ALICE, c, { name: 'C', symbol: 'C' })]);
    const { db } = indexed(blocks);
    expect(listTokens(db, at(6).getTime()).map((t) => t.symbol)).toEqual(['C', 'B', 'A']);
  });

  it('ignores the events of failed txs but keeps the tx in the signer history', () => {
    const blocks = new FakeBlocks();
    blocks.commit(at(0), [
      { ...createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' }), code: 5, rawLog: 'failed' },
    ]);
    const { db } = indexed(blocks);
    expect(listTokens(db, at(1).getTime())).toEqual([]);
    const history = historyPage(db, ALICE, 20, 1);
    expect(history.total).toBe(1);
    expect(history.transactions[0]!.code).toBe(5);
  });
});

describe('indexer: sliding 24h windows over block time', () => {
  it('drops a trade out of volume_24h and trade_count_24h once it is older than 24 hours', () => {
    const blocks = new FakeBlocks();
    blocks.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
    blocks.commit(at(10), [curveTradeTx('buy', BOB, PEPE, '5000000', '1000000', '5000000')]);
    blocks.commit(at(70), [curveTradeTx('buy', BOB, PEPE, '7000000', '1000000', '12000000')]);
    const { db } = indexed(blocks);
    const figures = (minutes: number) => {
      const t = listTokens(db, at(minutes).getTime())[0]!;
      return [t.volume_24h, t.trade_count_24h];
    };
    expect(figures(71)).toEqual(['12000000', 2]);
    expect(figures(24 * 60 + 9)).toEqual(['12000000', 2]);
    expect(figures(24 * 60 + 10)).toEqual(['7000000', 1]);
    expect(figures(24 * 60 + 70)).toEqual(['0', 0]);
  });

  it('gives different tokens different 24h figures', () => {
    const blocks = new FakeBlocks();
    blocks.commit(at(0), [
      createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' }),
      createTokenTx(ALICE, MOON, { name: 'Moon', symbol: 'MOON' }),
    ]);
    blocks.commit(at(1), [
      curveTradeTx('buy', BOB, PEPE, '3000000', '1000000', '3000000'),
      curveTradeTx('buy', ALICE, MOON, '9000000', '1000000', '9000000'),
    ]);
    const { db } = indexed(blocks);
    const bySymbol = Object.fromEntries(listTokens(db, at(2).getTime()).map((t) => [t.symbol, t.volume_24h]));
    expect(bySymbol).toEqual({ PEPE: '3000000', MOON: '9000000' });
  });
});

describe('indexer: graduation', () => {
  it('flips graduated and moves xyz_reserves to the AMM pool figure, then follows swaps on that pair', () => {
    const blocks = new FakeBlocks();
    const pair = contractAddress('pepepair');
    blocks.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
    const buy = curveTradeTx('buy', BOB, PEPE, '60000000000', '500000000000', '59400000000');
    buy.events.push(graduateEvent(PEPE, pair, '57000000000'));
    blocks.commit(at(1), [buy]);
    const { db } = indexed(blocks);
    let token = listTokens(db, at(2).getTime())[0]!;
    expect(token.graduated).toBe(true);
    expect(token.source).toBe('launchpad');
    expect(token.xyz_reserves).toBe('57000000000');
    expect(token.pair).toBe(pair);

    blocks.commit(at(3), [swapTx(ALICE, pair, PEPE, 'uxyz', '1000000000', '8000000000', '58000000000')]);
    token = listTokens(db, at(4).getTime())[0]!;
    expect(token.xyz_reserves).toBe('58000000000');
    expect(token.current_price).toBe('125000');
    expect(token.trade_count_24h).toBe(2);
  });
});

describe('indexer: AMM-only tokens', () => {
  it('lists a CW20 with AMM trades as source "amm", metadata from its instantiate, first seen at its first swap', () => {
    const blocks = new FakeBlocks();
    const pair = contractAddress('moonpair');
    blocks.commit(at(0), [
      cw20InstantiateTx(ALICE, MOON, {
        name: 'Moon',
        symbol: 'MOON',
        description: 'To the moon',
        logo: '/images/moon.svg',
      }),
    ]);
    blocks.commit(at(30), [swapTx(BOB, pair, MOON, MOON, '2000000', '1000000', '499000000')]);
    const { db } = indexed(blocks);
    const [token] = listTokens(db, at(31).getTime());
    expect(token).toMatchObject({
      address: MOON,
      name: 'Moon',
      symbol: 'MOON',
      description: 'To the moon',
      image: '/images/moon.svg',
      source: 'amm',
      graduated: false,
      pair,
      xyz_reserves: '499000000',
      current_price: '500000',
      volume_24h: '1000000',
      trade_count_24h: 1,
      created_at: '2026-11-21T07:00:00.000Z',
      first_seen_at: '2026-11-21T07:30:00.000Z',
    });
  });
});

describe('indexer: AMM pool openings', () => {
  it('lists an AMM-only token once its pool opens, with the opening price and reserve but no trade', () => {
    const blocks = new FakeBlocks();
    const pair = contractAddress('moonpair');
    blocks.commit(at(0), [cw20InstantiateTx(ALICE, MOON, { name: 'Moon', symbol: 'MOON' })]);
    blocks.commit(at(1), [
      {
        signer: ALICE,
        events: [
          ...feeEvents(ALICE),
          event('wasm-provide_liquidity', {
            _contract_address: pair,
            pair,
            token: MOON,
            provider: ALICE,
            xyz_amount: '500000000',
            token_amount: '1000000000',
            price: '500000',
            xyz_reserves: '500000000',
          }),
        ],
      },
    ]);
    const { db } = indexed(blocks);
    expect(listTokens(db, at(2).getTime())[0]).toMatchObject({
      symbol: 'MOON',
      source: 'amm',
      pair,
      xyz_reserves: '500000000',
      current_price: '500000',
      trade_count_24h: 0,
      first_seen_at: at(1).toISOString(),
    });
  });

  it('does not turn a graduating launchpad token into an AMM token when its new pool opens', () => {
    const blocks = new FakeBlocks();
    const pair = contractAddress('pepepair');
    blocks.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
    const buy = curveTradeTx('buy', BOB, PEPE, '60000000000', '500000000000', '59400000000');
    buy.events.push(
      event('wasm-provide_liquidity', {
        _contract_address: pair,
        pair,
        token: PEPE,
        xyz_reserves: '59400000000',
        price: '1',
      }),
    );
    buy.events.push(graduateEvent(PEPE, pair, '59400000000'));
    blocks.commit(at(1), [buy]);
    const { db } = indexed(blocks);
    expect(listTokens(db, at(2).getTime())[0]).toMatchObject({
      source: 'launchpad',
      graduated: true,
      xyz_reserves: '59400000000',
    });
  });
});

describe('indexer: following and restarting', () => {
  it('indexes blocks committed after start as they arrive', () => {
    const blocks = new FakeBlocks();
    const { db } = indexed(blocks);
    blocks.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
    expect(listTokens(db, at(1).getTime())).toHaveLength(1);
  });

  it('catches up after a restart on the same data dir without double counting', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-indexer-'));
    try {
      const blocks = new FakeBlocks();
      blocks.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
      blocks.commit(at(1), [curveTradeTx('buy', BOB, PEPE, '5000000', '1000000', '5000000')]);
      const first = indexed(blocks, dir);
      first.indexer.stop();
      first.db.close();
      blocks.commit(at(2), [curveTradeTx('buy', BOB, PEPE, '6000000', '1000000', '11000000')]);
      const second = indexed(blocks, dir);
      const token = listTokens(second.db, at(3).getTime())[0]!;
      expect(token.trade_count_24h).toBe(2);
      expect(token.volume_24h).toBe('11000000');
      expect(historyPage(second.db, BOB, 100, 1).total).toBe(2);
      second.indexer.syncToLatest();
      expect(second.indexer.indexedHeight).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts over from height 1 when the chain it followed was reset', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-indexer-'));
    try {
      const old = new FakeBlocks();
      old.commit(at(0), [createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE' })]);
      old.commit(at(1));
      const first = indexed(old, dir);
      first.indexer.stop();
      first.db.close();
      const fresh = new FakeBlocks();
      fresh.commit(at(0), [createTokenTx(ALICE, MOON, { name: 'Moon', symbol: 'MOON' })]);
      const second = indexed(fresh, dir);
      expect(listTokens(second.db, at(2).getTime()).map((t) => t.symbol)).toEqual(['MOON']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('indexer: history for B4', () => {
  it('records sent and received txs with direction, newest first, with exact totals and pages', () => {
    const blocks = new FakeBlocks();
    const send = (from: string, to: string, amount: string) => ({
      signer: from,
      messages: [
        {
          '@type': '/ledger.bank.v1beta1.MsgSend',
          from_address: from,
          to_address: to,
          amount: [{ denom: 'uxyz', amount }],
        },
      ],
      events: [
        ...feeEvents(from),
        event('transfer', { recipient: to, sender: from, amount: `${amount}uxyz` }),
        event('message', { sender: from }),
      ],
      memo: `${from === ALICE ? 'a' : 'b'}-${amount}`,
    });
    for (let i = 1; i <= 5; i++) blocks.commit(at(i), [send(ALICE, BOB, String(i))]);
    blocks.commit(at(6), [send(BOB, ALICE, '99')]);
    blocks.commit(at(7), [send(ALICE, ALICE, '7')]);
    const { db } = indexed(blocks);
    const page1 = historyPage(db, ALICE, 3, 1);
    expect(page1.total).toBe(7);
    expect(page1.transactions.map((t) => [t.memo, t.direction])).toEqual([
      ['a-7', 'self'],
      ['b-99', 'in'],
      ['a-5', 'out'],
    ]);
    const page3 = historyPage(db, ALICE, 3, 3);
    expect(page3.transactions.map((t) => t.memo)).toEqual(['a-1']);
    expect(historyPage(db, ALICE, 3, 4).transactions).toEqual([]);
    expect(page1.transactions[0]).toMatchObject({
      height: 7,
      timestamp: at(7).toISOString(),
      code: 0,
      fee: [{ denom: 'uxyz', amount: '5000' }],
      raw_log: '',
    });
    expect(page1.transactions[0]!.messages[0]!['@type']).toBe('/ledger.bank.v1beta1.MsgSend');
  });
});
