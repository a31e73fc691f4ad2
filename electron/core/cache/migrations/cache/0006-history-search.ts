// Cache migration 6: a full-text index (FTS5) over history rows (hash, memo, the addresses in the messages), kept in
// step with the history table by triggers, and filled from the rows already stored.
import type Database from 'better-sqlite3';

export const version = 6;
export const name = 'history-search';

/**
 * The bech32-looking strings in a row's messages JSON (senders, recipients, validators, token contracts), space
 * separated. Names of contacts and token symbols live elsewhere and are matched at query time (decision 0414).
 */
export const partiesOf = (messages: string) => `(
  SELECT coalesce(group_concat(value, ' '), '') FROM json_tree(${messages})
  WHERE type = 'text' AND length(value) BETWEEN 39 AND 90 AND instr(value, '1') > 1
    AND value NOT GLOB '*[^0-9a-z]*'
)`;

const insertRow = (row: 'new') => `
  INSERT INTO history_fts (network_id, address, height, hash, memo, parties)
  VALUES (${row}.network_id, ${row}.address, ${row}.height, ${row}.hash, ${row}.memo, ${partiesOf(`${row}.messages`)});`;

const deleteRow = `
  DELETE FROM history_fts WHERE history_fts MATCH 'hash:"' || old.hash || '"'
    AND network_id = old.network_id AND address = old.address;`;

export function up(db: Database.Database): void {
  db.exec(`
    CREATE VIRTUAL TABLE history_fts USING fts5(
      network_id UNINDEXED, address UNINDEXED, height UNINDEXED, hash, memo, parties,
      tokenize = 'unicode61 remove_diacritics 2'
    );
    CREATE TRIGGER history_fts_insert AFTER INSERT ON history BEGIN ${insertRow('new')} END;
    CREATE TRIGGER history_fts_update AFTER UPDATE OF height, memo, messages ON history
      WHEN old.height IS NOT new.height OR old.memo IS NOT new.memo OR old.messages IS NOT new.messages BEGIN
      ${deleteRow} ${insertRow('new')}
    END;
    CREATE TRIGGER history_fts_delete AFTER DELETE ON history BEGIN ${deleteRow} END;
    INSERT INTO history_fts (network_id, address, height, hash, memo, parties)
      SELECT network_id, address, height, hash, memo, ${partiesOf('messages')} FROM history;
  `);
}
