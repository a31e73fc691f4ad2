// Proof that the real native parts work on this machine: keytar against the test Secret Service, and SQLite.
import { afterAll, describe, expect, it } from 'vitest';
import keytar from 'keytar';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const service = process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test';

describe('OS keychain through keytar (test service only)', () => {
  const account = `foundation-${process.pid}-${Date.now()}`;
  afterAll(async () => {
    await keytar.deletePassword(service, account);
  });

  it('uses a test-only service name, never the real wallet entry', () => {
    expect(service).toMatch(/test/);
  });

  it('writes, reads and deletes a secret', async () => {
    await keytar.setPassword(service, account, 's3cret-value');
    expect(await keytar.getPassword(service, account)).toBe('s3cret-value');
    expect(await keytar.deletePassword(service, account)).toBe(true);
    expect(await keytar.getPassword(service, account)).toBeNull();
  });
});

describe('SQLite through better-sqlite3', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-sqlite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes and reads a row in a WAL database file and survives reopening', () => {
    const file = path.join(dir, 'cache.sqlite');
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT NOT NULL) STRICT');
    db.prepare('INSERT INTO kv (k, v) VALUES (?, ?)').run('greeting', 'hello');
    db.close();
    const again = new Database(file, { readonly: true });
    expect(again.prepare('SELECT v FROM kv WHERE k = ?').get('greeting')).toEqual({ v: 'hello' });
    again.close();
  });
});
