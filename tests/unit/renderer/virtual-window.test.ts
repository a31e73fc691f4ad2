// Unit: the virtual lists' windowing maths — the rows a scrolled viewport renders, when to load more, when to rewind.
import { describe, expect, it } from 'vitest';
import {
  reachesEnd,
  rowWindow,
  scrolledPastEnd,
  windowIndexes,
} from '../../../renderer/src/lib/virtual-window';

describe('rowWindow', () => {
  it('covers the rows in view plus the overscan on each side', () => {
    // 56 px rows, scrolled to row 100 in a 400 px viewport: rows 100..107.1 are in view.
    expect(rowWindow(5600, 400, 56, 10_000, 6)).toEqual({ start: 94, end: 114 });
  });

  it('clamps to the list: never before row 0, never past the last row', () => {
    expect(rowWindow(0, 400, 60, 10_000, 6)).toEqual({ start: 0, end: 13 });
    expect(rowWindow(0, 400, 60, 3, 6)).toEqual({ start: 0, end: 3 });
    expect(rowWindow(0, 400, 60, 0, 6)).toEqual({ start: 0, end: 0 });
  });

  it('lets the end fall below the start when the list shrank under the scroll position', () => {
    expect(rowWindow(6000, 400, 60, 5, 6)).toEqual({ start: 94, end: 5 });
  });
});

describe('windowIndexes', () => {
  it('lists the rows of a window in order, and none for an empty or inverted one', () => {
    expect(windowIndexes(3, 6)).toEqual([3, 4, 5]);
    expect(windowIndexes(4, 4)).toEqual([]);
    expect(windowIndexes(94, 5)).toEqual([]);
  });
});

describe('reachesEnd', () => {
  it('is true once the window includes the last row of a non-empty list', () => {
    expect(reachesEnd(50, 50)).toBe(true);
    expect(reachesEnd(49, 50)).toBe(false);
    expect(reachesEnd(0, 0)).toBe(false);
  });
});

describe('scrolledPastEnd', () => {
  it('is true when the whole list is shorter than the scroll offset', () => {
    expect(scrolledPastEnd(6000, 60, 5)).toBe(true);
    expect(scrolledPastEnd(240, 60, 5)).toBe(false);
    expect(scrolledPastEnd(0, 60, 0)).toBe(false);
  });
});
