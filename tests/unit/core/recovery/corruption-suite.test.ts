// Corruption suite: a damaged, truncated or deleted wallet file never stops the wallet. The damaged file is kept
// aside, accounts come back from the keychain, the address book, settings and networks from the encrypted copy, and
// the start-up notice says what was recovered and what was not.
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_FILE_NAME, RECORDS_FILE_NAME } from '../../../../electron/core/cache/db';
import { RECORDS_COPY_FILE_NAME } from '../../../../electron/core/recovery/records-copy';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { createPendingRepo } from '../../../../electron/core/cache/repos/pending-repo';
import { pendingRow } from '../cache/pending-row';
import { openHarness, PASSWORD, type Harness } from '../keys/harness';

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const CUSTOM_NETWORK = {
  name: 'Staging',
  chainId: 'xyz-staging-1',
  dialect: 'spec',
  restUrl: 'http://127.0.0.1:1',
  rpcUrl: 'http://127.0.0.1:2',
  backendUrl: 'http://127.0.0.1:3',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.01', average: '0.025', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
};

let h: Harness;
afterEach(async () => h?.dispose());

/** A wallet with an account, a contact, a changed setting and a custom network; closed so files are whole. */
async function livedInWallet(): Promise<void> {
  h = await openHarness();
  await h.call('keys/import-mnemonic', { mnemonic: MNEMONIC, name: 'Alice', password: PASSWORD });
  await h.call('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'Bob (watch)' });
  await h.call('addressbook/add', { name: 'Exchange', address: DEVNET_KEYS.carol.address });
  await h.call('settings/update', { autoLockMinutes: 5 });
  const added = await h.raw('network/add', { ...CUSTOM_NETWORK, force: true });
  expect(added).toMatchObject({ ok: true });
  await h.core.close(); // flushes the encrypted copy, checkpoints the WAL into the file
}

const file = (name: string) => path.join(h.dir, name);
const asideFiles = (prefix: string) =>
  readdirSync(h.dir).filter(
    (f) => f.startsWith(`${prefix}.`) && !f.endsWith('-wal') && !f.endsWith('-shm') && f !== `${prefix}.tmp`,
  );

/** Overwrites `length` bytes at `offset` with a pattern (a disk or sync tool garbling the middle of a file). */
function garble(name: string, offset: number, length: number): void {
  const bytes = readFileSync(file(name));
  for (let i = offset; i < Math.min(offset + length, bytes.length); i++) bytes[i] = (i * 37) & 0xff;
  writeFileSync(file(name), bytes);
}

type Notice = { code: string; details?: Record<string, string> };

async function expectEverythingRecovered(): Promise<Notice[]> {
  await h.reopen();
  const accounts = (await h.call('keys/list')).accounts.map((a: { name: string }) => a.name).sort();
  expect(accounts).toEqual(['Alice', 'Bob (watch)']);
  expect((await h.call('addressbook/list')).entries.map((e: { name: string }) => e.name)).toEqual([
    'Exchange',
  ]);
  expect((await h.call('settings/get')).autoLockMinutes).toBe(5);
  expect((await h.call('network/list')).profiles.map((p: { name: string }) => p.name)).toContain('Staging');
  await h.call('keys/unlock', { password: PASSWORD }); // the keys themselves are untouched in the keychain
  return (await h.call('app/info')).startupWarnings as Notice[];
}

describe('damaged wallet records', () => {
  it('starts with everything recovered when the records file is truncated', async () => {
    await livedInWallet();
    truncateSync(file(RECORDS_FILE_NAME), 100);
    const warnings = await expectEverythingRecovered();
    expect(warnings).toEqual([
      {
        code: 'records_replaced',
        details: {
          reason: expect.any(String),
          keptAs: expect.stringMatching(/^wallet\.sqlite\.damaged-\d+$/),
        },
      },
      { code: 'accounts_recovered', details: { count: '2' } },
      { code: 'records_restored', details: { contacts: '1', networks: '1', settings: expect.any(String) } },
    ]);
    expect(asideFiles(RECORDS_FILE_NAME)).toHaveLength(1);
  });

  it('starts with everything recovered when the middle of the records file is garbled', async () => {
    await livedInWallet();
    const size = statSync(file(RECORDS_FILE_NAME)).size;
    garble(RECORDS_FILE_NAME, 4096, size - 4096); // every page after the header page
    const warnings = await expectEverythingRecovered();
    expect(warnings[0]).toMatchObject({ code: 'records_replaced' });
  });

  it('starts with everything recovered when the records file was deleted, and says so', async () => {
    await livedInWallet();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file(RECORDS_FILE_NAME + suffix), { force: true });
    const warnings = await expectEverythingRecovered();
    expect(warnings.map((w) => w.code)).toEqual([
      'records_missing',
      'accounts_recovered',
      'records_restored',
    ]);
  });

  it('says what could not be recovered when the encrypted copy is damaged too', async () => {
    await livedInWallet();
    truncateSync(file(RECORDS_FILE_NAME), 100);
    writeFileSync(file(RECORDS_COPY_FILE_NAME), '{"v":1,"garbage":');
    await h.reopen();
    expect((await h.call('keys/list')).accounts).toHaveLength(2);
    expect((await h.call('addressbook/list')).entries).toEqual([]);
    expect((await h.call('app/info')).startupWarnings).toContainEqual({
      code: 'records_not_restored',
      details: { reason: 'damaged' },
    });
  });

  it('keeps the copy encrypted: no contact name or address appears in it', async () => {
    await livedInWallet();
    const text = readFileSync(file(RECORDS_COPY_FILE_NAME), 'utf8');
    expect(text).not.toContain('Exchange');
    expect(text).not.toContain(DEVNET_KEYS.carol.address);
  });

  it('reports nothing and moves nothing when the files are sound', async () => {
    await livedInWallet();
    await h.reopen();
    expect((await h.call('app/info')).startupWarnings).toEqual([]);
    expect(asideFiles(RECORDS_FILE_NAME)).toEqual([]);
    expect(asideFiles(CACHE_FILE_NAME)).toEqual([]);
  });
});

