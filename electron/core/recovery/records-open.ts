// Opens the records file (accounts, settings, networks, address book) so that damage never stops the wallet: a file
// that cannot be opened or fails SQLite's quick_check is moved aside (never deleted) and a fresh one is created.
import type Database from 'better-sqlite3';
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { WalletError } from '../../../shared/errors';
import { isWalletBusyError } from '../cache/busy';
import { openRecordsDatabase, type OpenOptions } from '../cache/db';

/** What opening the records file found. */
export type RecordsOpenState =
  /** The file opened and passed quick_check. */
  | { state: 'ok' }
  /** There was no file: a first run, or it was deleted. */
  | { state: 'created' }
  /** The file was damaged: kept as `movedTo` (a file name in the same folder); a fresh one replaced it. */
  | { state: 'replaced'; reason: string; movedTo: string };

/** The first problem SQLite's quick_check reports, or null when the file is sound. */
export function quickCheck(db: Database.Database): string | null {
  const rows = db.pragma('quick_check(1)') as Array<{ quick_check: string }>;
  const first = rows[0]?.quick_check ?? 'no answer';
  if (first === 'ok') return null;
  // "*** in database main ***\nTree 2 page 19: ..." -> "Tree 2 page 19: ..."
  return first
    .replace(/^\*\*\* in database \w+ \*\*\*\s*/, '')
    .split('\n')[0]!
    .slice(0, 200);
}

/** Moves `file` and its WAL/SHM companions to `<file>.damaged-<now>`; returns the new base name. */
export function moveAside(file: string, now: number): string {
  const aside = `${file}.damaged-${now}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return path.basename(aside);
}

/** How SQLite is loaded (the Electron build of its addon, when chosen). */
export type SqliteLoad = Pick<OpenOptions, 'nativeBinding'>;

function openChecked(file: string, load: SqliteLoad): Database.Database {
  const db = openRecordsDatabase(file, load);
  const problem = quickCheck(db);
  if (problem === null) return db;
  db.close();
  throw new WalletError('storage', `The wallet records file failed its integrity check: ${problem}`, {
    reason: 'integrity',
  });
}

const isNewerSchema = (error: unknown) =>
  error instanceof WalletError && (error.details as { newer?: unknown } | undefined)?.newer === true;

/** An addon that cannot load says nothing about the file: a sound file must never be moved aside for it. */
const isNotAboutTheFile = (error: unknown) =>
  isNewerSchema(error) ||
  isWalletBusyError(error) || // another window or process is writing: the file is in use, not damaged
  (error instanceof WalletError && error.code === 'native_module_mismatch');

/**
 * Opens the records file at `file`. A damaged file is moved aside and replaced by an empty one (the caller restores
 * what it can: accounts from the keychain, the rest from the encrypted copy). A file written by a newer app, or a
 * SQLite addon built for another runtime, is not damage: that error propagates and the file is never touched.
 */
export function openRecordsOrRecover(
  file: string,
  now: number,
  load: SqliteLoad = {},
): { db: Database.Database; opened: RecordsOpenState } {
  const existed = existsSync(file);
  try {
    return { db: openChecked(file, load), opened: existed ? { state: 'ok' } : { state: 'created' } };
  } catch (error) {
    if (!existed || isNotAboutTheFile(error)) throw error;
    const reason =
      error instanceof WalletError
        ? String((error.details as { reason?: unknown } | undefined)?.reason ?? error.message)
        : error instanceof Error
          ? error.message
          : String(error);
    const movedTo = moveAside(file, now);
    return { db: openRecordsDatabase(file, load), opened: { state: 'replaced', reason, movedTo } };
  }
}
