// Cache migration 10: per-day totals of what an account's history did to its native XYZ (issue 33), so the portfolio
// chart reads one row per day instead of the whole history. A row's effect is computed by the core (the message kinds
// say it), so SQL only keeps the bookkeeping: `days_through` is the newest history row folded into the totals, and a
// row already folded that changes or goes leaves its old values (to take out) and new ones (to add) in
// `history_days_pending`. The totals of a cache made before are built by the first fold (the sync or the chart).
import type Database from 'better-sqlite3';

export const version = 10;
export const name = 'history-days';

const EFFECT_COLUMNS = 'timestamp, code, direction, fee, messages';
const folded = (row: 'old') =>
  `${row}.id <= (SELECT days_through FROM history_owners WHERE id = ${row}.owner)`;
const valuesOf = (row: 'old' | 'new', sign: 1 | -1) =>
  `(${row}.owner, ${sign}, ${row}.timestamp, ${row}.code, ${row}.direction, ${row}.fee, ${row}.messages)`;

export function up(db: Database.Database): void {
  db.exec(`
    ALTER TABLE history_owners ADD COLUMN days_through INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE history_days (
      owner INTEGER NOT NULL REFERENCES history_owners (id),
      day TEXT NOT NULL,
      delta TEXT NOT NULL,
      unknown INTEGER NOT NULL,
      rows INTEGER NOT NULL,
      PRIMARY KEY (owner, day)
    ) WITHOUT ROWID, STRICT;
    CREATE TABLE history_days_pending (
      seq INTEGER PRIMARY KEY,
      owner INTEGER NOT NULL,
      sign INTEGER NOT NULL CHECK (sign IN (-1, 1)),
      timestamp TEXT NOT NULL,
      code INTEGER NOT NULL,
      direction TEXT NOT NULL,
      fee TEXT NOT NULL,
      messages TEXT NOT NULL
    ) STRICT;
    CREATE INDEX history_days_pending_by_owner ON history_days_pending (owner, seq);
    CREATE TRIGGER history_days_update AFTER UPDATE OF ${EFFECT_COLUMNS} ON history
      WHEN ${folded('old')} AND (old.timestamp, old.code, old.direction, old.fee, old.messages)
        IS NOT (new.timestamp, new.code, new.direction, new.fee, new.messages) BEGIN
      INSERT INTO history_days_pending (owner, sign, ${EFFECT_COLUMNS})
        VALUES ${valuesOf('old', -1)}, ${valuesOf('new', 1)};
    END;
    CREATE TRIGGER history_days_delete AFTER DELETE ON history WHEN ${folded('old')} BEGIN
      INSERT INTO history_days_pending (owner, sign, ${EFFECT_COLUMNS}) VALUES ${valuesOf('old', -1)};
    END;
  `);
}
