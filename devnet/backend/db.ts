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

/** Statements by SQL text, per database: prepared once (a prepare compiles the SQL in SQLite's memory again). */
const preparedStatements = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * The statement of `sql` on `db`, prepared at its first use and reused after: the backend's reads and its indexing
 * of every block run the same few constant statements (never pass SQL built from data: each text is kept).
 */
export function prepared(db: Db, sql: string): Database.Statement {
  let byText = preparedStatements.get(db);
  if (!byText) {
    byText = new Map();
    preparedStatements.set(db, byText);
  }
  let statement = byText.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    byText.set(sql, statement);
  }
  return statement;
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = prepared(db, 'SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  prepared(
    db,
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
