// Bulk writes without WAL auto-checkpoints: a history sync commits page after page, and an auto-checkpoint (copying
// the WAL into the database file, with an fsync) every ~1000 WAL pages cost more than the inserts themselves.
import type Database from 'better-sqlite3';
import { releaseFreePages } from './incremental-vacuum';

/** Runs bulk work on one connection with its checkpoints deferred (see createCheckpointDeferral). */
export type CheckpointDeferral = <T>(work: () => Promise<T>) => Promise<T>;

/** A bulk write checkpoints at its end once the database has grown by this factor since the last such checkpoint. */
export const CHECKPOINT_GROWTH = 1.5;

/**
 * Whether a bulk write that leaves the database at `pages` pages checkpoints, the last one having left `lastPages`.
 * Checkpointing after every run of a long sync copied most of the table's index pages again each time (inserts by
 * hash touch pages all over it): quadratic in the history. At geometric sizes the copies add up to a few times the
 * final size: linear. Pure.
 */
export function checkpointDue(pages: number, lastPages: number): boolean {
  return pages >= lastPages * CHECKPOINT_GROWTH;
}

/**
 * The checkpoint deferral of one connection (create one per connection, next to its repositories).
 * Each call runs `work` with auto-checkpoints off and, once it settles (fulfilled or rejected), restores the previous
 * interval, releases the pages it freed (incremental-vacuum.ts) and checkpoints once (PASSIVE: never waits for
 * readers) if the database has grown enough since the last time (checkpointDue); otherwise the next ordinary commit's auto-checkpoint, or closing, copies the WAL in. Commits
 * stay durable as before: deferring a checkpoint only leaves committed pages in the WAL a while longer. Overlapping
 * calls share one deferral; the last to finish restores and checkpoints.
 */
export function createCheckpointDeferral(db: Database.Database): CheckpointDeferral {
  /** Bulk writes running now (they may overlap: one sync per account). */
  let depth = 0;
  /** The auto-checkpoint interval before the first of them, in WAL pages. */
  let restore = 0;
  /** The database's size in pages at the last checkpoint a bulk write made (0: none yet). */
  let checkpointedAt = 0;

  function begin(): void {
    depth += 1;
    if (depth > 1) return;
    restore = Number(db.pragma('wal_autocheckpoint', { simple: true }));
    db.pragma('wal_autocheckpoint = 0');
  }

  function end(): void {
    depth -= 1;
    if (depth > 0) return;
    if (!db.open) return; // closed mid-sync: a new connection starts with the default interval
    db.pragma(`wal_autocheckpoint = ${restore}`);
    releaseFreePages(db);
    const pages = Number(db.pragma('page_count', { simple: true }));
    if (!checkpointDue(pages, checkpointedAt)) return;
    db.pragma('wal_checkpoint(PASSIVE)');
    checkpointedAt = pages;
  }

  return async function withDeferredCheckpoints<T>(work: () => Promise<T>): Promise<T> {
    begin();
    try {
      return await work();
    } finally {
      end();
    }
  };
}
