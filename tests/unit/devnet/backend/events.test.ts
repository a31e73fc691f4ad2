// Specification of how chain events become indexer facts (creations, trades, graduations, pool openings).
import { describe, expect, it } from 'vitest';
import { txFacts } from '../../../../devnet/backend/events';
import {
  ALICE,
  BOB,
  FakeBlocks,
  LAUNCHPAD,
  contractAddress,
  event,
  executeMsg,
  feeEvents,
  swapTx,
} from './fake-blocks';

const TOKEN = contractAddress('tok');
const PAIR = contractAddress('pair');

function only(spec: Parameters<FakeBlocks['commit']>[1]) {
  return new FakeBlocks().commit(new Date('2026-11-22T08:00:00Z'), spec).txs[0]!;
}

describe('indexer facts from events', () => {
  it('reads create_token metadata from the event, and image/description from the message when the event has none', () => {
    const message = executeMsg(ALICE, LAUNCHPAD, {
      create_token: { name: 'Tok', symbol: 'TOK', image: '/images/tok.svg', description: 'd' },
    });
    for (const msg of [
      message,
      {
        ...message,
        msg: { create_token: { name: 'Tok', symbol: 'TOK', image: '/images/tok.svg', description: 'd' } },
      },
    ]) {
      const tx = only([
        {
          messages: [msg],
          events: [
            ...feeEvents(ALICE),
            event('wasm-create_token', {
              _contract_address: LAUNCHPAD,
              token: TOKEN,
              creator: ALICE,
              name: 'Tok',
              symbol: 'TOK',
              image: '',
              description: '',
            }),
          ],
        },
      ]);
      expect(txFacts(tx)[0]!.fact).toEqual({
        kind: 'created',
        token: TOKEN,
        launchpad: LAUNCHPAD,
        creator: ALICE,
        name: 'Tok',
        symbol: 'TOK',
        image: '/images/tok.svg',
        description: 'd',
      });
    }
  });

  it('reads a token-in swap as a sell whose uxyz side is the return amount', () => {
    const tx = only([swapTx(BOB, PAIR, TOKEN, TOKEN, '4000000', '1000000', '9000000')]);
    expect(txFacts(tx)[0]!.fact).toMatchObject({
      kind: 'trade',
      venue: 'amm',
      side: 'sell',
      xyzAmount: 1_000_000n,
      tokenAmount: 4_000_000n,
      pair: PAIR,
      xyzReserves: 9_000_000n,
    });
  });

  it('computes the scaled price from the amounts when a trade event carries none', () => {
    const tx = only([
      {
        events: [
          event('wasm-buy', { token: TOKEN, trader: BOB, xyz_amount: '3000000', token_amount: '2000000' }),
        ],
      },
    ]);
    expect(txFacts(tx)[0]!.fact).toMatchObject({ price: 1_500_000n, xyzReserves: null });
  });

  it('reads pool openings and graduations, and nothing from failed txs', () => {
    const events = [
      event('wasm-provide_liquidity', {
        _contract_address: PAIR,
        pair: PAIR,
        token: TOKEN,
        price: '7',
        xyz_reserves: '100',
      }),
      event('wasm-graduate', { _contract_address: LAUNCHPAD, token: TOKEN, pair: PAIR, xyz_reserves: '100' }),
    ];
    expect(txFacts(only([{ events }])).map((f) => f.fact.kind)).toEqual(['liquidity', 'graduated']);
    expect(txFacts(only([{ events, code: 5 }]))).toEqual([]);
  });
});
