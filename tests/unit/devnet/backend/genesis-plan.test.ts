// Specification of the lived-in genesis plan: enough tokens, spread progress, graduations, valid tickers.
import { describe, expect, it } from 'vitest';
import { buildSeedPlan } from '../../../../devnet/genesis/plan';
import { createRng } from '../../../../devnet/genesis/prng';
import { GENESIS_SEED } from '../../../../devnet/genesis';

const plan = () => buildSeedPlan(createRng(GENESIS_SEED));

describe('lived-in genesis plan', () => {
  it('is the same on every start (seeded)', () => {
    expect(plan()).toEqual(plan());
  });

  it('has at least 40 launchpad tokens, at least 5 graduating and at least 5 AMM-only tokens', () => {
    const { launchpad, ammOnly } = plan();
    expect(launchpad.length).toBeGreaterThanOrEqual(40);
    expect(launchpad.filter((t) => t.graduates).length).toBeGreaterThanOrEqual(5);
    expect(ammOnly.length).toBeGreaterThanOrEqual(5);
  });

  it('spreads the open curves from 1% to 99% progress', () => {
    const bps = plan()
      .launchpad.filter((t) => !t.graduates)
      .map((t) => t.targetBps)
      .sort((a, b) => a - b);
    expect(bps[0]).toBe(100);
    expect(bps.at(-1)).toBe(9900);
    expect(new Set(bps).size).toBe(bps.length);
  });

  it('gives every token a distinct cw20-valid ticker, a name, a description and a devnet image path', () => {
    const { launchpad, ammOnly } = plan();
    const all = [...launchpad, ...ammOnly];
    expect(new Set(all.map((t) => t.symbol)).size).toBe(all.length);
    for (const t of all) {
      expect(t.symbol).toMatch(/^[A-Z-]{3,12}$/);
      expect(t.name.length).toBeGreaterThanOrEqual(3);
      expect(t.description).toContain(t.symbol);
      expect(t.image).toBe(`/images/${t.symbol.toLowerCase()}.png`);
    }
  });

  it('creates graduating tokens first and completes every curve before the last rounds', () => {
    const { launchpad } = plan();
    const firstOpen = Math.min(...launchpad.filter((t) => !t.graduates).map((t) => t.createRound));
    for (const t of launchpad.filter((t) => t.graduates)) {
      expect(t.createRound).toBeLessThanOrEqual(firstOpen);
      expect(t.completeRound).toBeGreaterThan(t.createRound);
    }
    for (const t of launchpad) expect(t.completeRound).toBeGreaterThan(t.createRound);
  });
});
