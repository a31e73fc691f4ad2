// Records migration 2: accounts may be of kind 'ledger' (a hardware account: HD index and pubkey, no secret).
// SQLite cannot alter a CHECK constraint, so the table is rebuilt with the same rows, order and index.
import type Database from 'better-sqlite3';

export const version = 2;
export const name = 'ledger-accounts';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE accounts_next (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('mnemonic', 'private_key', 'watch_only', 'ledger')),
      address TEXT NOT NULL UNIQUE,
      secret_id TEXT,
      hd_index INTEGER,
      coin_type INTEGER,
      pubkey TEXT,
      created_at INTEGER NOT NULL,
      position INTEGER NOT NULL
    ) STRICT;
    INSERT INTO accounts_next SELECT id, name, kind, address, secret_id, hd_index, coin_type, pubkey, created_at,
      position FROM accounts;
    DROP TABLE accounts;
    ALTER TABLE accounts_next RENAME TO accounts;
    CREATE UNIQUE INDEX accounts_secret_hd ON accounts (secret_id, hd_index) WHERE secret_id IS NOT NULL;
  `);
}
