// Cache migration 4: token images fetched and checked by core (decision 0306), and remembered failures.
import type Database from 'better-sqlite3';

export const version = 4;
export const name = 'token-images';

/**
 * One row per image URL: either a checked image (`mime` and `body` set) or a failure (`failure` set, `body` null)
 * that is retried after a while. `used_at` orders eviction when the table outgrows its size cap.
 */
export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE token_images (
      url TEXT PRIMARY KEY,
      mime TEXT,
      body BLOB,
      bytes INTEGER NOT NULL,
      failure TEXT,
      fetched_at INTEGER NOT NULL,
      used_at INTEGER NOT NULL,
      CHECK ((body IS NULL) = (failure IS NOT NULL)),
      CHECK ((body IS NULL) = (mime IS NULL))
    ) STRICT;
    CREATE INDEX token_images_by_use ON token_images (used_at);
  `);
}
