// Cache migration 1: chain snapshots — native balances, the B1 token list with launchpad progress, CW20 holdings.
import type Database from 'better-sqlite3';

export const version = 1;
export const name = 'balances-tokens-holdings';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE balance_snapshots (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, address)
    ) STRICT;
    CREATE TABLE balances (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      kind TEXT NOT NULL,
      denom TEXT NOT NULL,
      amount TEXT NOT NULL,
      PRIMARY KEY (network_id, address, kind, denom)
    ) STRICT;

    CREATE TABLE token_lists (
      network_id TEXT PRIMARY KEY,
      updated_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE tokens (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      name TEXT,
      symbol TEXT,
      image TEXT,
      description TEXT,
      creator TEXT,
      source TEXT NOT NULL,
      graduated INTEGER NOT NULL,
      xyz_reserves TEXT NOT NULL,
      current_price TEXT NOT NULL,
      volume_24h TEXT NOT NULL,
      trade_count_24h INTEGER NOT NULL,
      created_at TEXT,
      first_seen_at TEXT NOT NULL,
      PRIMARY KEY (network_id, address)
    ) STRICT;
    CREATE TABLE token_progress (
      network_id TEXT NOT NULL,
      token TEXT NOT NULL,
      xyz_reserves TEXT NOT NULL,
      threshold TEXT NOT NULL,
      graduated INTEGER NOT NULL,
      pair TEXT,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, token)
    ) STRICT;

    CREATE TABLE holding_snapshots (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, address)
    ) STRICT;
    CREATE TABLE holdings (
      network_id TEXT NOT NULL,
      address TEXT NOT NULL,
      token TEXT NOT NULL,
      name TEXT NOT NULL,
      symbol TEXT NOT NULL,
      balance TEXT NOT NULL,
      price_uxyz TEXT NOT NULL,
      graduated INTEGER NOT NULL,
      PRIMARY KEY (network_id, address, token)
    ) STRICT;
  `);
}
