// Specification of the message builders other parts send: the exact JSON of DOMAIN.md section 6.
import { fromBase64, fromUtf8 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import {
  buyMsg,
  createTokenMsg,
  cw20InstantiateMsg,
  pairInstantiateMsg,
  provideLiquiditySendMsg,
  sellSendMsg,
  swapNativeMsg,
  swapTokenSendMsg,
} from '../../../../devnet/chain/wasm/contracts';

const hookOf = (msg: Record<string, unknown>) =>
  JSON.parse(fromUtf8(fromBase64((msg.send as { msg: string }).msg))) as unknown;

describe('contract message builders', () => {
  it('builds launchpad create_token, buy and sell', () => {
    expect(createTokenMsg({ name: 'A Cat', symbol: 'ACAT', image: '/images/acat.svg' })).toEqual({
      create_token: { name: 'A Cat', symbol: 'ACAT', image: '/images/acat.svg' },
    });
    expect(buyMsg('xyz1token', 5n)).toEqual({ buy: { token: 'xyz1token', min_tokens_out: '5' } });
    const sell = sellSendMsg('xyz1launchpad', 100n, 7n);
    expect(sell).toMatchObject({ send: { contract: 'xyz1launchpad', amount: '100' } });
    expect(hookOf(sell)).toEqual({ sell: { min_xyz_out: '7' } });
  });

  it('builds AMM pair instantiate, initial liquidity and swaps both ways', () => {
    expect(pairInstantiateMsg('xyz1token')).toEqual({ token: 'xyz1token' });
    expect(hookOf(provideLiquiditySendMsg('xyz1pair', 9n))).toEqual({ provide_liquidity: {} });
    expect(swapNativeMsg(10n, { maxSpread: '0.01' })).toEqual({
      swap: { offer_asset: { info: { native_token: { denom: 'uxyz' } }, amount: '10' }, max_spread: '0.01' },
    });
    expect(hookOf(swapTokenSendMsg('xyz1pair', 3n))).toEqual({ swap: {} });
    expect(hookOf(swapTokenSendMsg('xyz1pair', 3n, { minXyzOut: 2n }))).toEqual({
      swap: { min_xyz_out: '2' },
    });
  });

  it('builds a cw20-base InstantiateMsg with decimals 6 by default', () => {
    expect(
      cw20InstantiateMsg({
        name: 'Tok',
        symbol: 'TOK',
        initialBalances: [{ address: 'xyz1a', amount: 5n }],
        mint: { minter: 'xyz1m' },
      }),
    ).toEqual({
      name: 'Tok',
      symbol: 'TOK',
      decimals: 6,
      initial_balances: [{ address: 'xyz1a', amount: '5' }],
      mint: { minter: 'xyz1m', cap: null },
    });
  });
});
