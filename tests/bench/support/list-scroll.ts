// Scrolls the history and token lists end to end through the core's paging channels, asking exactly what the
// renderer's virtualized lists ask as they scroll (renderer/src/lib/stores/history.svelte.ts and tokens.svelte.ts):
// history/page pages of 50 continued `before` the last row; a token question's first window of 25, then pages of 50
// by offset. Returns what was read, so a caller can check every answer was a bounded page. A repeated row is found by
// the lists' strict order (each row must come after the one before), not by keeping every key read: the memory bench
// scrolls inside the process it measures, and a Set of 200,000 hashes and addresses, freed only at the end, had
// grown V8's young generation by ~14 MB that the core itself never holds (decision 0751).
import { FIRST_WINDOW, TOKEN_PAGE } from '../../../renderer/src/lib/token-pages';

/** PAGE_SIZE of the history store (renderer/src/lib/stores/history.svelte.ts; a .svelte.ts file Node cannot load). */
export const HISTORY_PAGE = 50;

export type Invoke = (channel: string, payload: unknown) => Promise<unknown>;

export interface ScrollRead {
  /** Rows read in all, in the order the list shows them. */
  rows: number;
  /** Requests made. */
  requests: number;
  /** The most rows one answer held. */
  largestAnswer: number;
  /** Rows read again (a page that overlapped the one before): 0 when paging is right. */
  repeated: number;
}

/**
 * Counts the rows read again: in a strictly ordered list every new row comes after the furthest row read so far, so a
 * row that does not (an overlapping page, a page that skips back) was read before, or is one the list skipped. Keeps
 * only that furthest row.
 */
export function orderWatch<Row>(comesAfter: (row: Row, before: Row) => boolean) {
  let furthest: Row | undefined;
  let readAgain = 0;
  return {
    see(rows: readonly Row[]): void {
      for (const row of rows) {
        if (furthest === undefined || comesAfter(row, furthest)) furthest = row;
        else readAgain++;
      }
    },
    get readAgain() {
      return readAgain;
    },
  };
}

type HistoryKey = { height: number; hash: string };
/** The history list's order: newest first, by height then hash, both descending (history-statements.ts). */
export const historyComesAfter = (row: HistoryKey, before: HistoryKey): boolean =>
  row.height < before.height || (row.height === before.height && row.hash < before.hash);

type TokenKey = { address: string; createdAt: string | null; firstSeenAt: string };
/** The token list's default order ('newest'): created (or first seen) descending, then address ascending. */
export const tokenComesAfter = (row: TokenKey, before: TokenKey): boolean => {
  const [at, atBefore] = [row.createdAt ?? row.firstSeenAt, before.createdAt ?? before.firstSeenAt];
  return at < atBefore || (at === atBefore && row.address > before.address);
};

async function value<T>(invoke: Invoke, channel: string, payload: unknown): Promise<T> {
  const result = (await invoke(channel, payload)) as { ok: boolean; value?: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${channel}: ${result.error?.message ?? 'failed'}`);
  return result.value as T;
}

/** The history list from its newest row to its oldest, page after page as the list's "more" asks. */
export async function scrollHistory(invoke: Invoke, accountId: string): Promise<ScrollRead> {
  type Row = HistoryKey;
  const order = orderWatch(historyComesAfter);
  const read: ScrollRead = { rows: 0, requests: 0, largestAnswer: 0, repeated: 0 };
  let before: Row | undefined;
  for (;;) {
    const page = await value<{ rows: Row[] }>(invoke, 'history/page', {
      accountId,
      limit: HISTORY_PAGE,
      ...(before ? { before: { height: before.height, hash: before.hash } } : {}),
    });
    read.requests++;
    read.largestAnswer = Math.max(read.largestAnswer, page.rows.length);
    order.see(page.rows);
    read.repeated = order.readAgain;
    read.rows += page.rows.length;
    before = page.rows.at(-1);
    if (page.rows.length < HISTORY_PAGE || !before) return read;
  }
}

/** The token list (the default question: all, newest first) from its first window to its last page. */
export async function scrollTokens(invoke: Invoke, accountId: string): Promise<ScrollRead> {
  type Window = { rows: TokenKey[]; total: number; totalIsLowerBound: boolean };
  const question = { accountId, query: '', filter: 'all', sort: 'newest', showHidden: false };
  const order = orderWatch(tokenComesAfter);
  const read: ScrollRead = { rows: 0, requests: 0, largestAnswer: 0, repeated: 0 };
  const ask = async (offset: number, limit: number) => {
    const window = await value<Window>(invoke, 'tokens/window', { ...question, offset, limit });
    read.requests++;
    read.largestAnswer = Math.max(read.largestAnswer, window.rows.length);
    return window;
  };
  const first = await ask(0, FIRST_WINDOW);
  let total = first.total;
  // The first window is the start of page 0; the list asks the whole of page 0 once scrolled past it.
  for (let page = 0; page * TOKEN_PAGE < total; page++) {
    const window = await ask(page * TOKEN_PAGE, TOKEN_PAGE);
    total = window.totalIsLowerBound ? Math.max(total, (page + 2) * TOKEN_PAGE) : window.total;
    order.see(window.rows);
    read.repeated = order.readAgain;
    read.rows += window.rows.length;
    if (window.rows.length < TOKEN_PAGE) break;
  }
  return read;
}
