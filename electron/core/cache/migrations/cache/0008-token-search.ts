// Cache migration 8: the token list answers windows of 100,000 tokens from SQLite — a trigram full-text index over
// name, symbol and address (substring filter) kept in step by triggers, and one index per sort order.
import type Database from 'better-sqlite3';

export const version = 8;
export const name = 'token-search';

/** Token amounts are non-negative integer strings without leading zeros: longer is larger, then text order. */
export const AMOUNT_ORDER = (column: string) => `length(${column}) DESC, ${column} DESC`;

/** Newest first: creation time (launchpad) or first sight (AMM-only), ISO 8601 UTC text orders as time. */
export const NEWEST_ORDER = 'coalesce(created_at, first_seen_at) DESC, address';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE VIRTUAL TABLE tokens_fts USING fts5(
      name, symbol, address, content = 'tokens', content_rowid = 'rowid', tokenize = 'trigram'
    );
    CREATE TRIGGER tokens_fts_insert AFTER INSERT ON tokens BEGIN
      INSERT INTO tokens_fts (rowid, name, symbol, address) VALUES (new.rowid, new.name, new.symbol, new.address);
    END;
    CREATE TRIGGER tokens_fts_delete AFTER DELETE ON tokens BEGIN
      INSERT INTO tokens_fts (tokens_fts, rowid, name, symbol, address)
        VALUES ('delete', old.rowid, old.name, old.symbol, old.address);
    END;
    CREATE TRIGGER tokens_fts_update AFTER UPDATE OF name, symbol, address ON tokens BEGIN
      INSERT INTO tokens_fts (tokens_fts, rowid, name, symbol, address)
        VALUES ('delete', old.rowid, old.name, old.symbol, old.address);
      INSERT INTO tokens_fts (rowid, name, symbol, address) VALUES (new.rowid, new.name, new.symbol, new.address);
    END;
    INSERT INTO tokens_fts (tokens_fts) VALUES ('rebuild');
    CREATE INDEX tokens_by_newest ON tokens (network_id, ${NEWEST_ORDER});
    CREATE INDEX tokens_by_volume ON tokens (network_id, ${AMOUNT_ORDER('volume_24h')}, ${NEWEST_ORDER});
    CREATE INDEX tokens_by_price ON tokens (network_id, ${AMOUNT_ORDER('current_price')}, ${NEWEST_ORDER});
  `);
}
