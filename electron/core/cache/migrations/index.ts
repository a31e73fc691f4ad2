// The two ordered migration lists (wallet records file, cache file) and the runner (PRAGMA user_version = last applied).
import type Database from 'better-sqlite3';
import { WalletError } from '../../../../shared/errors';
import * as cache0001 from './cache/0001-balances-tokens-holdings';
import * as cache0002 from './cache/0002-history-pending';
import * as cache0003 from './cache/0003-token-pair';
import * as cache0004 from './cache/0004-token-images';
import * as cache0005 from './cache/0005-pending-dropped';
import * as cache0006 from './cache/0006-history-search';
import * as cache0007 from './cache/0007-token-trades';
import * as cache0008 from './cache/0008-search-windows';
import * as cache0009 from './cache/0009-lean-history';
import * as cache0010 from './cache/0010-history-days';
import * as cache0011 from './cache/0011-latest-usd-price';
import * as cache0012 from './cache/0012-history-row-counts';
import * as cache0013 from './cache/0013-history-by-owner-id';
import * as records0001 from './records/0001-wallet-records';
import * as records0002 from './records/0002-ledger-accounts';
import * as records0003 from './records/0003-token-marks';
import * as records0004 from './records/0004-shared-accounts';
import type { Migration } from './types';

/** Migrations of `wallet.sqlite`: accounts, settings, network profiles, address book (user data). */
export const RECORDS_MIGRATIONS: readonly Migration[] = [records0001, records0002, records0003, records0004];
/** Migrations of `wallet-cache.sqlite`: chain data that can always be fetched again. */
export const CACHE_MIGRATIONS: readonly Migration[] = [
  cache0001,
  cache0002,
  cache0003,
  cache0004,
  cache0005,
  cache0006,
  cache0007,
  cache0008,
  cache0009,
  cache0010,
  cache0011,
  cache0012,
  cache0013,
];

/** The version a file reaches with every migration of `list` applied. */
export function latestVersion(list: readonly Migration[]): number {
  return list.at(-1)?.version ?? 0;
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Thrown (code 'storage') when a file was written by a newer app; `details.newer` marks it. */
function newerSchema(current: number, known: number): WalletError {
  return new WalletError(
    'storage',
    `This wallet file was written by a newer version of XYZ Wallet (schema ${current}, this app knows ${known}).`,
    { newer: true, schema: current, known },
  );
}

/**
 * Applies every migration of `list` above the current version up to `target` (default: latest), each in its own
 * transaction together with the version bump. A database newer than this app is refused, never rewritten.
 */
export function migrate(
  db: Database.Database,
  list: readonly Migration[],
  target: number = latestVersion(list),
): number {
  const current = schemaVersion(db);
  const latest = latestVersion(list);
  if (current > latest) throw newerSchema(current, latest);
  for (const migration of list) {
    if (migration.version <= current || migration.version > target) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return schemaVersion(db);
}
