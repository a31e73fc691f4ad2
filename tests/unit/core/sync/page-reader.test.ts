import { describe, expect, it } from 'vitest';
import { createPageReader } from '../../../../electron/core/sync/page-reader';

/** A page source that records which pages were requested and answers each with its number. */
function source(failFrom = Number.POSITIVE_INFINITY) {
  const requested: number[] = [];
  const fetchPage = async (page: number) => {
    requested.push(page);
    if (page >= failFrom) throw new Error(`page ${page} failed`);
    return page;
  };
  return { requested, fetchPage };
}

describe('createPageReader', () => {
  it('fetches nothing ahead until told that pages keep coming back new', async () => {
    const s = source();
    const reader = createPageReader(s.fetchPage, { maxAhead: 4, maxReads: 50 });
    expect(await reader.read(1)).toBe(1);
    expect(s.requested).toEqual([1]);
  });

  it('widens the fetch-ahead 1, 2, 4 and caps it, answering every page in order', async () => {
    const s = source();
    const reader = createPageReader(s.fetchPage, { maxAhead: 4, maxReads: 50 });
    const got: number[] = [];
    for (let page = 1; page <= 5; page++) {
      got.push(await reader.read(page));
      reader.widen();
    }
    expect(got).toEqual([1, 2, 3, 4, 5]);
    expect(s.requested).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(s.requested).size).toBe(s.requested.length);
  });

  it('never fetches past the last page or beyond its read budget', async () => {
    const s = source();
    const reader = createPageReader(s.fetchPage, { maxAhead: 4, maxReads: 3 });
    reader.widen();
    reader.widen();
    reader.setLastPage(10);
    await reader.read(1);
    await reader.read(2);
    await reader.read(3);
    expect(s.requested).toEqual([1, 2, 3]);

    const t = source();
    const bounded = createPageReader(t.fetchPage, { maxAhead: 4, maxReads: 50 });
    bounded.widen();
    bounded.widen();
    bounded.setLastPage(2);
    await bounded.read(1);
    expect(t.requested).toEqual([1, 2]);
  });

  it('reports a failed page when that page is read, and never as an unhandled rejection', async () => {
    const s = source(3);
    const reader = createPageReader(s.fetchPage, { maxAhead: 4, maxReads: 50 });
    reader.widen();
    reader.widen();
    expect(await reader.read(1)).toBe(1);
    expect(await reader.read(2)).toBe(2);
    await expect(reader.read(3)).rejects.toThrow('page 3 failed');
  });

  it('tells which pages are already on their way, and a backfill fetches the full depth ahead at once', async () => {
    const s = source();
    const reader = createPageReader(s.fetchPage, { maxAhead: 4, maxReads: 50 });
    await reader.read(1);
    expect(reader.isAhead(2)).toBe(false);
    reader.widenFully();
    await reader.read(2);
    expect(s.requested).toEqual([1, 2, 3, 4, 5, 6]);
    expect([3, 4, 5, 6, 7].map((page) => reader.isAhead(page))).toEqual([true, true, true, true, false]);
    await reader.read(3);
    expect(reader.isAhead(3)).toBe(false);
    expect(reader.isAhead(7)).toBe(true);
  });
});
