// The ordered list of schema migrations and the runner that applies them (PRAGMA user_version = last applied).
import type Database from 'better-sqlite3';
import { WalletError } from '../../../../shared/errors';
import * as m0001 from './0001-wallet-records';
import * as m0002 from './0002-balances-tokens-holdings';
import * as m0003 from './0003-history-pending';
import type { Migration } from './types';

export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003];
export const LATEST_VERSION = MIGRATIONS.length;

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies every migration above the current version up to `target` (default: latest), each in its own
 * transaction together with the version bump. A database newer than this app is refused, never rewritten.
 */
export function migrate(db: Database.Database, target: number = LATEST_VERSION): number {
  const current = schemaVersion(db);
  if (current > LATEST_VERSION) {
    throw new WalletError(
      'storage',
      `The wallet cache was written by a newer version of XYZ Wallet (schema ${current}, this app knows ${LATEST_VERSION}).`,
    );
  }
  for (const migration of MIGRATIONS) {
    if (migration.version <= current || migration.version > target) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return schemaVersion(db);
}
