// Incremental history sync from the backend (B4) into the cache, with a per-account cursor and progress events.
// New rows first (page 1 onward until a page overlaps stored rows), then the backfill continues from the saved page.
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { HistoryRepo, HistoryRow } from '../cache/types';
import type { HistoryTxJson } from '../chain/backend-schemas';
import type { NetworkClients } from '../chain/clients';
import { isClientError } from '../chain/errors';
import { recentHistoryFromChain } from './history-from-chain';
import { createPageReader } from './page-reader';

export const HISTORY_PAGE_SIZE = 100;
/** B4 pages requested ahead while a sync keeps finding only new rows. */
export const HISTORY_PAGES_AHEAD = 4;

export interface HistorySyncDeps {
  history: HistoryRepo;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  /** Upper bound of pages per run (keeps one run short; the next run continues). */
  maxPages?: number;
}

/** The cursor format this job stores: the next backfill page of B4. */
interface Cursor {
  nextPage: number;
}

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

export async function syncHistory(
  clients: NetworkClients,
  deps: HistorySyncDeps,
  account: { id: string; address: string },
): Promise<{ added: number; stored: number; complete: boolean }> {
  const networkId = clients.profile.id;
  const address = account.address;
  const maxPages = deps.maxPages ?? 50;
  const saved = deps.history.getCursor(networkId, address);
  let cursor: Cursor = parseCursor(saved?.cursor ?? null);
  let complete = saved?.complete ?? false;
  let added = 0;
  let pages = 0;
  let total: number | null = null;
  // Rows stored so far: counted once, then kept up to date (a COUNT per page grew with the history).
  let stored = deps.history.count(networkId, address);
  const progress = (finished: boolean) =>
    deps.emit('sync/progress', { kind: 'history', accountId: account.id, done: stored, total, finished });

  const reader = createPageReader((page) => clients.backend.transactions(address, page, HISTORY_PAGE_SIZE), {
    maxAhead: HISTORY_PAGES_AHEAD,
    maxReads: maxPages,
  });
  const fetchPage = async (page: number) => {
    pages += 1;
    const reply = await reader.read(page);
    total = reply.total;
    reader.setLastPage(Math.ceil(reply.total / HISTORY_PAGE_SIZE));
    const rows = reply.transactions.map(toHistoryRow);
    const fresh = rows.length === 0 ? 0 : deps.history.upsertMany(networkId, address, rows);
    added += fresh;
    stored += fresh;
    if (rows.length > 0 && fresh === rows.length) reader.widen();
    progress(false);
    return { rows, fresh, last: reply.page * reply.limit >= reply.total || rows.length < HISTORY_PAGE_SIZE };
  };

  try {
    let head: Awaited<ReturnType<typeof fetchPage>>;
    try {
      head = await fetchPage(1);
    } catch (error) {
      if (!isClientError(error)) throw error;
      // Backend unavailable: take the newest rows from chain search so recent activity still shows.
      const rows = await recentHistoryFromChain(clients.chain, address);
      added += rows.length === 0 ? 0 : deps.history.upsertMany(networkId, address, rows);
      return { added, stored: deps.history.count(networkId, address), complete };
    }
    // 1. Head: newest pages until one overlaps stored rows (or the end).
    for (let page = 1; ; page += 1) {
      if (head.last) {
        complete = true;
        cursor = { nextPage: page + 1 };
        break;
      }
      if (head.fresh < head.rows.length) break;
      if (!complete && page + 1 > cursor.nextPage) cursor = { nextPage: page + 1 };
      if (pages >= maxPages) break;
      head = await fetchPage(page + 1);
    }
    // 2. Backfill: continue the past from the saved page (new rows only shift older ones later; upserts de-duplicate).
    while (!complete && pages < maxPages) {
      const { last } = await fetchPage(cursor.nextPage);
      cursor = { nextPage: cursor.nextPage + 1 };
      if (last) complete = true;
    }
  } finally {
    const rows = deps.history.page(networkId, address, { limit: 1 });
    deps.history.setCursor(networkId, address, {
      cursor: JSON.stringify(cursor),
      complete,
      newestHeight: rows[0]?.height ?? 0,
      updatedAt: deps.clock(),
    });
    if (added > 0) deps.emit('history/changed', { accountId: account.id, added });
    stored = deps.history.count(networkId, address);
    progress(true);
  }
  return { added, stored: deps.history.count(networkId, address), complete };
}

function parseCursor(text: string | null): Cursor {
  if (!text) return { nextPage: 1 };
  try {
    const parsed = JSON.parse(text) as Partial<Cursor>;
    return typeof parsed.nextPage === 'number' && parsed.nextPage >= 1 ? { nextPage: Math.floor(parsed.nextPage) } : { nextPage: 1 };
  } catch {
    return { nextPage: 1 };
  }
}
