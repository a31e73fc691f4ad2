// The token list's remembered unfiltered counts (token-window.ts) are kept for the list's current version only: the
// memo grew by a few keys each time the list was replaced, for as long as the wallet ran.
import { describe, expect, it } from 'vitest';
import {
  createVersionedCounts,
  MAX_COUNTS_PER_LIST,
} from '../../../../electron/core/cache/repos/versioned-counts';

describe('counts remembered per list version', () => {
  it('counts once per key and version, and forgets an old version when a new one is asked', () => {
    const memo = createVersionedCounts();
    let counted = 0;
    const count = (n: number) => () => (counted++, n);
    expect(memo.get('devnet', 1, 'all', count(10))).toBe(10);
    expect(memo.get('devnet', 1, 'all', count(99))).toBe(10);
    expect(memo.get('devnet', 1, 'amm', count(4))).toBe(4);
    expect(memo.get('other', 7, 'all', count(3))).toBe(3);
    expect([counted, memo.size()]).toEqual([3, 3]);
    for (let version = 2; version < 1_000; version++) memo.get('devnet', version, 'all', count(version));
    expect(memo.get('devnet', 999, 'all', count(0))).toBe(999);
    expect(memo.size()).toBe(2); // devnet's newest version, and the other network's
    expect(memo.get('devnet', undefined, 'all', count(5))).toBe(5);
  });

  it(`keeps at most ${MAX_COUNTS_PER_LIST} filters of one list version, forgetting the one asked longest ago`, () => {
    const memo = createVersionedCounts();
    let counted = 0;
    const count = () => ++counted;
    memo.get('devnet', 1, 'kept', count);
    for (let i = 0; i < MAX_COUNTS_PER_LIST * 3; i++) {
      memo.get('devnet', 1, `typed ${i}`, count);
      memo.get('devnet', 1, 'kept', count); // asked all along: never the oldest
    }
    expect(memo.size()).toBe(MAX_COUNTS_PER_LIST);
    expect(memo.get('devnet', 1, 'kept', count)).toBe(1);
    const before = counted;
    memo.get('devnet', 1, 'typed 0', count); // long forgotten: counted again
    expect(counted).toBe(before + 1);
  });
});
