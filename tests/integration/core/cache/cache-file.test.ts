// The two SQLite files on disk: wallet.sqlite (user records, synchronous=FULL) and wallet-cache.sqlite (chain
// data). Data survives reopening; a newer records file is refused untouched; a damaged or newer cache is rebuilt;
// deleting the cache loses no user data.
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  cacheFilePath,
  openCacheDatabase,
  openCacheDatabaseOrRebuild,
  openRecordsDatabase,
  recordsFilePath,
} from '../../../../electron/core/cache/db';
import {
  CACHE_MIGRATIONS,
  latestVersion,
  RECORDS_MIGRATIONS,
} from '../../../../electron/core/cache/migrations';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import { openHarness } from '../../../unit/core/keys/harness';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-cache-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the database files', () => {
  it('open in WAL mode: records with synchronous=FULL, cache with NORMAL, foreign keys on', () => {
    const dir = tempDir();
    const records = openRecordsDatabase(recordsFilePath(dir));
    const cache = openCacheDatabase(cacheFilePath(dir));
    expect(records.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(records.pragma('synchronous', { simple: true })).toBe(2);
    expect(cache.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(cache.pragma('synchronous', { simple: true })).toBe(1);
    expect(records.pragma('foreign_keys', { simple: true })).toBe(1);
    records.close();
    cache.close();
  });

  it('keep snapshots, history and records across reopening (read with no network at all)', () => {
    const dir = tempDir();
    const first = createRepositories(
      openRecordsDatabase(recordsFilePath(dir)),
      openCacheDatabase(cacheFilePath(dir)),
    );
    first.balances.replace('devnet', 'xyz1a', [{ kind: 'total', denom: 'uxyz', amount: '42' }], 1000);
    first.history.upsertMany('devnet', 'xyz1a', [
      {
        hash: 'H',
        height: 3,
        timestamp: '2026-11-22T00:00:00Z',
        code: 0,
        memo: 'm',
        fee: [],
        messages: [],
        direction: 'in',
        rawLog: '',
      },
    ]);
    first.kv.set('settings', { feeTier: 'low' });
    const reopened = createRepositories(
      openRecordsDatabase(recordsFilePath(dir)),
      openCacheDatabase(cacheFilePath(dir)),
    );
    expect(reopened.balances.get('devnet', 'xyz1a')).toEqual({
      entries: [{ kind: 'total', denom: 'uxyz', amount: '42' }],
      updatedAt: 1000,
    });
    expect(reopened.history.page('devnet', 'xyz1a', { limit: 10 }).map((r) => r.hash)).toEqual(['H']);
    expect(reopened.kv.get('settings')).toEqual({ feeTier: 'low' });
  });

  it('refuse a records file written by a newer app and leave it byte-for-byte unchanged', () => {
    const file = recordsFilePath(tempDir());
    const db = openRecordsDatabase(file);
    db.pragma(`user_version = ${RECORDS_MIGRATIONS.length + 5}`);
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const before = readFileSync(file);
    expect(() => openRecordsDatabase(file)).toThrow(/newer version/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('rebuild a cache file from a newer app or a damaged one, keeping the old file aside', () => {
    const dir = tempDir();
    const file = cacheFilePath(dir);
    const db = openCacheDatabase(file);
    db.pragma(`user_version = ${latestVersion(CACHE_MIGRATIONS) + 1}`);
    db.close();
    const rebuilt = openCacheDatabaseOrRebuild(file, 111);
    expect(rebuilt.note).toEqual({
      code: 'cache_rebuilt',
      details: { reason: expect.any(String), keptAs: 'wallet-cache.sqlite.broken-111' },
    });
    expect(rebuilt.db.pragma('user_version', { simple: true })).toBe(latestVersion(CACHE_MIGRATIONS));
    rebuilt.db.close();
    writeFileSync(file, 'this is not a database, just garbage bytes '.repeat(200));
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    const again = openCacheDatabaseOrRebuild(file, 222);
    expect(again.note).toMatchObject({
      code: 'cache_rebuilt',
      details: { keptAs: 'wallet-cache.sqlite.broken-222' },
    });
    again.db.close();
    expect(readdirSync(dir).filter((f) => f.includes('.broken-'))).toEqual(
      expect.arrayContaining(['wallet-cache.sqlite.broken-111', 'wallet-cache.sqlite.broken-222']),
    );
  });

  it('migrate an old-schema cache file in place, keeping its rows', () => {
    const file = cacheFilePath(tempDir());
    const old = openCacheDatabase(file, { targetVersion: 1 });
    old.prepare(`INSERT INTO token_lists (network_id, updated_at) VALUES ('devnet', 5)`).run();
    old.close();
    const raw = new Database(file, { readonly: true });
    expect(raw.pragma('user_version', { simple: true })).toBe(1);
    raw.close();
    const repos = createRepositories(openRecordsDatabase(':memory:'), openCacheDatabase(file));
    expect(repos.tokens.list('devnet').updatedAt).toBe(5);
    expect(repos.history.count('devnet', 'xyz1a')).toBe(0);
  });

  it('create the data directory when it does not exist yet', () => {
    const file = path.join(tempDir(), 'nested', 'deeper', 'wallet.sqlite');
    openRecordsDatabase(file).close();
    expect(existsSync(file)).toBe(true);
  });

  it('report an unopenable path as a storage error', () => {
    const blocker = path.join(tempDir(), 'file');
    writeFileSync(blocker, 'x');
    expect(() => openRecordsDatabase(path.join(blocker, 'inside.sqlite'))).toThrow(
      expect.objectContaining({ code: 'storage' }),
    );
  });
});

describe('deleting the cache file', () => {
  it('loses no account, setting, network profile or address book entry', async () => {
    const h = await openHarness({ dir: tempDir() });
    try {
      await h.call('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'Bob' });
      await h.call('addressbook/add', { name: 'Carol', address: DEVNET_KEYS.carol.address });
      await h.call('settings/update', { feeTier: 'high' });
      await h.call('network/update', { id: 'devnet', changes: { name: 'My devnet' } });
      await h.core.close();
      for (const f of readdirSync(h.dir).filter((n) => n.startsWith('wallet-cache.sqlite')))
        rmSync(path.join(h.dir, f));
      await h.reopen();
      expect((await h.call('keys/list')).accounts).toHaveLength(1);
      expect((await h.call('addressbook/list')).entries).toHaveLength(1);
      expect(await h.call('settings/get')).toMatchObject({ feeTier: 'high' });
      expect(await h.call('network/get-active')).toMatchObject({ name: 'My devnet' });
      expect((await h.call('app/info')).startupWarnings).toEqual([]);
    } finally {
      await h.dispose();
    }
  });

  it('starts with a cache_rebuilt warning (a code with data) when the cache file is damaged', async () => {
    const dir = tempDir();
    writeFileSync(cacheFilePath(dir), 'garbage '.repeat(1000));
    const h = await openHarness({ dir });
    try {
      expect((await h.call('app/info')).startupWarnings).toEqual([
        {
          code: 'cache_rebuilt',
          // Garbage has no readable table of open sends: the person is told to check before sending again.
          details: {
            reason: expect.any(String),
            keptAs: expect.stringMatching(/\.broken-/),
            sendsUnreadable: 'true',
          },
        },
      ]);
    } finally {
      await h.dispose();
    }
  });
});
