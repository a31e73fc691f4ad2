// How the memory bench's scroll (tests/bench/support/list-scroll.ts) tells a repeated row without keeping every key
// it read: each row must come strictly after the one before in the list's order, so an overlapping page, a page that
// skips back or a row read twice counts, and a list paged right counts none.
import { describe, expect, it } from 'vitest';
import {
  historyComesAfter,
  orderWatch,
  scrollHistory,
  scrollTokens,
  tokenComesAfter,
  type Invoke,
} from '../../bench/support/list-scroll';

const row = (height: number, hash: string) => ({ height, hash });
const token = (address: string, firstSeenAt: string, createdAt: string | null = null) => ({
  address,
  firstSeenAt,
  createdAt,
});

/** A core that answers history/page with the given pages in turn (the bench's scroll asks for 50 a page). */
function historyPages(pages: Array<Array<{ height: number; hash: string }>>): Invoke {
  let next = 0;
  return async () => ({ ok: true, value: { rows: pages[next++] ?? [] } });
}

const fifty = (top: number) => Array.from({ length: 50 }, (_, i) => row(top - i, 'A'));

describe('the order a list is read in', () => {
  it('history: newer height first, then the larger hash first', () => {
    expect(historyComesAfter(row(9, 'Z'), row(10, 'A'))).toBe(true);
    expect(historyComesAfter(row(10, 'A'), row(10, 'B'))).toBe(true);
    expect(historyComesAfter(row(10, 'B'), row(10, 'B'))).toBe(false);
    expect(historyComesAfter(row(11, 'A'), row(10, 'B'))).toBe(false);
  });

  it('tokens (newest): created, or first seen when never created, descending; then address ascending', () => {
    expect(tokenComesAfter(token('b', '2026-01-01'), token('a', '2026-01-02'))).toBe(true);
    expect(tokenComesAfter(token('b', '2026-01-01'), token('a', '2026-01-01'))).toBe(true);
    expect(tokenComesAfter(token('a', '2026-01-01'), token('a', '2026-01-01'))).toBe(false);
    expect(tokenComesAfter(token('a', '2026-01-09', '2025-12-31'), token('z', '2026-01-01'))).toBe(true);
  });

  it('counts every row that is not after the furthest row read so far, across pages', () => {
    const watch = orderWatch(historyComesAfter);
    watch.see([row(10, 'A'), row(9, 'A')]);
    watch.see([row(10, 'A'), row(9, 'A'), row(8, 'A'), row(12, 'A'), row(7, 'A')]);
    expect(watch.readAgain).toBe(3);
  });
});

describe('the scroll reports repeated rows', () => {
  it('none when each page continues below the last row of the one before', async () => {
    const read = await scrollHistory(historyPages([fifty(100), fifty(50), [row(0, 'A')]]), 'account');
    expect(read).toEqual({ rows: 101, requests: 3, largestAnswer: 50, repeated: 0 });
  });

  it('the overlap when a page starts again at rows already read', async () => {
    const overlapping = [...fifty(100).slice(45), ...fifty(50).slice(0, 45)];
    const read = await scrollHistory(historyPages([fifty(100), overlapping, [row(0, 'A')]]), 'account');
    expect(read.repeated).toBe(5);
  });

  it('token pages read by offset that repeat a row', async () => {
    const at = (i: number) => token(`xyz1${String(i).padStart(4, '0')}`, '2026-01-01');
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => at(from + i));
    const answers = [page(0, 25), page(0, 50), page(49, 50), page(98, 10)];
    let next = 0;
    const invoke: Invoke = async () => ({
      ok: true,
      value: { rows: answers[next++] ?? [], total: 110, totalIsLowerBound: false },
    });
    const read = await scrollTokens(invoke, 'account');
    expect(read).toEqual({ rows: 110, requests: 4, largestAnswer: 50, repeated: 2 });
  });
});
