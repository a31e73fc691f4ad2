// The token list's windows: a new question's first window holds the rows above the fold, and the rest of its page is
// asked for only when the list scrolls past it.
import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW, missingRows, TOKEN_PAGE } from '../../../renderer/src/lib/token-pages';

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