/** Fills the closed cache with balances over many pages (as after a few syncs), after `before` writes its rows. */
function fillCache(before: (cache: Database.Database) => void = () => undefined): number {
  const cache = new Database(file(CACHE_FILE_NAME));
  before(cache);
  const insert = cache.prepare(
    "INSERT INTO balances (network_id, address, kind, denom, amount) VALUES ('devnet', ?, 'bank', 'uxyz', '1')",
  );
  cache.transaction(() => {
    for (let i = 0; i < 3000; i++) insert.run(`xyz1${String(i).padStart(38, '0')}`);
  })();
  cache.close();
  return statSync(file(CACHE_FILE_NAME)).size;
}

/**
 * Reopens the wallet and waits for the background check's notice (the check runs in a worker once the first screen
 * is out, #19, decision 0602: the window's boot snapshot starts that clock, and the notice joins the start-up
 * warnings when the check ends).
 */
async function reopenUntilNotice(details: Record<string, unknown>): Promise<void> {
  await h.reopen();
  await h.call('app/boot');
  await vi.waitFor(
    async () =>
      expect((await h.call('app/info')).startupWarnings).toEqual([{ code: 'cache_rebuilt', details }]),
    { timeout: 10_000, interval: 20 },
  );
}

describe('damaged cache', () => {
  it('detects a cache garbled mid-file, keeps it aside and rebuilds it', async () => {
    await livedInWallet();
    const size = fillCache();
    expect(size).toBeGreaterThan(100_000);
    // Pages in the middle of the balances table: header and schema intact, so the file opens without an error.
    garble(CACHE_FILE_NAME, Math.floor(size / 2 / 4096) * 4096, 4096);
    await reopenUntilNotice({
      reason: expect.stringMatching(/page/),
      keptAs: expect.stringMatching(/damaged-\d+$/),
    });
    // The window is told at once (the notice shows without a restart).
    expect(h.events.filter((e) => e.event === 'app/warnings').map((e) => e.payload)).toEqual([
      { startupWarnings: [expect.objectContaining({ code: 'cache_rebuilt' })] },
    ]);
    expect(asideFiles(CACHE_FILE_NAME)).toHaveLength(1);
    expect(existsSync(file(CACHE_FILE_NAME))).toBe(true);
    expect((await h.call('keys/list')).accounts).toHaveLength(2); // records untouched
  });

  it('carries a send still in progress across the rebuild, and says so (decision 0763)', async () => {
    await livedInWallet();
    await h.reopen();
    const alice = (await h.call('keys/list')).accounts.find((a: { name: string }) => a.name === 'Alice');
    const network = (await h.call('network/get-active')) as { id: string };
    await h.core.close();
    // A send broadcast just before the file was damaged: its row is written first, then many pages of balances.
    const hash = 'AB'.repeat(32);
    const size = fillCache((cache) =>
      createPendingRepo(cache).add(
        pendingRow(hash, {
          networkId: network.id,
          accountId: alice.id,
          address: alice.address,
          status: 'broadcasting',
        }),
      ),
    );
    garble(CACHE_FILE_NAME, Math.floor(size / 2 / 4096) * 4096, 4096);
    await reopenUntilNotice({ reason: expect.any(String), keptAs: expect.any(String), sendsKept: '1' });
    // The rebuilt cache still knows the send went out: the person sees it in progress, not a wallet that forgot it.
    const { transactions } = await h.call('tx/pending', { accountId: alice.id });
    expect(transactions.map((t: { txHash: string }) => t.txHash)).toContain(hash);
  });
});
