// The cache on a real SQLite file: WAL with synchronous=FULL, data survives reopening, cached reads need no
// network, a database from a newer app is refused untouched, and an old-schema file is migrated in place.
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheFilePath, openDatabase } from '../../../../electron/core/cache/db';
import { LATEST_VERSION } from '../../../../electron/core/cache/migrations';
import { createRepositories } from '../../../../electron/core/cache/repositories';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-cache-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the cache file', () => {
  it('opens in WAL mode with synchronous=FULL and foreign keys on', () => {
    const db = openDatabase(cacheFilePath(tempDir()));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('keeps snapshots, history and pending rows across reopening (read with no network at all)', () => {
    const file = cacheFilePath(tempDir());
    const first = openDatabase(file);
    const repos = createRepositories(first);
    repos.balances.replace('devnet', 'xyz1a', [{ kind: 'total', denom: 'uxyz', amount: '42' }], 1000);
    repos.history.upsertMany('devnet', 'xyz1a', [
      { hash: 'H', height: 3, timestamp: '2026-11-22T00:00:00Z', code: 0, memo: 'm', fee: [], messages: [], direction: 'in', rawLog: '' },
    ]);
    repos.history.setCursor('devnet', 'xyz1a', { cursor: 'c', complete: true, newestHeight: 3, updatedAt: 1000 });
    first.close();

    const reopened = createRepositories(openDatabase(file));
    expect(reopened.balances.get('devnet', 'xyz1a')).toEqual({ entries: [{ kind: 'total', denom: 'uxyz', amount: '42' }], updatedAt: 1000 });
    expect(reopened.history.page('devnet', 'xyz1a', { limit: 10 }).map((r) => r.hash)).toEqual(['H']);
    expect(reopened.history.getCursor('devnet', 'xyz1a')).toMatchObject({ complete: true, newestHeight: 3 });
  });

  it('refuses a file written by a newer app and leaves it byte-for-byte unchanged', () => {
    const file = cacheFilePath(tempDir());
    const db = openDatabase(file);
    db.pragma(`user_version = ${LATEST_VERSION + 5}`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const before = readFileSync(file);
    expect(() => openDatabase(file)).toThrow(/newer version/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('migrates an old-schema file in place, keeping its rows', () => {
    const file = cacheFilePath(tempDir());
    const old = openDatabase(file, { targetVersion: 1 });
    old.prepare(`INSERT INTO kv (key, value) VALUES ('settings', '{"feeTier":"low"}')`).run();
    old.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    raw.close();
    const repos = createRepositories(openDatabase(file));
    expect(repos.kv.get('settings')).toEqual({ feeTier: 'low' });
    repos.tokens.replaceAll('devnet', [], 5);
    expect(repos.tokens.list('devnet').updatedAt).toBe(5);
  });

  it('creates the data directory when it does not exist yet', () => {
    const file = path.join(tempDir(), 'nested', 'deeper', 'wallet-cache.sqlite');
    openDatabase(file).close();
    expect(existsSync(file)).toBe(true);
  });

  it('reports an unopenable path as a storage error', () => {
    const blocker = path.join(tempDir(), 'file');
    openDatabase(blocker).close();
    expect(() => openDatabase(path.join(blocker, 'inside.sqlite'))).toThrow(expect.objectContaining({ code: 'storage' }));
  });
});
