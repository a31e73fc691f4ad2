// Opens the cache file; a file that cannot be opened is rebuilt at once. A cache damaged mid-file (pages garbled while
// the header is intact) opens without an error: SQLite's quick_check finds it, and since that check grows with the
// file it runs in the background (cache-recheck.ts), which then moves the damaged file aside and rebuilds it here.
// Either way the open sends are carried over from the kept file (open-sends-salvage.ts).
import type Database from 'better-sqlite3';
import path from 'node:path';
import type { StartupWarning } from '../../../shared/api/app';
import { openCacheDatabase, openCacheDatabaseOrRebuild } from '../cache/db';
import { salvageDetails, salvageOpenSends } from './open-sends-salvage';
import { moveAside, type SqliteLoad } from './records-open';

/** `notice` with what the salvage of the open sends from the kept file `keptAs` (beside `file`) into `db` did. */
function withOpenSendsCarried(
  file: string,
  keptAs: string,
  db: Database.Database,
  notice: StartupWarning,
  load: SqliteLoad,
): StartupWarning {
  const salvage = salvageOpenSends(path.join(path.dirname(file), keptAs), db, load);
  return { ...notice, details: { ...notice.details, ...salvageDetails(salvage) } };
}

export type CacheOpenState = { state: 'ok' } | { state: 'rebuilt'; notice: StartupWarning };

/** Opens `file` (rebuilding it when it cannot be opened or is from a newer app); its contents are checked later. */
export function openCache(
  file: string,
  now: number,
  load: SqliteLoad = {},
): { db: Database.Database; opened: CacheOpenState } {
  const first = openCacheDatabaseOrRebuild(file, now, load);
  if (first.note !== null) {
    const keptAs = first.note.details?.keptAs ?? '';
    const notice = withOpenSendsCarried(file, keptAs, first.db, first.note, load);
    return { db: first.db, opened: { state: 'rebuilt', notice } };
  }
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
  const db = openCacheDatabase(file, load);
  const notice: StartupWarning = { code: 'cache_rebuilt', details: { reason: problem, keptAs: movedTo } };
  return { db, notice: withOpenSendsCarried(file, movedTo, db, notice, load) };
}
