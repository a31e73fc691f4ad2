// Cache migration 3: B1 token rows keep the AMM pair address the backend may add (non-spec field, decision 0170).
import type Database from 'better-sqlite3';

export const version = 3;
export const name = 'token-pair';

export function up(db: Database.Database): void {
  db.exec('ALTER TABLE tokens ADD COLUMN pair TEXT');
}
