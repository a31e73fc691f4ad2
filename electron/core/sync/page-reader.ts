// Fetch-ahead for numbered pages: while pages keep coming back entirely new, the next pages are requested while the
// current one is being stored, so the server's work and ours overlap instead of taking turns.

export interface PageReader<T> {
  /** Page `page` (requested earlier if it was fetched ahead), and starts fetching the pages after it. */
  read(page: number): Promise<T>;
  /** Page `page` was fetched ahead and not read yet (it is on its way or has arrived). */
  isAhead(page: number): boolean;
  /** The last page was entirely new: fetch further ahead (1, 2, 4 ... up to `maxAhead` pages). */
  widen(): void;
  /** Every page up to the last is wanted (a backfill): fetch `maxAhead` pages ahead from now on. */
  widenFully(): void;
  /** The highest page number that exists (from the reply's total); nothing past it is fetched ahead. */
  setLastPage(page: number): void;
}

/**
 * Reads pages through `fetchPage`, at most `maxReads` pages in all (read or fetched ahead). Starts with no
 * fetch-ahead, so an incremental sync that stops at its first page makes one request, as before.
 */
export function createPageReader<T>(
  fetchPage: (page: number) => Promise<T>,
  opts: { maxAhead: number; maxReads: number },
): PageReader<T> {
  const ahead = new Map<number, Promise<T>>();
  let depth = 0;
  let lastPage = Number.POSITIVE_INFINITY;
  let requested = 0;
  const request = (page: number) => {
    requested += 1;
    return fetchPage(page);
  };
  const fetchAfter = (page: number) => {
    for (
      let next = page + 1;
      next <= page + depth && next <= lastPage && requested < opts.maxReads;
      next += 1
    ) {
      if (ahead.has(next)) continue;
      const pending = request(next);
      pending.catch(() => undefined); // surfaced when (if) the page is read
      ahead.set(next, pending);
    }
  };
  return {
    read(page) {
      const reply = ahead.get(page) ?? request(page);
      ahead.delete(page);
      fetchAfter(page);
      return reply;
    },
    isAhead: (page) => ahead.has(page),
    widen() {
      depth = Math.min(opts.maxAhead, Math.max(1, depth * 2));
    },
    widenFully() {
      depth = opts.maxAhead;
    },
    setLastPage(page) {
      lastPage = page;
    },
  };
}
