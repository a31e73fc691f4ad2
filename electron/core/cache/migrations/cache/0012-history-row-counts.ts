// Cache migration 12: each history owner's number of rows, kept by triggers as rows come and go, so the history
// screen's "N transactions" is one row read instead of counting the account's rows on every page (15-30 ms at
// 100,000 rows, issue 33). A cache made before counts its rows once here.
import type Database from 'better-sqlite3';

export const version = 12;
export const name = 'history-row-counts';

export function up(db: Database.Database): void {
  db.exec(`
    ALTER TABLE history_owners ADD COLUMN row_count INTEGER NOT NULL DEFAULT 0;
    UPDATE history_owners SET row_count = (SELECT count(*) FROM history WHERE owner = history_owners.id);
    CREATE TRIGGER history_count_insert AFTER INSERT ON history BEGIN
      UPDATE history_owners SET row_count = row_count + 1 WHERE id = new.owner;
    END;
    CREATE TRIGGER history_count_delete AFTER DELETE ON history BEGIN
      UPDATE history_owners SET row_count = row_count - 1 WHERE id = old.owner;
    END;
    CREATE TRIGGER history_count_move AFTER UPDATE OF owner ON history WHEN old.owner IS NOT new.owner BEGIN
      UPDATE history_owners SET row_count = row_count - 1 WHERE id = old.owner;
      UPDATE history_owners SET row_count = row_count + 1 WHERE id = new.owner;
    END;
  `);
}
