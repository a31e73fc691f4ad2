// Invariants under a long deterministic random sequence of curve trades, graduation and pool swaps.
import { describe, expect, it } from 'vitest';
import { CURVE, sellSendMsg, swapNativeMsg, swapTokenSendMsg } from '../../../../devnet/chain/wasm/contracts';
import { uxyz } from './harness';
import { alice, bob, carol, launchpadWithToken } from './launchpad-fixture';

/** Small deterministic PRNG (mulberry32) so the sequence is the same on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('contract invariants under random trading', () => {
  it('never creates uxyz or tokens, keeps the launchpad solvent, and never shrinks the pool product', () => {
    const { h, launchpad, token, progress, buy } = launchpadWithToken('5000');
    const random = prng(42);
    const traders = [alice, bob, carol];
    const uxyzTotal = h.totalOf();
    let lastK = 0n;
    let failures = 0;

    for (let step = 0; step < 300; step++) {
      const trader = traders[Math.floor(random() * traders.length)] as string;
      const state = progress();
      const held = h.cw20Balance(token, trader);
      const sellShare = BigInt(1 + Math.floor(random() * 100));
      const amount = BigInt(1 + Math.floor(random() * 3_000_000));
      try {
        if (!state.graduated) {
          if (random() < 0.65 || held === 0n) buy(trader, amount);
          else h.execute(trader, token, sellSendMsg(launchpad, (held * sellShare) / 100n || 1n));
        } else if (random() < 0.5 || held === 0n) {
          h.execute(trader, state.pair as string, swapNativeMsg(amount), uxyz(amount));
        } else {
          h.execute(trader, token, swapTokenSendMsg(state.pair as string, (held * sellShare) / 100n || 1n));
        }
      } catch {
        failures += 1; // rejected trades (too small, slippage) must leave no trace; checked below
      }

      expect(h.totalOf()).toBe(uxyzTotal);
      const holdings = [...h.cw20Holdings(token).values()].reduce((a, b) => a + b, 0n);
      expect(holdings).toBe(CURVE.totalSupply);
      const after = progress();
      if (!after.graduated) {
        const record = JSON.parse(h.instances.get(launchpad)?.storage.get(`token/${token}`) ?? '{}') as {
          fees_collected: string;
        };
        expect(h.balance(launchpad)).toBe(
          CURVE.creationFee + BigInt(after.xyz_reserves) + BigInt(record.fees_collected),
        );
      } else {
        const pair = after.pair as string;
        const pool = h.query(pair, { pool: {} }) as { assets: Array<{ amount: string }> };
        const xyz = BigInt(pool.assets[0]?.amount ?? '0');
        const tokens = BigInt(pool.assets[1]?.amount ?? '0');
        expect(xyz).toBe(h.balance(pair));
        expect(tokens).toBe(h.cw20Balance(token, pair));
        expect(xyz * tokens).toBeGreaterThanOrEqual(lastK);
        lastK = xyz * tokens;
      }
    }
    expect(progress().graduated).toBe(true);
    expect(lastK).toBeGreaterThan(0n);
    expect(failures).toBeLessThan(300);
  });
});
