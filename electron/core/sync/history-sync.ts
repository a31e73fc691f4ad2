// Incremental history sync from the backend (B4) into the cache, with a per-account cursor and progress events.
// New rows first (page 1 onward until a page overlaps stored rows), then the backfill continues from the saved page.
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { HistoryRepo, HistoryRow } from '../cache/repos/history-types';
import type { HistoryTxJson } from '../chain/backend-schemas';
import type { BackendClient } from '../chain/backend';
import type { NetworkClients } from '../chain/clients';
import { isClientError } from '../chain/errors';
import type { FaultHook } from '../faults/fault-points';
import { recentHistoryFromChain } from './history-from-chain';
import { afterPage, startPosition, type SyncPosition } from './history-plan';
import { createPageReader } from './page-reader';

export const HISTORY_PAGE_SIZE = 100;
/** B4 pages requested ahead while a sync keeps finding only new rows, and throughout a backfill (16 was no faster). */
export const HISTORY_PAGES_AHEAD = 8;
/** Most B4 pages stored in one transaction: the page read and the pages already requested after it. */
export const HISTORY_PAGES_PER_COMMIT = 8;

export interface HistorySyncDeps {
  history: HistoryRepo;
  /** Runs `fn` in one transaction of the cache database: a batch of pages and the cursor commit together, or not at all. */
  transaction: <T>(fn: () => T) => T;
  /** Runs the sync with the cache database's WAL checkpoints deferred to one at its end. */
  deferCheckpoints: <T>(work: () => Promise<T>) => Promise<T>;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  /** Upper bound of pages per run (keeps one run short; the next run continues). */
  maxPages?: number;
  /** Crash-test hook (no-op by default). */
  faultPoint?: FaultHook;
  /** Folds the rows a batch wrote into the per-day totals, inside the batch's transaction (charts/portfolio-deltas). */
  foldDays?: (networkId: string, address: string) => void;
}

type HistoryReply = Awaited<ReturnType<BackendClient['transactions']>>;

export function toHistoryRow(tx: HistoryTxJson): HistoryRow {
  return {
    hash: tx.hash.toUpperCase(),
    height: Number(tx.height),
    timestamp: tx.timestamp,
    code: tx.code,
    memo: tx.memo,
    fee: tx.fee,
    messages: tx.messages,
    direction: tx.direction,
    rawLog: tx.raw_log,
  };
}

/**
 * Syncs `account`'s history: new rows first, then the backfill, at most `maxPages` B4 pages per run. Every commit
 * holds whole pages and the cursor that follows them, so a run interrupted at any point (even a crash) keeps each
 * page it committed and the next run resumes after them.
 */
export function syncHistory(
  clients: NetworkClients,
  deps: HistorySyncDeps,
  account: { id: string; address: string },
): Promise<{ added: number; stored: number; complete: boolean }> {
  return deps.deferCheckpoints(() => runSync(clients, deps, account));
}

