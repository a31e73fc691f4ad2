// The row of a transaction about to be broadcast is committed with synchronous=FULL (synced to disk, it survives a
// power cut), while the rest of the cache file keeps its NORMAL level: re-fetchable data does not pay an fsync.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCacheDatabase } from '../../../../electron/core/cache/db';
import { createPendingRepo } from '../../../../electron/core/cache/repos/pending-repo';
import { pendingRow } from './pending-row';

const FULL = 2;
const NORMAL = 1;

const ROW = pendingRow('CD'.repeat(32), {
  status: 'broadcasting',
  summary: { text: 'Send 1 XYZ' },
  txBytes: 'AAAA',
});

/** `db` whose pending-row INSERT notes the connection's synchronous level at the moment it runs. */
function observed(db: Database.Database, levels: number[]): Database.Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'prepare')
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!/INSERT OR REPLACE INTO pending_txs/.test(sql)) return statement;
          const run = statement.run.bind(statement);
          return Object.assign(Object.create(statement) as object, {
            run: (...args: unknown[]) => {
              levels.push(target.pragma('synchronous', { simple: true }) as number);
              return run(...(args as [never]));
            },
          });
        };
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-pending-sync-'));
  db = openCacheDatabase(path.join(dir, 'wallet-cache.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the pending row of a transaction about to be broadcast', () => {
  it('is committed at synchronous=FULL; the cache file stays at NORMAL before and after', () => {
    expect(db.pragma('synchronous', { simple: true })).toBe(NORMAL);
    const levels: number[] = [];
    const repo = createPendingRepo(observed(db, levels));
    repo.add(ROW);
    expect(levels).toEqual([FULL]);
    expect(db.pragma('synchronous', { simple: true })).toBe(NORMAL);
    expect(repo.get('devnet', ROW.hash)).toEqual(ROW);
  });

  it('puts NORMAL back when the write fails', () => {
    const repo = createPendingRepo(db);
    expect(() => repo.add({ ...ROW, status: 'no-such-status' as never })).toThrow(/CHECK/);
    expect(db.pragma('synchronous', { simple: true })).toBe(NORMAL);
  });

  it('inside an open transaction commits with it (SQLite cannot change the level there)', () => {
    const repo = createPendingRepo(db);
    db.transaction(() => repo.add(ROW))();
    expect(repo.get('devnet', ROW.hash)).toEqual(ROW);
    expect(db.pragma('synchronous', { simple: true })).toBe(NORMAL);
  });
});
