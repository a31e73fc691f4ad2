// Records migration 1: wallet records — accounts (no secrets), key/value settings, network profiles, address book.
import type Database from 'better-sqlite3';

export const version = 1;
export const name = 'wallet-records';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE accounts (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('mnemonic', 'private_key', 'watch_only')),
      address TEXT NOT NULL UNIQUE,
      secret_id TEXT,
      hd_index INTEGER,
      coin_type INTEGER,
      pubkey TEXT,
      created_at INTEGER NOT NULL,
      position INTEGER NOT NULL
    ) STRICT;
    CREATE UNIQUE INDEX accounts_secret_hd ON accounts (secret_id, hd_index) WHERE secret_id IS NOT NULL;

    CREATE TABLE kv (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;

    CREATE TABLE network_profiles (
      id TEXT PRIMARY KEY,
      data TEXT NOT NULL,
      position INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE address_book (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      address TEXT NOT NULL,
      memo TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    ) STRICT;
  `);
}
