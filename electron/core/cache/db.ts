// Opens the wallet's SQLite cache: WAL journal, synchronous=FULL, foreign keys, migrated to the latest schema.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { WalletError } from '../../../shared/errors';
import { migrate } from './migrations';

export const CACHE_FILE_NAME = 'wallet-cache.sqlite';

export interface OpenOptions {
  /** Stop at this schema version (migration tests); default latest. */
  targetVersion?: number;
  readonly?: boolean;
}

/** Opens (creating if needed) the database file at `file`; ':memory:' works for unit tests. */
export function openDatabase(file: string, opts: OpenOptions = {}): Database.Database {
  let db: Database.Database;
  try {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    db = new Database(file, opts.readonly ? { readonly: true } : {});
  } catch (cause) {
    throw new WalletError('storage', `Could not open the wallet cache at ${file}.`, {
      reason: cause instanceof Error ? cause.message : String(cause),
    });
  }
  try {
    if (!opts.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
    }
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    if (!opts.readonly) migrate(db, opts.targetVersion);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The cache file inside a wallet data directory. */
export function cacheFilePath(dataDir: string): string {
  return path.join(dataDir, CACHE_FILE_NAME);
}
