// Specification of launchpad graduation: exactly at the threshold, liquidity into a new AMM pair, irreversible.
import { describe, expect, it } from 'vitest';
import {
  buyMsg,
  CURVE,
  sellSendMsg,
  swapNativeMsg,
  swapTokenSendMsg,
} from '../../../../devnet/chain/wasm/contracts';
import { attributesOf, uxyz, XYZ } from './harness';
import { alice, bob, carol, grossForNet, launchpadWithToken } from './launchpad-fixture';

interface Pool {
  assets: Array<{ info: unknown; amount: string }>;
  total_share: string;
}

describe('launchpad graduation', () => {
  it('does not graduate one uxyz below the threshold, and graduates on the buy that reaches it exactly', () => {
    const { launchpad, token, progress, buy } = launchpadWithToken();
    const threshold = BigInt(progress().threshold);
    expect(threshold).toBe(69_000n * XYZ);

    const almost = buy(bob, grossForNet(threshold - 1n));
    expect(almost.some((e) => e.type === 'wasm-graduate')).toBe(false);
    expect(progress()).toEqual({
      xyz_reserves: (threshold - 1n).toString(),
      threshold: threshold.toString(),
      graduated: false,
      pair: null,
    });

    const events = buy(carol, grossForNet(1n));
    const graduate = attributesOf(events, 'wasm-graduate');
    expect(graduate).toMatchObject({
      _contract_address: launchpad,
      token,
      xyz_reserves: threshold.toString(),
    });
    const pair = graduate.pair as string;
    expect(progress()).toEqual({
      xyz_reserves: threshold.toString(),
      threshold: threshold.toString(),
      graduated: true,
      pair,
    });
    expect(attributesOf(events, 'instantiate')).toMatchObject({ _contract_address: pair, code_id: '3' });
  });

  it('moves the reserve and every remaining token into the pair, keeping only fees and creation fees', () => {
    const { h, launchpad, token, progress, buy } = launchpadWithToken();
    const totalBefore = h.totalOf();
    const threshold = BigInt(progress().threshold);
    const paidBob = 10_000n * XYZ;
    buy(bob, paidBob);
    const paidCarol = grossForNet(threshold - (paidBob - paidBob / 100n));
    buy(carol, paidCarol);
    const { pair } = progress();
    if (!pair) throw new Error('expected graduation');
    const sold = h.cw20Balance(token, bob) + h.cw20Balance(token, carol);

    const pool = h.query(pair, { pool: {} }) as Pool;
    expect(pool.assets).toEqual([
      { info: { native_token: { denom: 'uxyz' } }, amount: threshold.toString() },
      { info: { token: { contract_addr: token } }, amount: (CURVE.totalSupply - sold).toString() },
    ]);
    expect(h.balance(pair)).toBe(threshold);
    expect(h.cw20Balance(token, pair)).toBe(CURVE.totalSupply - sold);
    expect(h.cw20Balance(token, launchpad)).toBe(0n);
    expect(h.balance(launchpad)).toBe(CURVE.creationFee + paidBob + paidCarol - threshold);
    expect(h.totalOf()).toBe(totalBefore);
    expect(BigInt((h.query(token, { token_info: {} }) as { total_supply: string }).total_supply)).toBe(
      CURVE.totalSupply,
    );
    expect(h.query(pair, { share: { address: launchpad } })).toEqual({ share: pool.total_share });
  });

  it('graduates on a buy that overshoots the threshold, with the whole reserve', () => {
    const { progress, buy } = launchpadWithToken();
    const events = buy(bob, 80_000n * XYZ);
    expect(attributesOf(events, 'wasm-graduate').xyz_reserves).toBe((80_000n * XYZ - 800n * XYZ).toString());
    expect(progress().graduated).toBe(true);
  });

  it('then fails every curve buy and sell with "token graduated", while the pair trades', () => {
    const { h, launchpad, token, progress, buy } = launchpadWithToken();
    buy(bob, 70_000n * XYZ);
    const pair = progress().pair as string;
    expect(() => buy(alice, XYZ)).toThrow('token graduated');
    expect(() => h.execute(bob, token, sellSendMsg(launchpad, 1_000n))).toThrow('token graduated');
    expect(() => h.execute(alice, launchpad, buyMsg(token), uxyz(XYZ))).toThrow('token graduated');
    expect(() => h.query(launchpad, { simulate_buy: { token, xyz_amount: '1000' } })).toThrow(
      'token graduated',
    );
    expect(() => h.query(launchpad, { simulate_sell: { token, token_amount: '1000' } })).toThrow(
      'token graduated',
    );

    const swapIn = h.execute(alice, pair, swapNativeMsg(1_000n * XYZ), uxyz(1_000n * XYZ));
    expect(attributesOf(swapIn, 'wasm-swap')).toMatchObject({ token, trader: alice, offer_denom: 'uxyz' });
    const got = h.cw20Balance(token, alice);
    const swapOut = h.execute(alice, token, swapTokenSendMsg(pair, got));
    expect(attributesOf(swapOut, 'wasm-swap')).toMatchObject({
      offer_denom: token,
      offer_amount: got.toString(),
    });
    expect(progress().graduated).toBe(true);
  });

  it('caps the threshold at what 800,000,000 curve tokens can reach, and refuses buys past the curve supply', () => {
    const { h, token, progress, buy } = launchpadWithToken('0.01');
    const threshold = BigInt(progress().threshold);
    expect(threshold).toBe(87_912_087_912n);
    expect(() => buy(bob, 100_000n * XYZ)).toThrow('not enough tokens left on the curve');
    buy(bob, grossForNet(threshold));
    expect(progress().graduated).toBe(true);
    expect(h.cw20Balance(token, bob)).toBeLessThanOrEqual(CURVE.curveSupply);
  });
});
