import { describe, expect, it } from 'vitest';
import {
  compareTrades,
  priceOf,
  tradesOfTx,
  type TxResponseLike,
} from '../../../../electron/core/charts/trade-events';

const TOKEN = 'xyz1token';
const PAIR = 'xyz1pair';

const attrs = (record: Record<string, string>) =>
  Object.entries(record).map(([key, value]) => ({ key, value }));
const tx = (events: TxResponseLike['events'], over: Partial<TxResponseLike> = {}): TxResponseLike => ({
  txhash: 'AA',
  height: '10',
  timestamp: '2026-11-24T10:00:00Z',
  code: 0,
  events,
  ...over,
});
const T = Date.parse('2026-11-24T10:00:00Z');

describe('tradesOfTx: price points of one token from its wasm events', () => {
  it('a curve buy: volume is the uxyz paid, price is the curve spot price the event reports', () => {
    const points = tradesOfTx(
      tx([
        {
          type: 'wasm-buy',
          attributes: attrs({
            token: TOKEN,
            xyz_amount: '2000000',
            token_amount: '500000000',
            price: '4100',
          }),
        },
      ]),
      TOKEN,
    );
    expect(points).toEqual([
      {
        hash: 'AA',
        height: 10,
        eventIndex: 0,
        timeMs: T,
        kind: 'buy',
        venue: 'curve',
        xyzAmount: 2_000_000n,
        tokenAmount: 500_000_000n,
        price: 4100n,
      },
    ]);
  });

  it('a curve sell without a price attribute: the exchange rate floor(xyz x 10^6 / tokens)', () => {
    // 1_000_000 uxyz for 300_000_000 units: 10^12 / 3*10^8 = 3333.33.. -> 3333
    const [point] = tradesOfTx(
      tx([
        {
          type: 'wasm-sell',
          attributes: attrs({ token: TOKEN, xyz_amount: '1000000', token_amount: '300000000' }),
        },
      ]),
      TOKEN,
    );
    expect(point).toMatchObject({ kind: 'sell', venue: 'curve', xyzAmount: 1_000_000n, price: 3333n });
  });

  it('AMM swaps: uxyz offered is a buy, tokens offered is a sell; the pool price after the swap', () => {
    const points = tradesOfTx(
      tx([
        {
          type: 'wasm-swap',
          attributes: attrs({
            pair: PAIR,
            token: TOKEN,
            offer_denom: 'uxyz',
            offer_amount: '5000000',
            return_amount: '1000000000',
            price: '5020',
          }),
        },
        {
          type: 'wasm-swap',
          attributes: attrs({
            pair: PAIR,
            token: TOKEN,
            offer_denom: TOKEN,
            offer_amount: '200000000',
            return_amount: '990000',
          }),
        },
      ]),
      TOKEN,
    );
    expect(points.map((p) => [p.kind, p.venue, p.xyzAmount, p.tokenAmount, p.price])).toEqual([
      ['buy', 'amm', 5_000_000n, 1_000_000_000n, 5020n],
      // no price attribute: 990_000 x 10^6 / 200_000_000 = 4950
      ['sell', 'amm', 990_000n, 200_000_000n, 4950n],
    ]);
  });

  it('graduation: the pool opens at the curve reserves over the tokens moved to it, trading nothing', () => {
    const points = tradesOfTx(
      tx([
        {
          type: 'wasm-buy',
          attributes: attrs({
            token: TOKEN,
            xyz_amount: '7000000',
            token_amount: '1000000000',
            price: '7400',
          }),
        },
        {
          type: 'wasm-graduate',
          attributes: attrs({
            token: TOKEN,
            pair: PAIR,
            xyz_reserves: '69000000000',
            token_amount: '9000000000000',
          }),
        },
      ]),
      TOKEN,
    );
    // 69_000_000_000 x 10^6 / 9_000_000_000_000 = 7666.66.. -> 7666
    expect(points[1]).toMatchObject({
      kind: 'graduation',
      eventIndex: 1,
      xyzAmount: 0n,
      tokenAmount: 0n,
      price: 7666n,
    });
  });

  it('leaves out failed txs, other tokens, unrelated events and points without a price', () => {
    const buy = {
      type: 'wasm-buy',
      attributes: attrs({ token: TOKEN, xyz_amount: '1', token_amount: '1', price: '1' }),
    };
    expect(tradesOfTx(tx([buy], { code: 5 }), TOKEN)).toEqual([]);
    expect(
      tradesOfTx(tx([{ ...buy, attributes: attrs({ token: 'xyz1other', price: '9' }) }]), TOKEN),
    ).toEqual([]);
    expect(tradesOfTx(tx([{ type: 'transfer', attributes: attrs({ token: TOKEN }) }]), TOKEN)).toEqual([]);
    expect(
      tradesOfTx(
        tx([{ type: 'wasm-sell', attributes: attrs({ token: TOKEN, xyz_amount: '5', token_amount: '0' }) }]),
        TOKEN,
      ),
    ).toEqual([]);
  });

  it('priceOf is exact integer division at the 10^6 scale', () => {
    expect(priceOf(1n, 3n)).toBe(333_333n);
    expect(priceOf(10n ** 24n, 10n ** 18n)).toBe(10n ** 12n);
    expect(priceOf(5n, 0n)).toBe(0n);
  });

  it('compareTrades orders by height then event position', () => {
    const p = (height: number, eventIndex: number) => ({
      ...tradesOfTx(
        tx([
          {
            type: 'wasm-buy',
            attributes: attrs({ token: TOKEN, price: '1', xyz_amount: '1', token_amount: '1' }),
          },
        ]),
        TOKEN,
      )[0]!,
      height,
      eventIndex,
    });
    const sorted = [p(2, 0), p(1, 3), p(1, 1)].sort(compareTrades);
    expect(sorted.map((x) => [x.height, x.eventIndex])).toEqual([
      [1, 1],
      [1, 3],
      [2, 0],
    ]);
  });
});
