// Records migration 4: shared (k-of-n multisig) accounts — accounts may be of kind 'multisig' with their definition
// (threshold and member keys, JSON, no secret) — and their proposals with the signatures collected so far (the
// person's work: records, not cache). The accounts table is rebuilt (SQLite cannot alter a CHECK constraint).
import type Database from 'better-sqlite3';

export const version = 4;
export const name = 'shared-accounts';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE accounts_next (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('mnemonic', 'private_key', 'watch_only', 'ledger', 'multisig')),
      address TEXT NOT NULL UNIQUE,
      secret_id TEXT,
      hd_index INTEGER,
      coin_type INTEGER,
      pubkey TEXT,
      created_at INTEGER NOT NULL,
      position INTEGER NOT NULL,
      multisig TEXT CHECK ((kind = 'multisig') = (multisig IS NOT NULL))
    ) STRICT;
    INSERT INTO accounts_next SELECT id, name, kind, address, secret_id, hd_index, coin_type, pubkey, created_at,
      position, NULL FROM accounts;
    DROP TABLE accounts;
    ALTER TABLE accounts_next RENAME TO accounts;
    CREATE UNIQUE INDEX accounts_secret_hd ON accounts (secret_id, hd_index) WHERE secret_id IS NOT NULL;

    CREATE TABLE multisig_proposals (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL,
      network_id TEXT NOT NULL,
      proposal TEXT NOT NULL,
      signatures TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('collecting', 'ready', 'broadcast', 'included', 'failed', 'stale')),
      stale_reason TEXT,
      tx_hash TEXT,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX multisig_proposals_account ON multisig_proposals (account_id, created_at);
  `);
}
