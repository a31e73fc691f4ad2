// Trade previews: the launchpad curve quote and slippage guards the renderer sends to core.
import { describe, expect, it } from 'vitest';
import { maxSpread, minOut, quoteCurveBuy, quoteCurveSell } from '../../../renderer/src/lib/quote';

describe('curve quotes', () => {
  it('buys fewer tokens per XYZ as the reserve grows', () => {
    const early = quoteCurveBuy(0n, 1_000_000n);
    const late = quoteCurveBuy(40_000_000_000n, 1_000_000n);
    expect(early).toBeGreaterThan(late);
    // 1 XYZ minus 1% fee into a 30,000 XYZ / 1.073e9 token virtual pool.
    expect(early).toBe((1_073_000_000_000_000n * 990_000n) / (30_000_000_000n + 990_000n));
  });
  it('sells back for slightly less than was paid (fees both ways)', () => {
    const tokens = quoteCurveBuy(0n, 5_000_000n);
    const back = quoteCurveSell(5_000_000n - 50_000n, tokens);
    expect(back).toBeLessThan(5_000_000n);
    expect(back).toBeGreaterThan(4_800_000n);
  });
  it('returns nothing for nothing', () => {
    expect(quoteCurveBuy(0n, 0n)).toBe(0n);
  });
});

describe('slippage guards', () => {
  it('takes the slippage off the quote, rounding down', () => {
    expect(minOut(1000n, 200)).toBe(980n);
    expect(minOut(999n, 100)).toBe(989n);
  });
  it('writes the AMM max_spread as a decimal string', () => {
    expect(maxSpread(100)).toBe('0.01');
    expect(maxSpread(250)).toBe('0.025');
    expect(maxSpread(5000)).toBe('0.5');
  });
});
