// Opens the wallet's two SQLite files (WAL): `wallet.sqlite` holds user records (accounts, settings, profiles,
// address book) with synchronous=FULL; `wallet-cache.sqlite` holds re-fetchable chain data and is rebuilt from
// scratch when it is damaged or from a newer app.
import Database from 'better-sqlite3';
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { StartupWarning } from '../../../shared/api/app';
import { WalletError } from '../../../shared/errors';
import { CACHE_MIGRATIONS, migrate, RECORDS_MIGRATIONS } from './migrations';
import { isSqliteBusy, isWalletBusyError, walletBusyError } from './busy';
import { nativeModuleError } from './native-module-error';
import type { Migration } from './migrations/types';
import { ensurePrivateDir, preparePrivateSqliteFile } from './private-files';
import { chooseIncrementalVacuum, convertToIncrementalVacuum } from './incremental-vacuum';

export const RECORDS_FILE_NAME = 'wallet.sqlite';
export const CACHE_FILE_NAME = 'wallet-cache.sqlite';

export interface OpenOptions {
  /** Stop at this schema version (migration tests); default latest. */
  targetVersion?: number;
  /**
   * better-sqlite3's addon to load instead of node_modules' own build (an Electron-ABI build, see
   * sqlite-binding.ts). A missing file or a build for another runtime fails with `native_module_mismatch`.
   */
  nativeBinding?: string;
}

/** better-sqlite3's constructor options that load the addon `opts` names (its path resolved), for every connection. */
export function bindingOptions(opts: Pick<OpenOptions, 'nativeBinding'>): { nativeBinding?: string } {
  return opts.nativeBinding === undefined ? {} : { nativeBinding: path.resolve(opts.nativeBinding) };
}

function storageError(file: string, cause: unknown, nativeBinding?: string): WalletError {
  if (cause instanceof WalletError) return cause;
  const native = nativeModuleError(cause, {
    module: 'better-sqlite3',
    bindingPath: nativeBinding,
    runtimeAbi: process.versions.modules,
  });
  if (native) return native;
  if (isSqliteBusy(cause)) return walletBusyError();
  return new WalletError('storage', `Could not open the wallet database at ${file}.`, {
    reason: cause instanceof Error ? cause.message : String(cause),
  });
}

/**
 * SQLite's page cache per connection, KiB. better-sqlite3 builds SQLite with 16 MiB; a long session fills it with
 * the pages its writes touch, so the core's memory grew by ~16 MB over 10,000 live-update cycles before levelling
 * off (the soak, decision 0425). The file's pages stay in the OS page cache, so a miss costs a read from memory.
 */
export const PAGE_CACHE_KIB = 4096;

/** The WAL file's size kept after a checkpoint, bytes (SQLite's default keeps whatever it grew to). */
export const WAL_KEEP_BYTES = 4 * 2 ** 20;

function openSqlite(
  file: string,
  migrations: readonly Migration[],
  synchronous: 'FULL' | 'NORMAL',
  opts: OpenOptions,
  incrementalVacuum = false,
): Database.Database {
  let db: Database.Database;
  const binding = bindingOptions(opts);
  try {
    if (file !== ':memory:') {
      ensurePrivateDir(path.dirname(file));
      preparePrivateSqliteFile(file);
    }
    db = new Database(file, binding);
  } catch (cause) {
    throw storageError(file, cause, binding.nativeBinding);
  }
  try {
    // First, so that even switching to WAL waits for another process's write instead of failing at once.
    db.pragma('busy_timeout = 5000');
    // Before WAL and the first table: a new file is created with incremental auto-vacuum.
    if (incrementalVacuum) chooseIncrementalVacuum(db);
    db.pragma('journal_mode = WAL');
    // A checkpoint truncates the WAL back to this size: a bulk sync (checkpoints deferred) once left it at its peak.
    db.pragma(`journal_size_limit = ${WAL_KEEP_BYTES}`);
    db.pragma(`synchronous = ${synchronous}`);
    db.pragma('foreign_keys = ON');
    db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    migrate(db, migrations, opts.targetVersion);
    if (incrementalVacuum) convertToIncrementalVacuum(db);
    return db;
  } catch (cause) {
    db.close();
    throw storageError(file, cause);
  }
}

/** Opens (creating if needed) the wallet records file; ':memory:' works for unit tests. Never discards data. */
export function openRecordsDatabase(file: string, opts: OpenOptions = {}): Database.Database {
  return openSqlite(file, RECORDS_MIGRATIONS, 'FULL', opts);
}

/** Opens the cache file strictly (errors propagate); see openCacheDatabaseOrRebuild for the app's behaviour. */
export function openCacheDatabase(file: string, opts: OpenOptions = {}): Database.Database {
  return openSqlite(file, CACHE_MIGRATIONS, 'NORMAL', opts, true);
}

/**
 * Opens the cache file; when it is damaged or from a newer app it is moved aside (`.broken-<time>`) and a fresh
 * one is created, since everything in it can be fetched again. Returns a startup warning saying so, if it happened.
 */
export function openCacheDatabaseOrRebuild(
  file: string,
  now: number,
  opts: Pick<OpenOptions, 'nativeBinding'> = {},
): { db: Database.Database; note: StartupWarning | null } {
  try {
    return { db: openCacheDatabase(file, opts), note: null };
  } catch (error) {
    // An addon that cannot load says nothing about the file: never move a good cache aside for it.
    if (error instanceof WalletError && error.code === 'native_module_mismatch') throw error;
    // Nor for another process holding the write lock: the file is in use, not damaged.
    if (isWalletBusyError(error)) throw error;
    if (file === ':memory:' || !existsSync(file)) throw error;
    const aside = `${file}.broken-${now}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    }
    const reason = error instanceof Error ? error.message : String(error);
    return {
      db: openCacheDatabase(file, opts),
      note: { code: 'cache_rebuilt', details: { reason, keptAs: path.basename(aside) } },
    };
  }
}

/** The records file inside a wallet data directory. */
export function recordsFilePath(dataDir: string): string {
  return path.join(dataDir, RECORDS_FILE_NAME);
}

/** The cache file inside a wallet data directory. */
export function cacheFilePath(dataDir: string): string {
  return path.join(dataDir, CACHE_FILE_NAME);
}
