import { describe, expect, it } from 'vitest';
import { baseCycle, MEMORY_SAMPLES, perBlockKb, sampleEvery } from '../../bench/live-soak';

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
});
