// Cache migration 5: pending transactions may end 'dropped' (decision 0209); SQLite cannot alter a CHECK, so the
// table is rebuilt with the same columns and rows.
import type Database from 'better-sqlite3';

export const version = 5;
export const name = 'pending-dropped';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE pending_txs_v5 (
      network_id TEXT NOT NULL,
      hash TEXT NOT NULL,
      account_id TEXT NOT NULL,
      address TEXT NOT NULL,
      status TEXT NOT NULL
        CHECK (status IN ('broadcasting', 'pending', 'included', 'failed', 'unknown', 'dropped')),
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
    INSERT INTO pending_txs_v5 SELECT network_id, hash, account_id, address, status, kind, summary, tx_bytes, code,
      raw_log, height, created_at, updated_at FROM pending_txs;
    DROP TABLE pending_txs;
    ALTER TABLE pending_txs_v5 RENAME TO pending_txs;
    CREATE INDEX pending_by_account ON pending_txs (network_id, account_id, created_at);
  `);
}
