import { describe, expect, it } from 'vitest';
import { baseCycle, fittedPerBlockKb, MEMORY_SAMPLES, perBlockKb, sampleEvery } from '../../bench/live-soak';

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

describe('a soak of any length', () => {
  it('keeps at most MEMORY_SAMPLES memory samples (a day of 100,000 cycles as 2,000)', () => {
    for (const cycles of [10, 2000, 10_000, 100_000])
      expect(Math.floor(cycles / sampleEvery(cycles))).toBeLessThanOrEqual(MEMORY_SAMPLES);
    expect(sampleEvery(100_000)).toBe(10_000);
  });

  it("reads the devnet host's growth per block between two samples, in KB", () => {
    const at = (height: number, rss: number) => ({
      rss,
      heapUsed: rss / 2,
      external: 0,
      height,
      earliestHeight: height - 499,
      diskBytes: height * 1024,
    });
    expect(perBlockKb(at(1000, 100 * 1024 * 1024), at(2000, 100 * 1024 * 1024 + 512_000), 'rss')).toBe(0.5);
    expect(perBlockKb(at(1000, 0), at(2000, 0), 'diskBytes')).toBe(1);
    expect(perBlockKb(at(1000, 0), at(1000, 1024), 'rss')).toBeNaN();
  });

  it("reads the devnet host's growth per block as the trend of every sample: a steady leak in full, not one odd sample", () => {
    const MB = 1024 * 1024;
    const at = (height: number, rss: number) => ({
      rss,
      heapUsed: 0,
      external: 0,
      height,
      earliestHeight: height - 499,
      diskBytes: 0,
    });
    const heights = [1000, 1200, 1400, 1600, 1800, 2000];
    // 0.5 KB a block, steadily: the fit reads it exactly, as the two ends do
    const leak = heights.map((h) => at(h, 150 * MB + h * 512));
    expect(fittedPerBlockKb(leak, 'rss')).toBeCloseTo(0.5, 9);
    expect(perBlockKb(leak[0]!, leak.at(-1)!, 'rss')).toBeCloseTo(0.5, 9);
    // flat but for the last sample, 2 MB high: two ends read 2 KB a block, the trend none
    const noisy = heights.map((h, i) => at(h, 150 * MB + (i === heights.length - 1 ? 2 * MB : 0)));
    expect(perBlockKb(noisy[0]!, noisy.at(-1)!, 'rss')).toBeCloseTo(2.048, 3);
    expect(fittedPerBlockKb(noisy, 'rss')).toBe(0);
    // a one-off 3 MB step after the reference (warm-up), flat after it: a fixed cost, not growth per block
    const step = heights.map((h, i) => at(h, 150 * MB + (i > 0 ? 3 * MB : 0)));
    expect(fittedPerBlockKb(step, 'rss')).toBe(0);
    // a leak with noise on top still reads as the leak, about
    const jitter = [0.4, -0.6, 0.2, 0.8, -0.3, 0.1];
    const noisyLeak = heights.map((h, i) => at(h, 150 * MB + h * 1024 + jitter[i]! * MB));
    expect(fittedPerBlockKb(noisyLeak, 'rss')).toBeGreaterThan(0.5);
    expect(fittedPerBlockKb([at(1000, MB)], 'rss')).toBeNaN();
  });
});
