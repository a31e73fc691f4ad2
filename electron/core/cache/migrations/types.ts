// Shape of one numbered schema migration.
import type Database from 'better-sqlite3';

export interface Migration {
  /** 1-based, contiguous; stored in PRAGMA user_version after it runs. */
  version: number;
  name: string;
  up(db: Database.Database): void;
}
