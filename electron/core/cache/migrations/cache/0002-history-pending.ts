// Cache migration 2: transaction history per address with a sync cursor, and pending (submitted) transactions.
import type Database from 'better-sqlite3';

export const version = 2;
export const name = 'history-pending';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE history (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      hash TEXT NOT NULL,
      height INTEGER NOT NULL,
      timestamp TEXT NOT NULL,
      code INTEGER NOT NULL,
      memo TEXT NOT NULL,
      fee TEXT NOT NULL,
      messages TEXT NOT NULL,
      direction TEXT NOT NULL CHECK (direction IN ('in', 'out', 'self')),
      raw_log TEXT NOT NULL,
      PRIMARY KEY (network_id, address, hash)
    ) STRICT;
    CREATE INDEX history_newest_first ON history (network_id, address, height DESC, hash DESC);

    CREATE TABLE history_cursors (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      cursor TEXT,
      complete INTEGER NOT NULL,
      newest_height INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, address)
    ) STRICT;

    CREATE TABLE pending_txs (
      network_id TEXT NOT NULL,
      hash TEXT NOT NULL,
      account_id TEXT NOT NULL,
      address TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('broadcasting', 'pending', 'included', 'failed', 'unknown')),
      kind TEXT NOT NULL,
      summary TEXT NOT NULL,
      tx_bytes TEXT,
      code INTEGER,
      raw_log TEXT,
      height INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, hash)
    ) STRICT;
    CREATE INDEX pending_by_account ON pending_txs (network_id, account_id, created_at);
  `);
}
