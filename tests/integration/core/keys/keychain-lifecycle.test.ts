// Keys against the real OS keychain (gnome-keyring in the test D-Bus session) and a real SQLite file,
// driven through the router exactly as IPC would, with the production scrypt cost.
import keytar from 'keytar';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { openHarness, PASSWORD, type Harness } from '../../../unit/core/keys/harness';
import { openTestKeychain, type TestKeychain } from '../support/test-keychain';

const ALICE = DEVNET_KEYS.alice;
let kc: TestKeychain;
let h: Harness;

beforeAll(async () => {
  kc = await openTestKeychain();
  h = await openHarness({ keychain: kc.keychain, realScrypt: true });
});
afterAll(async () => {
  await h?.dispose();
  await kc?.cleanup();
});

describe('keys in the OS keychain', () => {
  it('uses the test keychain service, never the real one', () => {
    expect(kc.service).not.toBe('xyz-wallet');
    expect(kc.service).toMatch(/test/);
  });

  it('creates a wallet whose secrets are encrypted entries in the keychain', async () => {
    const draft = await h.call('keys/generate-mnemonic');
    const words = draft.mnemonic.split(' ');
    const account = await h.call('keys/create', {
      draftId: draft.draftId,
      confirmWords: draft.confirmIndices.map((i: number) => words[i]),
      name: 'Main',
      password: PASSWORD,
    });
    const names = await kc.entries();
    expect(names).toEqual(expect.arrayContaining(['vault', 'accounts', `secret:${account.secretId}:0`]));
    const stored = await keytar.getPassword(kc.service, `${kc.namespace}/secret:${account.secretId}:0`);
    expect(stored).not.toContain(words[0] + ' ' + words[1]);
    expect(JSON.parse(stored!)).toMatchObject({ v: 1, alg: 'aes-256-gcm' });
    const vault = JSON.parse((await keytar.getPassword(kc.service, `${kc.namespace}/vault`))!);
    expect(vault.kdf).toMatchObject({ alg: 'scrypt', N: 131072, r: 8, p: 1 });
  });

  it('imports a known mnemonic to the devnet alice address', async () => {
    const alice = await h.call('keys/import-mnemonic', { mnemonic: ALICE.mnemonic, name: 'Alice' });
    expect(alice.address).toBe(ALICE.address);
  });

  it('survives a restart: locked at start, unlocks with the password', async () => {
    await h.reopen();
    expect(await h.call('keys/status')).toMatchObject({
      hasPassword: true,
      locked: true,
      keychainAvailable: true,
    });
    expect(await h.raw('keys/unlock', { password: 'not it at all' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    await h.call('keys/unlock', { password: PASSWORD });
    expect((await h.call('keys/list')).accounts.map((a: { name: string }) => a.name)).toEqual([
      'Main',
      'Alice',
    ]);
  });

  it('changes the password and removes the previous generation of entries', async () => {
    await h.call('keys/change-password', { currentPassword: PASSWORD, newPassword: 'a brand new password' });
    const names = await kc.entries();
    expect(names.filter((n) => n.startsWith('secret:')).every((n) => n.endsWith(':1'))).toBe(true);
    await h.call('keys/lock');
    await h.call('keys/unlock', { password: 'a brand new password' });
  });

  it('reveals the phrase after re-entering the password', async () => {
    const alice = (await h.call('keys/list')).accounts.find((a: { name: string }) => a.name === 'Alice');
    const { mnemonic } = await h.call('keys/reveal-phrase', {
      accountId: alice.id,
      password: 'a brand new password',
    });
    expect(mnemonic).toBe(ALICE.mnemonic);
  });

  it('keeps every account when the SQLite cache file is deleted, and no secret is in that file', async () => {
    await h.core.close();
    // Every file the core keeps, in sub-folders too (the WalletConnect client's store has its own).
    for (const f of readdirSync(h.dir, { recursive: true }) as string[]) {
      const file = path.join(h.dir, f);
      if (!statSync(file).isFile()) continue;
      expect(readFileSync(file).toString('latin1')).not.toContain(ALICE.mnemonic.slice(0, 30));
    }
    for (const f of readdirSync(h.dir)) rmSync(path.join(h.dir, f), { recursive: true, force: true });
    await h.reopen();
    expect((await h.call('keys/list')).accounts.map((a: { name: string }) => a.name)).toEqual([
      'Main',
      'Alice',
    ]);
    await h.call('keys/unlock', { password: 'a brand new password' });
  });

  it('removes an account and its keychain secret', async () => {
    const alice = (await h.call('keys/list')).accounts.find((a: { name: string }) => a.name === 'Alice');
    await h.call('keys/remove', { accountId: alice.id, password: 'a brand new password' });
    expect(await kc.entries()).not.toContain(`secret:${alice.secretId}:1`);
  });
});
