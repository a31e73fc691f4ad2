// The token list's windows: a new question's first window holds the rows above the fold, and the rest of its page is
// asked for only when the list scrolls past it; the rows held as pages read back from row 0.
import { describe, expect, it } from 'vitest';
import {
  FIRST_WINDOW,
  loadedPrefix,
  missingRows,
  pagesFromStart,
  TOKEN_PAGE,
} from '../../../renderer/src/lib/token-pages';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('token list windows', () => {
  it('serves the first screen (rows in view plus overscan) from the first window alone', () => {
    expect(FIRST_WINDOW).toBeLessThan(TOKEN_PAGE);
    expect(missingRows(rows(FIRST_WINDOW), 0, 15)).toBe(0);
    expect(missingRows(rows(FIRST_WINDOW), 0, FIRST_WINDOW)).toBe(0);
  });

  it('asks for the rest of the first page once the list scrolls past the first window', () => {
    expect(missingRows(rows(FIRST_WINDOW), 0, FIRST_WINDOW + 1)).toBe(1);
    expect(missingRows(rows(FIRST_WINDOW), 0, TOKEN_PAGE * 3)).toBe(TOKEN_PAGE - FIRST_WINDOW);
    expect(missingRows(rows(TOKEN_PAGE), 0, TOKEN_PAGE * 3)).toBe(0);
  });

  it('counts a page never loaded as missing up to the end in view, and a short last page as whole', () => {
    expect(missingRows(undefined, 2, TOKEN_PAGE * 2 + 10)).toBe(10);
    expect(missingRows(undefined, 2, TOKEN_PAGE * 4)).toBe(TOKEN_PAGE);
    // A list of 2 * TOKEN_PAGE + 7 rows: the view never ends past the list, so 7 rows make the last page whole.
    expect(missingRows(rows(7), 2, TOKEN_PAGE * 2 + 7)).toBe(0);
  });
});

describe('the rows of a list held as pages', () => {
  it('reads rows from row 0 up to the first page missing or loaded only in part', () => {
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
    expect(loadedPrefix({})).toEqual([]);
    expect(loadedPrefix({ 0: page(0, FIRST_WINDOW), 1: page(TOKEN_PAGE, TOKEN_PAGE) })).toEqual(
      page(0, FIRST_WINDOW),
    );
    expect(loadedPrefix({ 0: page(0, TOKEN_PAGE), 1: page(TOKEN_PAGE, 7) })).toEqual(page(0, TOKEN_PAGE + 7));
    expect(loadedPrefix({ 0: page(0, TOKEN_PAGE), 2: page(2 * TOKEN_PAGE, TOKEN_PAGE) })).toEqual(
      page(0, TOKEN_PAGE),
    );
    expect(loadedPrefix({ 1: page(TOKEN_PAGE, TOKEN_PAGE) })).toEqual([]);
  });

  it('cuts rows from row 0 into the pages the list reads them from', () => {
    const all = rows(2 * TOKEN_PAGE + 3);
    const pages = pagesFromStart(all);
    expect(Object.keys(pages)).toEqual(['0', '1', '2']);
    expect(pages[2]).toEqual(all.slice(2 * TOKEN_PAGE));
    expect(loadedPrefix(pages)).toEqual(all);
    expect(pagesFromStart([])).toEqual({});
  });
});
