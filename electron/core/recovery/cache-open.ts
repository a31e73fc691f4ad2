// Opens the cache file and checks it: a cache damaged mid-file (pages garbled while the header is intact) opens
// without an error, so SQLite's quick_check runs at open; a damaged cache is moved aside and rebuilt from the network.
import type Database from 'better-sqlite3';
import type { StartupWarning } from '../../../shared/api/app';
import { openCacheDatabase, openCacheDatabaseOrRebuild } from '../cache/db';
import { moveAside, quickCheck, type SqliteLoad } from './records-open';

export type CacheOpenState = { state: 'ok' } | { state: 'rebuilt'; notice: StartupWarning };

/** Opens `file` (rebuilding it when it cannot be opened, is from a newer app, or fails quick_check). */
export function openCacheChecked(
  file: string,
  now: number,
  load: SqliteLoad = {},
): { db: Database.Database; opened: CacheOpenState } {
  const first = openCacheDatabaseOrRebuild(file, now, load);
  if (first.note !== null) return { db: first.db, opened: { state: 'rebuilt', notice: first.note } };
  if (file === ':memory:') return { db: first.db, opened: { state: 'ok' } };
  const problem = quickCheck(first.db);
  if (problem === null) return { db: first.db, opened: { state: 'ok' } };
  first.db.close();
  const movedTo = moveAside(file, now);
  return {
    db: openCacheDatabase(file, load),
    opened: {
      state: 'rebuilt',
      notice: { code: 'cache_rebuilt', details: { reason: problem, keptAs: movedTo } },
    },
  };
}
