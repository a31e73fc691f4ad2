// Cache migration 9: a history row costs under 1 KB (issue 33). The (network, address) pair every row and both its
// indexes repeated (~48 bytes each time) becomes a small owner number (`history_owners`); the row gets an explicit
// INTEGER PRIMARY KEY, so its rowid (the text index's key) survives a VACUUM; and the text index keeps no copy of
// the rows (contentless, deletable): a search only ever reads its rowids. Rows, rowids and the index are carried over.
import type Database from 'better-sqlite3';
import { partiesOf } from './0006-history-search';

export const version = 9;
export const name = 'lean-history';

/** The owner number of (network, address), for SQL that takes those two as parameters `network` and `address`. */
export const ownerOf = (network: string, address: string) =>
  `(SELECT id FROM history_owners WHERE network_id = ${network} AND address = ${address})`;

const indexHistoryRow = `
  INSERT INTO history_fts (rowid, hash, memo, parties)
  VALUES (new.id, new.hash, new.memo, ${partiesOf('new.messages')});`;

export function up(db: Database.Database): void {
  db.exec(`
    DROP TRIGGER history_fts_insert;
    DROP TRIGGER history_fts_update;
    DROP TRIGGER history_fts_delete;
    DROP TABLE history_fts;

    CREATE TABLE history_owners (
      id INTEGER PRIMARY KEY,
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      UNIQUE (network_id, address)
    ) STRICT;
    INSERT INTO history_owners (network_id, address) SELECT DISTINCT network_id, address FROM history;

    CREATE TABLE history_v9 (
      id INTEGER PRIMARY KEY,
      owner INTEGER NOT NULL REFERENCES history_owners (id),
      hash TEXT NOT NULL,
      height INTEGER NOT NULL,
      timestamp TEXT NOT NULL,
      code INTEGER NOT NULL,
      memo TEXT NOT NULL,
      fee TEXT NOT NULL,
      messages TEXT NOT NULL,
      direction TEXT NOT NULL CHECK (direction IN ('in', 'out', 'self')),
      raw_log TEXT NOT NULL,
      UNIQUE (owner, hash)
    ) STRICT;
    INSERT INTO history_v9 (id, owner, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
      SELECT h.rowid, o.id, h.hash, h.height, h.timestamp, h.code, h.memo, h.fee, h.messages, h.direction, h.raw_log
      FROM history h JOIN history_owners o ON o.network_id = h.network_id AND o.address = h.address;
    DROP TABLE history;
    ALTER TABLE history_v9 RENAME TO history;
    CREATE INDEX history_newest_first ON history (owner, height DESC, hash DESC);

    CREATE VIRTUAL TABLE history_fts USING fts5(
      hash, memo, parties, content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    CREATE TRIGGER history_fts_insert AFTER INSERT ON history BEGIN ${indexHistoryRow} END;
    CREATE TRIGGER history_fts_update AFTER UPDATE OF height, memo, messages ON history
      WHEN old.height IS NOT new.height OR old.memo IS NOT new.memo OR old.messages IS NOT new.messages BEGIN
      DELETE FROM history_fts WHERE rowid = old.id; ${indexHistoryRow}
    END;
    CREATE TRIGGER history_fts_delete AFTER DELETE ON history BEGIN
      DELETE FROM history_fts WHERE rowid = old.id;
    END;
    INSERT INTO history_fts (rowid, hash, memo, parties)
      SELECT id, hash, memo, ${partiesOf('messages')} FROM history;
  `);
}
