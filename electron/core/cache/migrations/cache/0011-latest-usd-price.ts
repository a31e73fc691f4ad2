// Cache migration 11: the latest XYZ/USD price seen per network, which each dashboard refresh writes. It lived in the
// records file's settings (kv) before: a price is chain data that can always be fetched again, and writing it there
// cost every refresh a synced commit of the records file and a rewrite of its sealed copy (issue 33, decision 0754).
import type Database from 'better-sqlite3';

export const version = 11;
export const name = 'latest-usd-price';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE usd_price_latest (
      network_id TEXT PRIMARY KEY,
      price TEXT NOT NULL,
      updated_at INTEGER NOT NULL
    ) STRICT;
  `);
}
