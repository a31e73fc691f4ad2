// Bulk writes without WAL auto-checkpoints: a history sync commits page after page, and an auto-checkpoint (copying
// the WAL into the database file, with an fsync) every ~1000 WAL pages cost more than the inserts themselves.
import type Database from 'better-sqlite3';

interface Deferral {
  /** Bulk writes running on this connection (they may overlap: one sync per account). */
  depth: number;
  /** The connection's auto-checkpoint interval before the first of them, in WAL pages. */
  restore: number;
}

const deferrals = new WeakMap<Database.Database, Deferral>();

/**
 * Runs `work` with `db`'s auto-checkpoints off and, once it settles (fulfilled or rejected), restores the previous
 * interval and checkpoints once (PASSIVE: never waits for readers). Commits stay durable as before: deferring a
 * checkpoint only leaves committed pages in the WAL a while longer. Overlapping calls on one connection share one
 * deferral; the last to finish restores and checkpoints.
 */
export async function withDeferredCheckpoints<T>(db: Database.Database, work: () => Promise<T>): Promise<T> {
  begin(db);
  try {
    return await work();
  } finally {
    end(db);
  }
}

function begin(db: Database.Database): void {
  const running = deferrals.get(db);
  if (running) {
    running.depth += 1;
    return;
  }
  const restore = Number(db.pragma('wal_autocheckpoint', { simple: true }));
  db.pragma('wal_autocheckpoint = 0');
  deferrals.set(db, { depth: 1, restore });
}

function end(db: Database.Database): void {
  const running = deferrals.get(db);
  if (!running) return;
  running.depth -= 1;
  if (running.depth > 0) return;
  deferrals.delete(db);
  if (!db.open) return; // closed mid-sync: a new connection starts with the default interval
  db.pragma(`wal_autocheckpoint = ${running.restore}`);
  db.pragma('wal_checkpoint(PASSIVE)');
}
