// better-sqlite3's `nativeBinding` option end to end: the wallet files open on an explicit addon path (a copy of
// node_modules' own build, seen loaded from that path), and a missing build fails clearly without harming the cache.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cacheFilePath,
  openCacheDatabase,
  openCacheDatabaseOrRebuild,
  openRecordsDatabase,
  recordsFilePath,
} from '../../../../electron/core/cache/db';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';
import { createWalletCore } from '../../../../electron/core/wallet-core';
import { deferredCore } from '../../../../electron/main/deferred-core';
import { WalletError } from '../../../../shared/errors';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const NODE_BUILD = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-binding-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function catchError(action: () => unknown): WalletError {
  try {
    action();
  } catch (error) {
    if (error instanceof WalletError) return error;
    throw error;
  }
  throw new Error('expected a WalletError');
}

describe('an explicit better-sqlite3 addon (nativeBinding)', () => {
  it("opens the wallet files on node_modules' own build named explicitly", () => {
    const dir = tempDir();
    const db = openRecordsDatabase(recordsFilePath(dir), { nativeBinding: NODE_BUILD });
    db.prepare('INSERT INTO kv (key, value) VALUES (?, ?)').run('greeting', '"hello"');
    expect(db.prepare('SELECT value FROM kv WHERE key = ?').get('greeting')).toEqual({ value: '"hello"' });
    db.close();
  });

  it('loads the addon from the given path, not the default one (a copy elsewhere is what gets mapped)', () => {
    const elsewhere = path.join(tempDir(), 'electron-abi-build');
    mkdirSync(elsewhere);
    const copy = path.join(elsewhere, 'better_sqlite3.node');
    copyFileSync(NODE_BUILD, copy);
    const db = openCacheDatabase(cacheFilePath(tempDir()), { nativeBinding: copy });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    if (existsSync('/proc/self/maps')) expect(readFileSync('/proc/self/maps', 'utf8')).toContain(copy);
    db.close();
  });

  it('fails with native_module_mismatch naming the missing build and the fix', () => {
    const missing = path.join(tempDir(), '.native/electron-45.4.1-abi150-linux-x64/better_sqlite3.node');
    const error = catchError(() =>
      openRecordsDatabase(recordsFilePath(tempDir()), { nativeBinding: missing }),
    );
    expect(error.code).toBe('native_module_mismatch');
    expect(error.message).toContain(missing);
    expect(error.details).toEqual({
      module: 'better-sqlite3',
      reason: 'missing_build',
      expectedAbi: process.versions.modules,
      expectedPath: missing,
      fix: 'npm start rebuilds it',
    });
  });

  it('never moves a good cache aside because the addon could not load', () => {
    const dir = tempDir();
    openCacheDatabase(cacheFilePath(dir)).close();
    const before = readdirSync(dir).sort();
    const missing = path.join(dir, 'nowhere/better_sqlite3.node');
    expect(() => openCacheDatabaseOrRebuild(cacheFilePath(dir), 1, { nativeBinding: missing })).toThrow(
      expect.objectContaining({ code: 'native_module_mismatch' }),
    );
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it("reaches the window as the core's start failure: every call answers native_module_mismatch", async () => {
    const missing = path.join(tempDir(), 'nowhere/better_sqlite3.node');
    const creating = createWalletCore({
      dataDir: tempDir(),
      keychain: createMemoryKeychain(),
      sqliteBinding: missing,
      idleCheckMs: 0,
    });
    await expect(creating).rejects.toMatchObject({ code: 'native_module_mismatch' });
    const answer = await deferredCore(creating).invoke('keys/status', {});
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'native_module_mismatch', details: { reason: 'missing_build', expectedPath: missing } },
    });
  });
});
