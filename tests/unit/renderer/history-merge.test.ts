// Re-reading the newest history page keeps the older pages already loaded, unless a gap could hide rows.
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../shared/api/data';
import { mergeNewest } from '../../../renderer/src/lib/history-merge';

/** Rows at heights from..to (descending), one per height. */
function rows(from: number, to: number, tag = ''): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  for (let h = from; h >= to; h--) {
    out.push({
      hash: `H${h}`,
      height: h,
      timestamp: '',
      code: 0,
      memo: tag,
      fee: [],
      messages: [],
      direction: 'in',
      rawLog: '',
    });
  }
  return out;
}
const heights = (list: HistoryEntry[]) => list.map((r) => r.height);

describe('mergeNewest', () => {
  it('keeps the loaded older pages when the fresh page overlaps them', () => {
    const loaded = rows(100, 1); // 100 rows loaded by scrolling
    const fresh = rows(102, 53); // two new rows on top, page of 50
    const merged = mergeNewest(fresh, loaded, 50);
    expect(merged.gap).toBe(false);
    expect(heights(merged.rows)).toEqual(heights(rows(102, 1)));
  });

  it('takes the fresh copy of a row it holds (e.g. a changed status)', () => {
    const merged = mergeNewest(rows(60, 11, 'fresh'), rows(60, 1, 'old'), 50);
    expect(merged.rows.slice(0, 50).every((r) => r.memo === 'fresh')).toBe(true);
    expect(merged.rows.slice(50).every((r) => r.memo === 'old')).toBe(true);
    expect(merged.rows).toHaveLength(60);
  });

  it('drops the older rows when a full fresh page does not reach them (rows could be missing in between)', () => {
    const merged = mergeNewest(rows(300, 251), rows(100, 1), 50);
    expect(merged.gap).toBe(true);
    expect(heights(merged.rows)).toEqual(heights(rows(300, 251)));
  });

  it('treats a fresh page shorter than a page as the whole history', () => {
    expect(mergeNewest(rows(10, 1), rows(8, 1), 50)).toEqual({ rows: rows(10, 1), gap: false });
    expect(mergeNewest([], rows(8, 1), 50)).toEqual({ rows: [], gap: false });
  });

  it('orders rows of one height by hash, as core pages them', () => {
    const same = (hash: string): HistoryEntry => ({ ...rows(5, 5)[0]!, hash });
    const fresh = [...rows(9, 6), same('HB')]; // page of 5 ending at (5, HB)
    const merged = mergeNewest(fresh, [same('HB'), same('HA'), ...rows(4, 1)], 5);
    expect(merged.rows.map((r) => r.hash)).toEqual([
      'H9',
      'H8',
      'H7',
      'H6',
      'HB',
      'HA',
      'H4',
      'H3',
      'H2',
      'H1',
    ]);
  });
});
