// Owner-only permissions for the wallet's data: its directory 0700, its SQLite files (and their -wal/-shm) 0600,
// created so and tightened when an older version left them readable by others (issue #27). No-ops on Windows.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const SQLITE_SUFFIXES = ['', '-wal', '-shm'] as const;

const posix = process.platform !== 'win32';

/**
 * Creates `dir` (and missing parents) as 0700; an existing `dir` owned by this user is tightened to 0700. A shared
 * directory (sticky bit, e.g. /tmp) or one owned by someone else is left as it is.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!posix) return;
  const stat = statSync(dir);
  const ours = stat.uid === process.getuid?.();
  const shared = (stat.mode & 0o1000) !== 0;
  if (ours && !shared && (stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes the SQLite database `file` owner-only before SQLite opens it: creates it empty as 0600 when missing (SQLite
 * gives its -wal and -shm files the database file's mode) and tightens an existing file, -wal and -shm to 0600.
 */
export function preparePrivateSqliteFile(file: string): void {
  if (!posix) return;
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of SQLITE_SUFFIXES) {
    const path = file + suffix;
    if (existsSync(path) && (statSync(path).mode & 0o777) !== PRIVATE_FILE_MODE)
      chmodSync(path, PRIVATE_FILE_MODE);
  }
}