async function runSync(
  clients: NetworkClients,
  deps: HistorySyncDeps,
  account: { id: string; address: string },
): Promise<{ added: number; stored: number; complete: boolean }> {
  const networkId = clients.profile.id;
  const address = account.address;
  const maxPages = deps.maxPages ?? 50;
  const saved = deps.history.getCursor(networkId, address);
  let pos = startPosition({
    nextPage: parseCursor(saved?.cursor ?? null).nextPage,
    complete: saved?.complete ?? false,
  });
  let added = 0;
  let pages = 0;
  let total: number | null = null;
  // Rows stored so far: counted once, then kept up to date (a COUNT per page grew with the history).
  let stored = deps.history.count(networkId, address);
  const progress = (finished: boolean) =>
    deps.emit('sync/progress', { kind: 'history', accountId: account.id, done: stored, total, finished });
  const saveCursor = (at: SyncPosition) =>
    deps.history.setCursor(networkId, address, {
      cursor: JSON.stringify({ nextPage: at.nextPage } satisfies Cursor),
      complete: at.complete,
      newestHeight: deps.history.page(networkId, address, { limit: 1 })[0]?.height ?? 0,
      updatedAt: deps.clock(),
    });

  const reader = createPageReader((page) => clients.backend.transactions(address, page, HISTORY_PAGE_SIZE), {
    maxAhead: HISTORY_PAGES_AHEAD,
    maxReads: maxPages,
  });
  /** A page from the reader; its total tells the reader where the pages end. */
  const readPage = async (page: number): Promise<HistoryReply> => {
    const reply = await reader.read(page);
    total = reply.total;
    reader.setLastPage(Math.ceil(reply.total / HISTORY_PAGE_SIZE));
    return reply;
  };

  /**
   * Stores the held pages in order while the plan wants them, then the cursor, in one transaction; the run's counters
   * move only once it has committed. Returns the page to read next (null: the run is done).
   */
  const commit = (held: ReadonlyArray<{ page: number; reply: HistoryReply }>): number | null => {
    const batch = deps.transaction(() => {
      let at = pos;
      let next: number | null = held[0]!.page;
      let fresh = 0;
      let count = 0;
      for (const { page, reply } of held) {
        if (page !== next || pages + count >= maxPages) break;
        count += 1;
        const rows = reply.transactions.map(toHistoryRow);
        const pageFresh = rows.length === 0 ? 0 : deps.history.upsertMany(networkId, address, rows);
        fresh += pageFresh;
        if (rows.length > 0 && pageFresh === rows.length) reader.widen();
        const last = reply.page * reply.limit >= reply.total || rows.length < HISTORY_PAGE_SIZE;
        ({ pos: at, next } = afterPage(at, { page, rows: rows.length, fresh: pageFresh, last }));
        if (at.phase === 'backfill') reader.widenFully(); // every page to the end is wanted
      }
      deps.foldDays?.(networkId, address);
      saveCursor(at);
      deps.faultPoint?.('history:in-page-commit');
      return { at, fresh, count, next };
    });
    deps.faultPoint?.('history:after-page-commit');
    pos = batch.at;
    added += batch.fresh;
    stored += batch.fresh;
    pages += batch.count;
    progress(false);
    return batch.next;
  };

  /**
   * Reads page `page` and the pages after it that were already requested when it was read (up to
   * HISTORY_PAGES_PER_COMMIT; pages requested meanwhile wait for the next batch, so the fetch-ahead keeps widening
   * page by page). A page after the first that fails ends the batch: the pages in hand are still committed, and the
   * failure is reported then.
   */
  const gather = async (page: number) => {
    const first = readPage(page); // starts fetching the pages after it
    let window = 0;
    while (
      window + 1 < HISTORY_PAGES_PER_COMMIT &&
      pages + window + 1 < maxPages &&
      reader.isAhead(page + window + 1)
    )
      window += 1;
    const held = [{ page, reply: await first }];
    let failed: { page: number; error: unknown } | null = null;
    for (let next = page + 1; next <= page + window; next += 1) {
      try {
        held.push({ page: next, reply: await readPage(next) });
      } catch (error) {
        failed = { page: next, error };
        break;
      }
    }
    return { held, failed };
  };

  try {
    let first: HistoryReply;
    try {
      first = await readPage(1);
    } catch (error) {
      if (!isClientError(error)) throw error;
      // Backend unavailable: take the newest rows from chain search so recent activity still shows.
      const rows = await recentHistoryFromChain(clients.chain, address);
      added += rows.length === 0 ? 0 : deps.history.upsertMany(networkId, address, rows);
      return { added, stored: deps.history.count(networkId, address), complete: pos.complete };
    }
    let next = commit([{ page: 1, reply: first }]);
    while (next !== null && pages < maxPages) {
      const { held, failed } = await gather(next);
      next = commit(held);
      if (failed && failed.page === next) throw failed.error;
    }
  } finally {
    saveCursor(pos);
    if (added > 0) deps.emit('history/changed', { accountId: account.id, added });
    progress(true);
  }
  // `stored` moved with every commit (fresh rows only); rows stored meanwhile by other writers (live updates) are
  // counted once the history is complete. Counting after every run of a long backfill scanned the whole history
  // each time: a sync of many runs grew with the square of the history.
  if (pos.complete) stored = deps.history.count(networkId, address);
  return { added, stored, complete: pos.complete };
}

/** The cursor format this job stores: the next backfill page of B4. */
interface Cursor {
  nextPage: number;
}

function parseCursor(text: string | null): Cursor {
  if (!text) return { nextPage: 1 };
  try {
    const parsed = JSON.parse(text) as Partial<Cursor>;
    return typeof parsed.nextPage === 'number' && parsed.nextPage >= 1
      ? { nextPage: Math.floor(parsed.nextPage) }
      : { nextPage: 1 };
  } catch {
    return { nextPage: 1 };
  }
}
