// Windowing maths of the virtual lists (fixed row height): which rows a scrolled viewport shows, plus overscan.

/** Rows `start` (inclusive) to `end` (exclusive) to render; `end` may fall below `start` when the list shrank. */
export interface RowWindow {
  start: number;
  end: number;
}

/** The rows in view at `scrollTop` in a viewport `viewportHeight` tall, widened by `overscan` rows each side. */
export function rowWindow(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowWindow {
  return {
    start: Math.max(0, Math.floor(scrollTop / rowHeight) - overscan),
    end: Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan),
  };
}

/** The row indexes of a window, in order (none when it is empty or inverted). */
export function windowIndexes(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

/** Whether a window ending at `end` shows the last row of a non-empty list (time to ask for the next page). */
export const reachesEnd = (end: number, count: number): boolean => count > 0 && end >= count;

/** Whether the list is now too short for `scrollTop` (it lies past the list's end). */
export const scrolledPastEnd = (scrollTop: number, rowHeight: number, count: number): boolean =>
  count * rowHeight < scrollTop;
