// Records migration 3: the person's token hygiene per account — tokens they hid or kept, a "hide below" value and
// whether hidden tokens are shown. Their own choices, so records, not cache (decision 0610).
import type Database from 'better-sqlite3';

export const version = 3;
export const name = 'token-marks';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE token_marks (
      account_id TEXT NOT NULL,
      token TEXT NOT NULL,
      mark TEXT NOT NULL CHECK (mark IN ('hidden', 'kept')),
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, token)
    ) STRICT;
    CREATE TABLE token_hygiene (
      account_id TEXT PRIMARY KEY,
      hide_below_uxyz TEXT,
      show_hidden INTEGER NOT NULL DEFAULT 0 CHECK (show_hidden IN (0, 1))
    ) STRICT;
  `);
}
