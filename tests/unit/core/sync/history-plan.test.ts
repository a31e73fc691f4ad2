// Which page a history sync reads next: the head until a page overlaps stored rows, then the backfill to the end.
import { describe, expect, it } from 'vitest';
import { afterPage, startPosition } from '../../../../electron/core/sync/history-plan';

const fresh = (page: number, last = false) => ({ page, rows: 100, fresh: 100, last });
const overlapping = (page: number) => ({ page, rows: 100, fresh: 40, last: false });

describe('history sync plan', () => {
  it('reads the head while pages are entirely new, moving the backfill cursor past them on a first sync', () => {
    const start = startPosition({ nextPage: 1, complete: false });
    const one = afterPage(start, fresh(1));
    expect(one).toEqual({ pos: { nextPage: 2, complete: false, phase: 'head' }, next: 2 });
    const two = afterPage(one.pos, fresh(2));
    expect(two).toEqual({ pos: { nextPage: 3, complete: false, phase: 'head' }, next: 3 });
  });

  it('after a head page that overlaps stored rows, continues the unfinished past from the saved page', () => {
    const start = startPosition({ nextPage: 51, complete: false });
    const head = afterPage(start, overlapping(1));
    expect(head).toEqual({ pos: { nextPage: 51, complete: false, phase: 'backfill' }, next: 51 });
    const back = afterPage(head.pos, fresh(51));
    expect(back).toEqual({ pos: { nextPage: 52, complete: false, phase: 'backfill' }, next: 52 });
    expect(afterPage(back.pos, { ...fresh(52), last: true })).toEqual({
      pos: { nextPage: 53, complete: true, phase: 'backfill' },
      next: null,
    });
  });

  it('stops at the first overlapping page when the past was already complete (an incremental sync)', () => {
    const start = startPosition({ nextPage: 101, complete: true });
    expect(afterPage(start, fresh(1)).next).toBe(2);
    expect(afterPage(start, fresh(1)).pos.nextPage).toBe(101);
    expect(afterPage(start, overlapping(1))).toEqual({
      pos: { nextPage: 101, complete: true, phase: 'backfill' },
      next: null,
    });
  });

  it('is complete at the last page of the head', () => {
    expect(afterPage(startPosition({ nextPage: 1, complete: false }), fresh(1, true))).toEqual({
      pos: { nextPage: 2, complete: true, phase: 'head' },
      next: null,
    });
  });
});
