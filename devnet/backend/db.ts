// The backend's SQLite database (indexer tables and broadcast de-dup), in dataDir or in memory.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureTxEntries } from './tx-entry';

export type Db = Database.Database;

/** File name of the backend database inside the devnet data directory. */
export const BACKEND_DB_FILE = 'backend.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS tokens (
  address TEXT PRIMARY KEY,
  name TEXT, symbol TEXT, image TEXT, description TEXT, creator TEXT,
  source TEXT NOT NULL CHECK (source IN ('launchpad', 'amm')),
  graduated INTEGER NOT NULL DEFAULT 0,
  pair TEXT,
  xyz_reserves TEXT NOT NULL DEFAULT '0',
  current_price TEXT NOT NULL DEFAULT '0',
  created_at_ms INTEGER,
  first_seen_at_ms INTEGER NOT NULL,
  first_seen_height INTEGER NOT NULL,
  first_seen_pos INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS tokens_first_seen ON tokens (first_seen_at_ms DESC, first_seen_height DESC, first_seen_pos DESC);
CREATE TABLE IF NOT EXISTS cw20_meta (
  address TEXT PRIMARY KEY,
  name TEXT, symbol TEXT, image TEXT, description TEXT, creator TEXT,
  created_at_ms INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS trades (
  id INTEGER PRIMARY KEY,
  token TEXT NOT NULL,
  height INTEGER NOT NULL,
  block_time_ms INTEGER NOT NULL,
  venue TEXT NOT NULL,
  side TEXT NOT NULL,
  xyz_amount TEXT NOT NULL,
  token_amount TEXT NOT NULL,
  price TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS trades_time ON trades (block_time_ms);
CREATE TABLE IF NOT EXISTS txs (
  id INTEGER PRIMARY KEY,
  hash TEXT NOT NULL,
  height INTEGER NOT NULL,
  tx_index INTEGER NOT NULL,
  time_ms INTEGER NOT NULL,
  code INTEGER NOT NULL,
  memo TEXT NOT NULL,
  fee_json TEXT NOT NULL,
  messages_json TEXT NOT NULL,
  raw_log TEXT NOT NULL,
  entry_json TEXT NOT NULL,
  UNIQUE (height, tx_index)
) STRICT;
CREATE TABLE IF NOT EXISTS tx_parties (
  address TEXT NOT NULL,
  tx_id INTEGER NOT NULL,
  direction TEXT NOT NULL,
  PRIMARY KEY (address, tx_id)
) STRICT;
CREATE TABLE IF NOT EXISTS broadcasts (
  bytes_hash TEXT PRIMARY KEY,
  tx_hash TEXT NOT NULL,
  code INTEGER NOT NULL,
  raw_log TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL
) STRICT;
`;

/** Tables rebuilt from the chain when the index must start over (broadcasts are kept). */
export const INDEX_TABLES = ['tokens', 'cw20_meta', 'trades', 'txs', 'tx_parties'] as const;

/** Opens (creating when needed) the backend database; `dataDir` undefined means in memory. */
export function openBackendDb(dataDir?: string): Db {
  let db: Db;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(path.join(dataDir, BACKEND_DB_FILE));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  } else {
    db = new Database(':memory:');
  }
  db.exec(SCHEMA);
  ensureTxEntries(db);
  return db;
}

/** The meta statements, prepared once per database: the indexer reads and writes meta for every block and read. */
const metaStatements = new WeakMap<Db, { get: Database.Statement; set: Database.Statement }>();

function metaFor(db: Db): { get: Database.Statement; set: Database.Statement } {
  let prepared = metaStatements.get(db);
  if (!prepared) {
    prepared = {
      get: db.prepare('SELECT value FROM meta WHERE key = ?'),
      set: db.prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ),
    };
    metaStatements.set(db, prepared);
  }
  return prepared;
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = metaFor(db).get.get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  metaFor(db).set.run(key, value);
}
