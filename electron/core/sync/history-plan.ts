// Which B4 page a history sync reads next: newest pages until one overlaps stored rows (the head), then the past from
// the saved cursor (the backfill). Pure: a batch of pages is planned inside its transaction and simply dropped if that
// transaction rolls back, so the cursor never runs ahead of the rows it stands for.

/** Where a sync stands; `nextPage` and `complete` are what the stored cursor keeps. */
export interface SyncPosition {
  /** The next backfill page of B4 (1-based). */
  nextPage: number;
  /** The whole past has been stored once. */
  complete: boolean;
  phase: 'head' | 'backfill';
}

/** What storing one page found. */
export interface PageOutcome {
  page: number;
  rows: number;
  /** Rows that were not stored before. */
  fresh: number;
  /** No page after this one exists. */
  last: boolean;
}

/** A run starts at the head (page 1) from the stored cursor. */
export function startPosition(saved: { nextPage: number; complete: boolean }): SyncPosition {
  return { nextPage: saved.nextPage, complete: saved.complete, phase: 'head' };
}

/** The position after page `o.page` is stored, and the page to read next (null: this run is done). */
export function afterPage(pos: SyncPosition, o: PageOutcome): { pos: SyncPosition; next: number | null } {
  if (pos.phase === 'backfill') {
    const moved = { ...pos, nextPage: o.page + 1 };
    return o.last ? { pos: { ...moved, complete: true }, next: null } : { pos: moved, next: o.page + 1 };
  }
  if (o.last) return { pos: { ...pos, nextPage: o.page + 1, complete: true }, next: null };
  if (o.fresh < o.rows) {
    // Overlaps stored rows: the head is caught up; new rows only shift older ones later (upserts de-duplicate).
    const backfill: SyncPosition = { ...pos, phase: 'backfill' };
    return { pos: backfill, next: pos.complete ? null : pos.nextPage };
  }
  const nextPage = !pos.complete && o.page + 1 > pos.nextPage ? o.page + 1 : pos.nextPage;
  return { pos: { ...pos, nextPage }, next: o.page + 1 };
}
