// profileShares: a page profile summarised as shares of the samples up to the first frame (self, inclusive, per file).
import { describe, expect, it } from 'vitest';
import { profileShares, type PageProfile } from '../../bench/profile-shares';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });

/** root -> mount (app.js) -> row (app.js); root -> (idle). Samples 100 µs apart: mount, row, row, idle, row. */
const PROFILE: PageProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4] },
    { id: 2, callFrame: frame('mount', 'http://x/assets/app.js'), children: [3] },
    { id: 3, callFrame: frame('row', 'http://x/assets/app.js') },
    { id: 4, callFrame: frame('(idle)') },
  ],
  startTime: 1_000,
  samples: [2, 3, 3, 4, 3],
  timeDeltas: [100, 100, 100, 100, 100],
};

describe('profileShares', () => {
  it('gives each function its self and inclusive share, and each file its self share', () => {
    const shares = profileShares(PROFILE);
    const share = (rows: Array<{ name: string; percent: number }>, name: string) =>
      rows.find((r) => r.name.startsWith(name))?.percent;
    // The last sample has no following delta: 4 samples of 100 µs count.
    expect(shares.totalMs).toBeCloseTo(0.4);
    expect(share(shares.self, 'row ')).toBeCloseTo(50);
    expect(share(shares.inclusive, 'mount ')).toBeCloseTo(75);
    expect(share(shares.files, 'app.js')).toBeCloseTo(75);
  });

  it('counts only the samples up to the cut (the first frame)', () => {
    const shares = profileShares(PROFILE, 1_200);
    expect(shares.totalMs).toBeCloseTo(0.2);
    expect(shares.self.map((r) => r.name.split(' ')[0])).toEqual(['mount', 'row']);
  });
});
