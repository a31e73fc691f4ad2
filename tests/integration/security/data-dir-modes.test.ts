// Attack (issue #27, hole 5): another local user (or any process running as them) reads the wallet's data. The CLI
// created its data folder 0755 and `wallet.sqlite` 0644 (the umask's default), so accounts, addresses, the address
// book and history were world-readable; the app opens its SQLite files through the same code (cache/db.ts).
// This suite proves the data directory is created 0700, `wallet.sqlite`, `wallet-cache.sqlite` and their -wal/-shm
// 0600, and that a data directory left readable by an older version is tightened when the wallet opens it.
import Database from 'better-sqlite3';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../electron/core/cache/db';
import { runCli } from '../cli/support/run-cli';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const NO_NETWORK = [
  '--rest-url',
  'http://127.0.0.1:9',
  '--rpc-url',
  'http://127.0.0.1:9',
  '--backend-url',
  'http://127.0.0.1:9',
];

/** Every SQLite file (and -wal/-shm) directly in `dir`, with its mode. */
function sqliteModes(dir: string): Record<string, number> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => /\.sqlite(-wal|-shm)?$/.test(name))
      .map((name) => [name, modeOf(path.join(dir, name))]),
  );
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'xyz-modes-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('the wallet data is readable by its owner only', () => {
  it('the CLI creates its data directory 0700 and its SQLite files (with -wal and -shm) 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'wallet');
    const run = await runCli([
      '--data-dir',
      dataDir,
      '--keystore',
      'file',
      ...NO_NETWORK,
      'keys',
      'list',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(modeOf(dataDir)).toBe(0o700);
    const files = sqliteModes(dataDir);
    expect(Object.keys(files)).toContain('wallet.sqlite');
    expect(Object.keys(files)).toContain('wallet-cache.sqlite');
    for (const [name, mode] of Object.entries(files)) expect([name, mode]).toEqual([name, 0o600]);
  });

  it('tightens a data directory and SQLite files an older version left world-readable', async () => {
    const dataDir = path.join(root, 'old');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const legacy = new Database(path.join(dataDir, 'wallet.sqlite'));
    legacy.pragma('journal_mode = WAL');
    legacy.exec('CREATE TABLE leftover (x)');
    legacy.close();
    // -wal and -shm left on disk, as after a crash of an older version.
    writeFileSync(path.join(dataDir, 'wallet.sqlite-wal'), '');
    writeFileSync(path.join(dataDir, 'wallet.sqlite-shm'), '');
    for (const name of ['wallet.sqlite', 'wallet.sqlite-wal', 'wallet.sqlite-shm'])
      chmodSync(path.join(dataDir, name), 0o644);
    const run = await runCli([
      '--data-dir',
      dataDir,
      '--keystore',
      'file',
      ...NO_NETWORK,
      'keys',
      'list',
      '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const [name, mode] of Object.entries(sqliteModes(dataDir)))
      expect([name, mode]).toEqual([name, 0o600]);
  });

  it("the app's database opener (shared with the CLI) creates owner-only files too", () => {
    const dataDir = path.join(root, 'app', 'userData');
    const records = openRecordsDatabase(path.join(dataDir, 'wallet.sqlite'));
    const cache = openCacheDatabase(path.join(dataDir, 'wallet-cache.sqlite'));
    records.exec('CREATE TABLE probe (x)');
    expect(modeOf(dataDir)).toBe(0o700);
    const files = sqliteModes(dataDir);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'wallet.sqlite',
        'wallet.sqlite-wal',
        'wallet.sqlite-shm',
        'wallet-cache.sqlite',
      ]),
    );
    for (const [name, mode] of Object.entries(files)) expect([name, mode]).toEqual([name, 0o600]);
    records.close();
    cache.close();
  });
});
