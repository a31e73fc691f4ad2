// Re-reading the newest history page without losing the older pages already loaded (pure).
import type { HistoryEntry } from '../../../shared/api/data';

/** Newest first: by height, then hash, descending (core's history/page order). */
function isOlder(a: HistoryEntry, b: HistoryEntry): boolean {
  return a.height < b.height || (a.height === b.height && a.hash < b.hash);
}

/**
 * Merges a fresh newest page into the rows loaded so far. The fresh page wins for every row it holds; loaded rows
 * older than its last row are kept when the two overlap (then nothing can be missing between them). When they do
 * not overlap and the page is full, more new rows may lie between them than one page: the older rows are dropped
 * (`gap: true`) and paging starts again from the fresh page. A page shorter than `pageSize` is the whole history.
 */
export function mergeNewest(
  fresh: readonly HistoryEntry[],
  loaded: readonly HistoryEntry[],
  pageSize: number,
): { rows: HistoryEntry[]; gap: boolean } {
  const last = fresh.at(-1);
  if (!last || fresh.length < pageSize) return { rows: [...fresh], gap: false };
  const freshHashes = new Set(fresh.map((r) => r.hash));
  const overlaps = loaded.some((r) => freshHashes.has(r.hash));
  if (!overlaps) return { rows: [...fresh], gap: loaded.length > 0 };
  return {
    rows: [...fresh, ...loaded.filter((r) => !freshHashes.has(r.hash) && isOlder(r, last))],
    gap: false,
  };
}
