// Cache migration 7: each token's price points read from its trades on chain (with a catch-up mark per searched
// contract), and the XYZ/USD prices the wallet has seen, one per day (the portfolio chart's USD).
import type Database from 'better-sqlite3';

export const version = 7;
export const name = 'token-trades';

export function up(db: Database.Database): void {
  db.exec(`
    CREATE TABLE token_trades (
      network_id TEXT NOT NULL,
      token TEXT NOT NULL,
      hash TEXT NOT NULL,
      event_index INTEGER NOT NULL,
      height INTEGER NOT NULL,
      time_ms INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('buy', 'sell', 'graduation', 'liquidity')),
      venue TEXT NOT NULL CHECK (venue IN ('curve', 'amm')),
      xyz_amount TEXT NOT NULL,
      token_amount TEXT NOT NULL,
      price TEXT NOT NULL,
      PRIMARY KEY (network_id, token, hash, event_index)
    ) STRICT;
    CREATE INDEX token_trades_by_time ON token_trades (network_id, token, height, event_index);

    CREATE TABLE token_trade_marks (
      network_id TEXT NOT NULL,
      token TEXT NOT NULL,
      contract TEXT NOT NULL,
      newest_height INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, token, contract)
    ) STRICT;

    CREATE TABLE usd_prices_seen (
      network_id TEXT NOT NULL,
      day TEXT NOT NULL,
      price TEXT NOT NULL,
      seen_at INTEGER NOT NULL,
      PRIMARY KEY (network_id, day)
    ) STRICT;
  `);
}
