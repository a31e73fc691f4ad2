// The cache file gives freed pages back to the file system (issue 33): `auto_vacuum = INCREMENTAL`, set before the
// first table of a new file and converted with one VACUUM for a file made before; bulk writes then release what
// they freed (releaseFreePages) instead of leaving it in the file for ever.
import type Database from 'better-sqlite3';

/** PRAGMA auto_vacuum's value for INCREMENTAL. */
const INCREMENTAL = 2;

/**
 * Free pages a bulk write may leave behind unreleased: a sync that replaced a few rows reuses its own freed pages at
 * its next write, so releasing them (which moves pages about) is only worth it once they add up.
 */
export const KEEP_FREE_PAGES = 256;

/** On a new, empty file: incremental auto-vacuum from the first table on (no VACUUM needed). */
export function chooseIncrementalVacuum(db: Database.Database): void {
  db.pragma('auto_vacuum = INCREMENTAL');
}

/**
 * A file made before incremental auto-vacuum is converted by one VACUUM (SQLite cannot change the mode otherwise),
 * which also drops the pages it had freed. VACUUM may renumber the rowids of a table without an INTEGER PRIMARY KEY:
 * the token list's text index, keyed by the token rows' rowids, is rebuilt after it. Returns whether it converted.
 */
export function convertToIncrementalVacuum(db: Database.Database): boolean {
  if (Number(db.pragma('auto_vacuum', { simple: true })) === INCREMENTAL) return false;
  db.pragma('auto_vacuum = INCREMENTAL');
  db.exec('VACUUM');
  const hasTokenIndex = db
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'tokens_fts'")
    .get();
  if (hasTokenIndex) db.exec("INSERT INTO tokens_fts (tokens_fts) VALUES ('rebuild')");
  return true;
}

/** Gives the file's free pages back to the file system once more than KEEP_FREE_PAGES are free. */
export function releaseFreePages(db: Database.Database): number {
  const free = Number(db.pragma('freelist_count', { simple: true }));
  if (free <= KEEP_FREE_PAGES) return 0;
  db.pragma('incremental_vacuum');
  return free;
}
