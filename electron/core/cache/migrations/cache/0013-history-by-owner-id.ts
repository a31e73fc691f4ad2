// Cache migration 13: an index of each owner's history rows in insertion order (owner, id), so folding the rows
// added since the last fold into the per-day totals (migration 10) seeks past the fold point instead of reading every
// row of the account and sorting them: the fold runs after each sync, and its cost grew with the history (issue 33).
import type Database from 'better-sqlite3';

export const version = 13;
export const name = 'history-by-owner-id';

export function up(db: Database.Database): void {
  db.exec('CREATE INDEX history_by_owner_id ON history (owner, id);');
}
