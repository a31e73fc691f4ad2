import { describe, expect, it } from 'vitest';
import { GAS_PRICES } from '../../../../shared/chain';
import { feeFor, feesByTier, gasLimitFor } from '../../../../electron/core/tx/fee';

describe('gas and fee arithmetic', () => {
  it('gas limit = ceil(gas_used x adjustment)', () => {
    expect(gasLimitFor(100_001n, 1.4)).toBe(140_002n); // 140001.4 -> 140002
    expect(gasLimitFor(100_000n, 1.3)).toBe(130_000n);
    expect(gasLimitFor(75_123n, 1.5)).toBe(112_685n); // 112684.5 -> 112685
  });
  it('refuses an adjustment outside 1.3-1.5', () => {
    expect(() => gasLimitFor(1n, 1.2)).toThrow(/between 1.3 and 1.5/);
    expect(() => gasLimitFor(1n, Number.NaN)).toThrow();
  });
  it('fee = ceil(gas x price) per tier, in uxyz', () => {
    expect(feeFor(200_000n, '0.025')).toBe(5000n);
    expect(feeFor(140_002n, '0.025')).toBe(3501n); // 3500.05 -> 3501
    expect(feesByTier(100_000n, GAS_PRICES)).toEqual({ low: 2500n, average: 3000n, high: 4000n });
  });
});
