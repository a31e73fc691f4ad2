// Encrypted backup between two wallet cores on the real test keychain: export every account, restore on a fresh
// wallet, and every bad file (wrong passphrase, truncated, tampered, not a backup) changes nothing.
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import type { Result } from '../../../shared/errors';
import { openTestKeychain, type TestKeychain } from '../core/support/test-keychain';

const PASSWORD = 'source wallet password';
const PASSPHRASE = 'a separate long backup passphrase';
const noNetwork = (async () => {
  throw new TypeError('no network in this test');
}) as typeof fetch;

interface Instance {
  core: WalletCore;
  keychain: TestKeychain;
  dataDir: string;
  call(channel: string, payload: unknown): Promise<any>;
  invoke(channel: string, payload: unknown): Promise<Result<any>>;
}

async function openInstance(): Promise<Instance> {
  const keychain = await openTestKeychain();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-backup-'));
  const core = await createWalletCore({
    dataDir,
    keychain: keychain.keychain,
    fetch: noNetwork,
    network: {
      restUrl: 'http://127.0.0.1:9',
      rpcUrl: 'http://127.0.0.1:9',
      backendUrl: 'http://127.0.0.1:9',
    },
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
  });
  return {
    core,
    keychain,
    dataDir,
    invoke: (channel, payload) => core.invoke(channel, payload) as Promise<Result<any>>,
    async call(channel, payload) {
      const result = await core.invoke(channel, payload);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
      return result.value;
    },
  };
}

async function closeInstance(instance: Instance | undefined) {
  if (!instance) return;
  await instance.core.close();
  await instance.keychain.cleanup();
  rmSync(instance.dataDir, { recursive: true, force: true });
}

let source: Instance;
let backup: { fileBase64: string; accounts: number; excluded: Array<{ name: string }> };
const opened: Instance[] = [];

async function freshWallet(): Promise<Instance> {
  const instance = await openInstance();
  opened.push(instance);
  return instance;
}

const accountsOf = async (instance: Instance) =>
  (await instance.call('keys/list', {})).accounts.map((a: any) => ({
    name: a.name,
    kind: a.kind,
    address: a.address,
    hdIndex: a.hdIndex,
    threshold: a.multisig?.threshold ?? null,
    memberKeys: a.multisig?.members.map((m: any) => m.pubkey) ?? null,
  }));

beforeAll(async () => {
  source = await openInstance();
  const main = await source.call('keys/import-mnemonic', {
    mnemonic: DEVNET_KEYS.alice.mnemonic,
    name: 'Main',
    password: PASSWORD,
  });
  await source.call('keys/derive-account', { fromAccountId: main.id, name: 'Savings', hdIndex: 2 });
  const imported = await source.call('keys/import-private-key', {
    privateKeyHex: '2'.repeat(64),
    name: 'Imported',
  });
  await source.call('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'Watched' });
  await source.call('multisig/create', {
    name: 'Treasury',
    threshold: 2,
    members: [
      { source: 'account', accountId: main.id, name: 'Main' },
      { source: 'account', accountId: imported.id, name: 'Imported' },
    ],
  });
  backup = await source.call('offline/backup-export', { password: PASSWORD, passphrase: PASSPHRASE });
});

afterAll(async () => {
  await closeInstance(source);
  for (const instance of opened) await closeInstance(instance);
});

describe('encrypted backup between two wallets', () => {
  it('exports every account: recovery phrase with its derived account, private key, watch-only and shared', async () => {
    expect(backup.accounts).toBe(5);
    expect(backup.excluded).toEqual([]);
    expect(Buffer.from(backup.fileBase64, 'base64').subarray(0, 6).toString()).toBe('XYZBKP');
  });

  it('refuses to export without the right wallet password', async () => {
    const result = await source.invoke('offline/backup-export', {
      password: 'wrong password!',
      passphrase: PASSPHRASE,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
  });

  it('restores the accounts on a fresh wallet, which can then reveal the same recovery phrase', async () => {
    const target = await freshWallet();
    const restored = await target.call('offline/backup-import', {
      fileBase64: backup.fileBase64,
      passphrase: PASSPHRASE,
      password: 'new wallet password',
    });
    expect(restored.skipped).toEqual([]);
    expect(await accountsOf(target)).toEqual(await accountsOf(source));
    const main = (await target.call('keys/list', {})).accounts.find((a: any) => a.name === 'Main');
    const phrase = await target.call('keys/reveal-phrase', {
      accountId: main.id,
      password: 'new wallet password',
    });
    expect(phrase.mnemonic).toBe(DEVNET_KEYS.alice.mnemonic);
  });

  it('changes nothing on a wrong passphrase, a truncated, tampered or foreign file', async () => {
    const target = await freshWallet();
    const file = Buffer.from(backup.fileBase64, 'base64');
    const tampered = Buffer.from(file);
    tampered[tampered.length - 5]! ^= 0xff;
    const cases: Array<[string, string, string]> = [
      [backup.fileBase64, 'not the right passphrase', 'wrong_passphrase'],
      [file.subarray(0, file.length - 7).toString('base64'), PASSPHRASE, 'truncated'],
      [tampered.toString('base64'), PASSPHRASE, 'wrong_passphrase'],
      [Buffer.from('hello, this is a text file').toString('base64'), PASSPHRASE, 'not_a_backup'],
    ];
    for (const [fileBase64, passphrase, reason] of cases) {
      const result = await target.invoke('offline/backup-import', {
        fileBase64,
        passphrase,
        password: 'new wallet password',
      });
      expect(result).toMatchObject({ ok: false, error: { details: { reason } } });
    }
    expect(await accountsOf(target)).toEqual([]);
    expect((await target.call('keys/status', {})).hasPassword).toBe(false);
  });
});
