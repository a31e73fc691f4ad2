// Specification of the launchpad's pure bonding-curve math (virtual constant product, 1% fee, threshold).
import { describe, expect, it } from 'vitest';
import {
  CURVE,
  curvePrice,
  graduationThreshold,
  quoteBuy,
  quoteSell,
} from '../../../../devnet/chain/wasm/contracts';
import { virtualTokens, virtualXyz } from '../../../../devnet/chain/wasm/contracts/launchpad/curve';

const fresh = { xyzReserves: 0n, tokensSold: 0n };

describe('launchpad bonding curve', () => {
  it('starts at 30,000 XYZ / 1,073,000,000 tokens, a price of 27 (uxyz per unit x 10^6)', () => {
    expect(curvePrice(fresh)).toBe((30_000_000_000n * 1_000_000n) / 1_073_000_000_000_000n);
    expect(curvePrice(fresh)).toBe(27n);
  });

  it('takes a 1% fee on buys, rounded up in the launchpad favour', () => {
    expect(quoteBuy(fresh, 1_000_000n).fee).toBe(10_000n);
    expect(quoteBuy(fresh, 101n).fee).toBe(2n);
    expect(quoteBuy(fresh, 101n).xyzIn).toBe(99n);
  });

  it('rounds tokens out down, so the virtual product never shrinks', () => {
    let state = fresh;
    const k0 = virtualXyz(fresh) * virtualTokens(fresh);
    for (const amount of [1_234_567n, 999n, 50_000_000_000n, 7n]) {
      const q = quoteBuy(state, amount);
      state = { xyzReserves: state.xyzReserves + q.xyzIn, tokensSold: state.tokensSold + q.tokensOut };
      expect(virtualXyz(state) * virtualTokens(state)).toBeGreaterThanOrEqual(k0);
    }
    const sell = quoteSell(state, state.tokensSold / 3n);
    const after = {
      xyzReserves: state.xyzReserves - sell.xyzOutGross,
      tokensSold: state.tokensSold - state.tokensSold / 3n,
    };
    expect(virtualXyz(after) * virtualTokens(after)).toBeGreaterThanOrEqual(k0);
  });

  it('pays back less than was paid on an immediate round trip (fees both ways, rounding)', () => {
    const q = quoteBuy(fresh, 10_000_000n);
    const state = { xyzReserves: q.xyzIn, tokensSold: q.tokensOut };
    const back = quoteSell(state, q.tokensOut);
    expect(back.xyzOutGross).toBeLessThanOrEqual(q.xyzIn);
    expect(back.xyzOut).toBeLessThan(10_000_000n);
    expect(back.fee).toBe((back.xyzOutGross + 99n) / 100n);
  });

  it('moves the price up on buys', () => {
    const q = quoteBuy(fresh, 1_000_000_000_000n);
    expect(curvePrice({ xyzReserves: q.xyzIn, tokensSold: q.tokensOut })).toBeGreaterThan(curvePrice(fresh));
  });

  describe('graduation threshold (69,000 USD / oracle price, in uxyz)', () => {
    it('is 69,000 XYZ at 1 USD and 55,200 XYZ at 1.25 USD', () => {
      expect(graduationThreshold('1')).toBe(69_000_000_000n);
      expect(graduationThreshold('1.25')).toBe(55_200_000_000n);
    });

    it('rounds up a non-terminating division', () => {
      expect(graduationThreshold('3')).toBe(23_000_000_000n);
      expect(graduationThreshold('7')).toBe(9_857_142_858n);
    });

    it('is capped so that the curve can always reach it with its 800,000,000 tokens', () => {
      const cap =
        (CURVE.virtualXyz * CURVE.virtualTokens) / (CURVE.virtualTokens - CURVE.curveSupply) -
        CURVE.virtualXyz;
      expect(graduationThreshold('0.01')).toBe(cap);
      expect(cap).toBe(87_912_087_912n);
    });

    it.each(['0', '0.000', 'abc', '-1', ''])('refuses an unusable oracle price %j', (price) => {
      expect(() => graduationThreshold(price)).toThrow('oracle price unavailable');
    });
  });
});
