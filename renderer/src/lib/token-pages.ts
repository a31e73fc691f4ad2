// How the token list is cut into windows asked from core: pages for scrolling, a smaller first window for a new
// question, and which rows of a page are still missing. Pure.

/** Rows per page the list asks for as it scrolls: a few screens of 60 px rows. */
export const TOKEN_PAGE = 50;
/**
 * Rows of the first window of a new question (the start of page 0): a tall window's rows in view plus the list's
 * overscan (25 x 60 px). Every keystroke waits for this window, and its size is most of the answer's cost (50 rows
 * took ~1.7 ms longer than 1 over the bench bridge; decision 0611); the rest of page 0 comes when scrolled to.
 */
export const FIRST_WINDOW = 25;
/**
 * How many of the rows up to `end` (exclusive) that page `page` covers are not loaded: a page may hold only its
 * start (a question's first window), which serves the rows above the fold until the list scrolls further. Pure.
 */
export function missingRows(rows: readonly unknown[] | undefined, page: number, end: number): number {
  const wanted = Math.min(end - page * TOKEN_PAGE, TOKEN_PAGE);
  return Math.max(0, wanted - (rows?.length ?? 0));
}

/** Rows 0..n-1 of a list held as pages, up to the first row missing (a page not loaded or loaded only in part). Pure. */
export function loadedPrefix<T>(pages: Readonly<Record<number, readonly T[]>>): T[] {
  const prefix: T[] = [];
  for (let page = 0; pages[page] !== undefined; page++) {
    prefix.push(...pages[page]!);
    if (pages[page]!.length < TOKEN_PAGE) break;
  }
  return prefix;
}

/** Rows from row 0 cut into pages of TOKEN_PAGE, as the list holds them. Pure. */
export function pagesFromStart<T>(rows: readonly T[]): Record<number, T[]> {
  const pages: Record<number, T[]> = {};
  for (let start = 0; start < rows.length; start += TOKEN_PAGE)
    pages[start / TOKEN_PAGE] = rows.slice(start, start + TOKEN_PAGE);
  return pages;
}
