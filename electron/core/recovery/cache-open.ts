// Opens the cache file; a file that cannot be opened is rebuilt at once. A cache damaged mid-file (pages garbled while
// the header is intact) opens without an error: SQLite's quick_check finds it, and since that check grows with the
// file it runs in the background (cache-recheck.ts), which then moves the damaged file aside and rebuilds it here.
import type Database from 'better-sqlite3';
import type { StartupWarning } from '../../../shared/api/app';
import { openCacheDatabase, openCacheDatabaseOrRebuild } from '../cache/db';
import { moveAside, type SqliteLoad } from './records-open';

export type CacheOpenState = { state: 'ok' } | { state: 'rebuilt'; notice: StartupWarning };

/** Opens `file` (rebuilding it when it cannot be opened or is from a newer app); its contents are checked later. */
export function openCache(
  file: string,
  now: number,
  load: SqliteLoad = {},
): { db: Database.Database; opened: CacheOpenState } {
  const first = openCacheDatabaseOrRebuild(file, now, load);
  if (first.note !== null) return { db: first.db, opened: { state: 'rebuilt', notice: first.note } };
  return { db: first.db, opened: { state: 'ok' } };
}

/**
 * Replaces the cache file that `db` (already closed by the caller) had open, which failed its check with `problem`:
 * the file is moved aside (kept, never deleted) and a fresh one is opened.
 */
export function rebuildDamagedCache(
  file: string,
  now: number,
  problem: string,
  load: SqliteLoad = {},
): { db: Database.Database; notice: StartupWarning } {
  const movedTo = moveAside(file, now);
  return {
    db: openCacheDatabase(file, load),
    notice: { code: 'cache_rebuilt', details: { reason: problem, keptAs: movedTo } },
  };
}
