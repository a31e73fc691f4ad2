// Two processes on one data directory: CLI processes writing at the same time, and an app core writing while the
// CLI does, lose nothing and leave sound files; a write that must wait past SQLite's busy timeout ends with
// "the wallet is open in another window or process" (exit 1), never with a file moved aside as damaged.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toBech32 } from '@cosmjs/encoding';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileKeystore } from '../../../cli/io/file-keystore';
import { createWalletCore } from '../../../electron/core/wallet-core';
import { jsonOf, runCli, type CliRun } from './support/run-cli';

const NO_NETWORK = [
  '--rest-url',
  'http://127.0.0.1:9',
  '--rpc-url',
  'http://127.0.0.1:9',
  '--backend-url',
  'http://127.0.0.1:9',
];
let root: string;
const randomAddress = () => toBech32('xyz', randomBytes(20));
const cliIn =
  (dataDir: string) =>
  (...args: string[]) =>
    runCli(['--data-dir', dataDir, '--keystore', 'file', ...NO_NETWORK, ...args]);
const ok = (run: CliRun) => {
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run;
};

function integrity(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return (db.pragma('integrity_check') as Array<{ integrity_check: string }>)[0]!.integrity_check;
  } finally {
    db.close();
  }
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'xyz-cli-shared-'));
});

describe('two processes on one data directory', () => {
  it('CLI processes writing at the same time keep every account and contact, and sound files', async () => {
    const dataDir = path.join(root, 'parallel');
    const cli = cliIn(dataDir);
    ok(await cli('keys', 'list')); // creates the files once
    const watched = Array.from({ length: 4 }, (_, i) => ({ name: `w${i}`, address: randomAddress() }));
    const contacts = Array.from({ length: 3 }, (_, i) => ({ name: `c${i}`, address: randomAddress() }));
    const runs = await Promise.all([
      ...watched.map((w) => cli('keys', 'watch', w.address, '--name', w.name)),
      ...contacts.map((c) => cli('contacts', 'add', c.name, c.address)),
    ]);
    runs.forEach(ok);
    const { accounts } = jsonOf<{ accounts: Array<{ name: string; address: string }> }>(
      ok(await cli('keys', 'list', '--json')),
    );
    expect(accounts.map((a) => a.name).sort()).toEqual(watched.map((w) => w.name));
    const listed = jsonOf<{ contacts: Array<{ name: string }> }>(ok(await cli('contacts', 'list', '--json')));
    expect(listed.contacts.map((c) => c.name).sort()).toEqual(contacts.map((c) => c.name));
    expect(integrity(path.join(dataDir, 'wallet.sqlite'))).toBe('ok');
    expect(() => JSON.parse(readFileSync(path.join(dataDir, 'keystore.json'), 'utf8'))).not.toThrow();
    expect(readdirSync(dataDir).filter((f) => /damaged|broken|\.lock$|\.tmp$/.test(f))).toEqual([]);
  });

  it('an app core and the CLI writing at the same time both land', async () => {
    const dataDir = path.join(root, 'core-and-cli');
    const app = await createWalletCore({
      dataDir,
      keychain: createFileKeystore(dataDir),
      idleCheckMs: 0,
      network: {
        restUrl: 'http://127.0.0.1:9',
        rpcUrl: 'http://127.0.0.1:9',
        backendUrl: 'http://127.0.0.1:9',
      },
    });
    try {
      const cli = cliIn(dataDir);
      const fromApp = async () => {
        for (let i = 0; i < 20; i++) {
          const added = await app.invoke('addressbook/add', { name: `app${i}`, address: randomAddress() });
          expect(added.ok).toBe(true);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const [, ...runs] = await Promise.all([
        fromApp(),
        cli('contacts', 'add', 'cli0', randomAddress()),
        cli('contacts', 'add', 'cli1', randomAddress()),
      ]);
      runs.forEach(ok);
      const seen = await app.invoke('addressbook/list', {});
      const names = (seen.ok ? (seen.value as { entries: Array<{ name: string }> }).entries : []).map(
        (e) => e.name,
      );
      expect(names).toHaveLength(22);
      expect(names).toEqual(expect.arrayContaining(['app0', 'app19', 'cli0', 'cli1']));
    } finally {
      await app.close();
    }
    expect(integrity(path.join(dataDir, 'wallet.sqlite'))).toBe('ok');
  });

  it('a write held up past the busy timeout says the wallet is open elsewhere (exit 1), then works', async () => {
    const dataDir = path.join(root, 'held');
    const cli = cliIn(dataDir);
    ok(await cli('contacts', 'add', 'first', randomAddress()));
    // Another process in the middle of a long write: it holds SQLite's write lock.
    const other = new Database(path.join(dataDir, 'wallet.sqlite'));
    other.pragma('journal_mode = WAL');
    other.exec('BEGIN IMMEDIATE');
    let run: CliRun;
    try {
      run = await cli('contacts', 'add', 'second', randomAddress());
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^xyz-wallet: The wallet is open in another window or process/);
    const json = await (async () => {
      const again = new Database(path.join(dataDir, 'wallet.sqlite'));
      again.exec('BEGIN IMMEDIATE');
      try {
        return await cli('contacts', 'add', 'second', randomAddress(), '--json');
      } finally {
        again.exec('ROLLBACK');
        again.close();
      }
    })();
    expect(JSON.parse(json.stderr).error.code).toBe('wallet_busy');
    expect(readdirSync(dataDir).filter((f) => /damaged|broken/.test(f))).toEqual([]);
    ok(await cli('contacts', 'add', 'second', randomAddress()));
    const listed = jsonOf<{ contacts: Array<{ name: string }> }>(ok(await cli('contacts', 'list', '--json')));
    expect(listed.contacts.map((c) => c.name).sort()).toEqual(['first', 'second']);
  }, 60_000);
});
