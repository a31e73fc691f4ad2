import { describe, expect, it } from 'vitest';
import { baseCycle } from '../../bench/live-soak';

describe('the soak reference sample', () => {
  it('is cycle 1,000 for the 10,000 cycles of the issue and for longer runs', () => {
    expect(baseCycle(10_000)).toBe(1000);
    expect(baseCycle(20_000)).toBe(1000);
  });

  it('is the middle of a shorter run, past the page warm-up a tenth would still be in', () => {
    expect(baseCycle(1500)).toBe(750);
    expect(baseCycle(10)).toBe(5);
  });
});
