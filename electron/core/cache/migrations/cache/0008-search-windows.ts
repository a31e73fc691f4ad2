// Cache migration 8: searches that stay fast at 100,000 rows. The token list answers windows from SQLite — a trigram
// full-text index over name, symbol and address (substring filter) kept in step by triggers, one index per sort
// order, and symbol/name-start indexes for naming tokens in a history search. The history index's rowid becomes the
// history row's own rowid, so a search can walk the newest-first index and stop after a page, and it gains prefix
// indexes: a 1-3 character word no longer expands to thousands of hash terms (decision 0610).
// Both indexes rely on stable rowids: VACUUM may renumber them (migration 9 gives history an INTEGER PRIMARY KEY;
// incremental-vacuum.ts rebuilds the token index after its one VACUUM).
import type Database from 'better-sqlite3';
import { partiesOf } from './0006-history-search';

export const version = 8;
export const name = 'search-windows';

const indexHistoryRow = `
  INSERT INTO history_fts (rowid, network_id, address, height, hash, memo, parties)
  VALUES (new.rowid, new.network_id, new.address, new.height, new.hash, new.memo, ${partiesOf('new.messages')});`;

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
    CREATE INDEX tokens_by_symbol ON tokens (network_id, lower(symbol));
    CREATE INDEX tokens_by_name ON tokens (network_id, lower(name));
    CREATE INDEX tokens_by_pair ON tokens (network_id, pair) WHERE pair IS NOT NULL;

    DROP TRIGGER history_fts_insert;
    DROP TRIGGER history_fts_update;
    DROP TRIGGER history_fts_delete;
    DROP TABLE history_fts;
    CREATE VIRTUAL TABLE history_fts USING fts5(
      network_id UNINDEXED, address UNINDEXED, height UNINDEXED, hash, memo, parties,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    CREATE TRIGGER history_fts_insert AFTER INSERT ON history BEGIN ${indexHistoryRow} END;
    CREATE TRIGGER history_fts_update AFTER UPDATE OF height, memo, messages ON history
      WHEN old.height IS NOT new.height OR old.memo IS NOT new.memo OR old.messages IS NOT new.messages BEGIN
      DELETE FROM history_fts WHERE rowid = old.rowid; ${indexHistoryRow}
    END;
    CREATE TRIGGER history_fts_delete AFTER DELETE ON history BEGIN
      DELETE FROM history_fts WHERE rowid = old.rowid;
    END;
    INSERT INTO history_fts (rowid, network_id, address, height, hash, memo, parties)
      SELECT rowid, network_id, address, height, hash, memo, ${partiesOf('messages')} FROM history;
  `);
}
