// The keys channels, driven through the router exactly as IPC would, with the in-memory keychain.
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64 } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';
import { openHarness, openKeyService, PASSWORD, type Harness } from './harness';

const ALICE = DEVNET_KEYS.alice;
const BOB = DEVNET_KEYS.bob;
let h: Harness;

beforeEach(async () => {
  h = await openHarness();
});
afterEach(async () => {
  await h.dispose();
});

async function createWallet(name = 'Main') {
  const draft = await h.call('keys/generate-mnemonic');
  const words = draft.mnemonic.split(' ');
  const account = await h.call('keys/create', {
    draftId: draft.draftId,
    confirmWords: draft.confirmIndices.map((i: number) => words[i]),
    name,
    password: PASSWORD,
  });
  return { draft, account };
}

describe('creating a wallet', () => {
  it('starts with no password, locked, and the keychain available', async () => {
    expect(await h.call('keys/status')).toEqual({
      hasPassword: false,
      locked: true,
      autoLockMinutes: 15,
      keychainAvailable: true,
      retryAt: null,
    });
  });

  it('shows a 24-word phrase once and stores it after the confirmation words match', async () => {
    const { draft, account } = await createWallet();
    expect(draft.mnemonic.split(' ')).toHaveLength(24);
    expect(account).toMatchObject({ name: 'Main', kind: 'mnemonic', hdIndex: 0, coinType: 118 });
    expect(account.address).toMatch(/^xyz1/);
    expect(await h.call('keys/status')).toMatchObject({ hasPassword: true, locked: false });
    const again = await h.raw('keys/create', { draftId: draft.draftId, confirmWords: ['x'], name: 'Again' });
    expect(again).toMatchObject({ ok: false, error: { code: 'expired' } });
  });

  it('refuses wrong confirmation words and keeps the draft for another try', async () => {
    const draft = await h.call('keys/generate-mnemonic');
    const bad = await h.raw('keys/create', {
      draftId: draft.draftId,
      confirmWords: ['zoo', 'zoo', 'zoo'],
      name: 'M',
      password: PASSWORD,
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_mnemonic' } });
    const words = draft.mnemonic.split(' ');
    await h.call('keys/create', {
      draftId: draft.draftId,
      confirmWords: draft.confirmIndices.map((i: number) => words[i]),
      name: 'M',
      password: PASSWORD,
    });
  });

  it('forgets a generated phrase after 15 minutes', async () => {
    const draft = await h.call('keys/generate-mnemonic');
    h.clock.now += 15 * 60_000;
    const words = draft.mnemonic.split(' ');
    const result = await h.raw('keys/create', {
      draftId: draft.draftId,
      confirmWords: draft.confirmIndices.map((i: number) => words[i]),
      name: 'M',
      password: PASSWORD,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'expired' } });
  });

  it('asks for a password when none exists yet', async () => {
    const result = await h.raw('keys/import-mnemonic', { mnemonic: ALICE.mnemonic, name: 'Alice' });
    expect(result).toMatchObject({ ok: false, error: { code: 'no_wallet' } });
    const short = await h.raw('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: 'short',
    });
    expect(short).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
  });
});

describe('importing accounts', () => {
  it('imports a mnemonic to the same address cosmjs derives, and refuses a duplicate', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    expect(alice.address).toBe(ALICE.address);
    const dup = await h.raw('keys/import-mnemonic', { mnemonic: ALICE.mnemonic, name: 'Alice again' });
    expect(dup).toMatchObject({ ok: false, error: { code: 'already_exists' } });
  });

  it('handles a double-submitted first import: one vault, one account, the other answers already_exists', async () => {
    const request = { mnemonic: ALICE.mnemonic, name: 'Alice', password: PASSWORD };
    const [first, second] = await Promise.all([
      h.raw('keys/import-mnemonic', request),
      h.raw('keys/import-mnemonic', request),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'already_exists' } });
    const [pk1, pk2] = await Promise.all([
      h.raw('keys/import-private-key', { privateKeyHex: '2a'.repeat(32), name: 'A' }),
      h.raw('keys/import-private-key', { privateKeyHex: '2b'.repeat(32), name: 'B' }),
    ]);
    expect([pk1.ok, pk2.ok]).toEqual([true, true]);
    await h.call('keys/lock');
    await h.call('keys/unlock', { password: PASSWORD });
    const alice = (await h.call('keys/list')).accounts.find((a: { name: string }) => a.name === 'Alice');
    expect((await h.call('keys/reveal-phrase', { accountId: alice.id, password: PASSWORD })).mnemonic).toBe(
      ALICE.mnemonic,
    );
  });

  it('keeps one vault when two first-time imports with different keys race', async () => {
    const [a, b] = await Promise.all([
      h.raw('keys/import-private-key', { privateKeyHex: '2a'.repeat(32), name: 'A', password: PASSWORD }),
      h.raw('keys/import-private-key', {
        privateKeyHex: '2b'.repeat(32),
        name: 'B',
        password: 'another password',
      }),
    ]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    await h.call('keys/lock');
    await h.call('keys/unlock', { password: PASSWORD });
    for (const account of (await h.call('keys/list')).accounts) {
      expect((await h.raw('keys/remove', { accountId: account.id, password: PASSWORD })).ok).toBe(true);
    }
  });

  it('rejects a mnemonic with a bad checksum', async () => {
    const words = ALICE.mnemonic.split(' ');
    words[23] = words[23] === 'found' ? 'abandon' : 'found';
    const result = await h.raw('keys/import-mnemonic', {
      mnemonic: words.join(' '),
      name: 'A',
      password: PASSWORD,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_mnemonic' } });
  });

  it('derives further HD accounts from the same phrase', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    const second = await h.call('keys/derive-account', { fromAccountId: alice.id, name: 'Alice 2' });
    expect(second).toMatchObject({ hdIndex: 1, secretId: alice.secretId });
    const fifth = await h.call('keys/derive-account', {
      fromAccountId: alice.id,
      name: 'Alice 5',
      hdIndex: 5,
    });
    expect(fifth.hdIndex).toBe(5);
    const dup = await h.raw('keys/derive-account', { fromAccountId: alice.id, name: 'x', hdIndex: 1 });
    expect(dup).toMatchObject({ ok: false, error: { code: 'already_exists' } });
  });

  it('imports a private key and a watch-only address', async () => {
    const pk = await h.call('keys/import-private-key', {
      privateKeyHex: '2a'.repeat(32),
      name: 'PK',
      password: PASSWORD,
    });
    expect(pk.kind).toBe('private_key');
    const bob = await h.call('keys/add-watch-only', { address: BOB.address, name: 'Bob' });
    expect(bob).toMatchObject({ kind: 'watch_only', address: BOB.address, secretId: null });
    const bad = await h.raw('keys/add-watch-only', { address: 'cosmos1abc', name: 'X' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_address' } });
  });

  it('adds watch-only accounts without any password', async () => {
    await h.call('keys/add-watch-only', { address: BOB.address, name: 'Bob' });
    const list = await h.call('keys/list');
    expect(list.accounts).toHaveLength(1);
    expect(list.activeAccountId).toBe(list.accounts[0].id);
  });
});

describe('managing accounts', () => {
  it('renames, selects and removes accounts; removing a keyed account needs the password', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    const bob = await h.call('keys/add-watch-only', { address: BOB.address, name: 'Bob' });
    expect((await h.call('keys/rename', { accountId: bob.id, name: 'Bobby' })).name).toBe('Bobby');
    expect(await h.call('keys/select', { accountId: bob.id })).toEqual({ activeAccountId: bob.id });
    expect(await h.raw('keys/remove', { accountId: alice.id })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    await h.call('keys/remove', { accountId: alice.id, password: PASSWORD });
    expect(h.keychain.entries.has(`secret:${alice.secretId}:0`)).toBe(false);
    await h.call('keys/remove', { accountId: bob.id });
    expect((await h.call('keys/list')).accounts).toEqual([]);
    expect(await h.raw('keys/rename', { accountId: bob.id, name: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('keeps a shared mnemonic secret until its last account is removed', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    const second = await h.call('keys/derive-account', { fromAccountId: alice.id, name: 'Alice 2' });
    await h.call('keys/remove', { accountId: alice.id, password: PASSWORD });
    expect(h.keychain.entries.has(`secret:${alice.secretId}:0`)).toBe(true);
    expect((await h.call('keys/reveal-phrase', { accountId: second.id, password: PASSWORD })).mnemonic).toBe(
      ALICE.mnemonic,
    );
  });
});

describe('lock, unlock and passwords', () => {
  it('locks and unlocks, pushing lock events', async () => {
    await createWallet();
    await h.call('keys/lock');
    expect(await h.call('keys/status')).toMatchObject({ locked: true });
    expect(await h.raw('keys/unlock', { password: 'nope nope' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    await h.call('keys/unlock', { password: PASSWORD });
    const lockEvents = h.events.filter((e) => e.event === 'lock/changed').map((e) => e.payload);
    expect(lockEvents).toEqual([
      { locked: false, reason: 'unlock' },
      { locked: true, reason: 'manual' },
      { locked: false, reason: 'unlock' },
    ]);
  });

  it('auto-locks after the idle time and app/activity postpones it', async () => {
    await createWallet();
    await h.call('settings/update', { autoLockMinutes: 5 });
    h.clock.now += 4 * 60_000;
    expect((await h.call('app/activity')).lockInMs).toBe(5 * 60_000);
    h.clock.now += 4 * 60_000;
    expect(await h.call('keys/status')).toMatchObject({ locked: false });
    h.clock.now += 60_000;
    expect(await h.call('keys/status')).toMatchObject({ locked: true });
    expect(h.events.at(-1)).toEqual({ event: 'lock/changed', payload: { locked: true, reason: 'idle' } });
    expect((await h.call('app/activity')).lockInMs).toBeNull();
  });

  it('never auto-locks when the setting is 0', async () => {
    await createWallet();
    await h.call('settings/update', { autoLockMinutes: 0 });
    h.clock.now += 10 * 24 * 3600_000;
    expect(await h.call('keys/status')).toMatchObject({ locked: false });
  });

  it('throttles wrong passwords with a growing delay', async () => {
    await createWallet();
    await h.call('keys/lock');
    for (let i = 0; i < 3; i++) await h.raw('keys/unlock', { password: 'wrong password' });
    const throttled = await h.raw('keys/unlock', { password: PASSWORD });
    expect(throttled).toMatchObject({
      ok: false,
      error: { code: 'throttled', details: { retryAfterMs: 1000 } },
    });
    expect((await h.call('keys/status')).retryAt).toBe(h.clock.now + 1000);
    h.clock.now += 1000;
    await h.call('keys/unlock', { password: PASSWORD });
  });

  it('changes the password: the old one stops working, every secret still opens', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    await h.call('keys/import-private-key', { privateKeyHex: '2a'.repeat(32), name: 'PK' });
    const bad = await h.raw('keys/change-password', {
      currentPassword: 'wrong!!!',
      newPassword: 'new password 1',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
    await h.call('keys/change-password', { currentPassword: PASSWORD, newPassword: 'new password 1' });
    await h.call('keys/lock');
    expect(await h.raw('keys/unlock', { password: PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    await h.call('keys/unlock', { password: 'new password 1' });
    expect(
      (await h.call('keys/reveal-phrase', { accountId: alice.id, password: 'new password 1' })).mnemonic,
    ).toBe(ALICE.mnemonic);
    expect(
      [...h.keychain.entries.keys()].filter((k) => k.startsWith('secret:')).every((k) => k.endsWith(':1')),
    ).toBe(true);
  });

  it('keeps the old password working when the keychain fails half-way through a password change', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    await h.call('keys/import-private-key', { privateKeyHex: '2a'.repeat(32), name: 'PK' });
    const realSet = h.keychain.set.bind(h.keychain);
    let writes = 0;
    h.keychain.set = async (account, secret) => {
      writes += 1;
      if (writes === 2) throw new Error('disk full');
      return realSet(account, secret);
    };
    const result = await h.raw('keys/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'new password 1',
    });
    expect(result.ok).toBe(false);
    h.keychain.set = realSet;
    await h.call('keys/lock');
    await h.call('keys/unlock', { password: PASSWORD });
    expect((await h.call('keys/reveal-phrase', { accountId: alice.id, password: PASSWORD })).mnemonic).toBe(
      ALICE.mnemonic,
    );
  });

  it('reveals a recovery phrase only with the password and only for phrase accounts', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    const pk = await h.call('keys/import-private-key', { privateKeyHex: '2a'.repeat(32), name: 'PK' });
    expect(await h.raw('keys/reveal-phrase', { accountId: alice.id, password: 'wrong pw' })).toMatchObject({
      ok: false,
      error: { code: 'wrong_password' },
    });
    expect(await h.raw('keys/reveal-phrase', { accountId: pk.id, password: PASSWORD })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });
});

describe('forgot password', () => {
  it('keys/reset deletes every key and keyed account, keeps watch-only ones, and allows a new password', async () => {
    await h.call('keys/import-mnemonic', { mnemonic: ALICE.mnemonic, name: 'Alice', password: PASSWORD });
    await h.call('keys/add-watch-only', { address: BOB.address, name: 'Bob' });
    expect(await h.raw('keys/reset', { confirm: 'delete all keys' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await h.call('keys/reset', { confirm: 'DELETE ALL KEYS' })).toEqual({ removedAccounts: 1 });
    expect([...h.keychain.entries.keys()].filter((k) => k === 'vault' || k.startsWith('secret:'))).toEqual(
      [],
    );
    expect(await h.call('keys/status')).toMatchObject({ hasPassword: false, locked: true });
    expect((await h.call('keys/list')).accounts.map((a: { name: string }) => a.name)).toEqual(['Bob']);
    await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: 'a new password',
    });
    await h.call('keys/lock');
    await h.call('keys/unlock', { password: 'a new password' });
  });
});

describe('where secrets live', () => {
  it('never writes a mnemonic or private key to SQLite files or the keychain in plaintext', async () => {
    await h.call('keys/import-mnemonic', { mnemonic: ALICE.mnemonic, name: 'Alice', password: PASSWORD });
    await h.call('keys/import-private-key', { privateKeyHex: '2a'.repeat(32), name: 'PK' });
    await h.reopen();
    // Every file the core keeps, in sub-folders too (the WalletConnect client's store has its own).
    const files = (readdirSync(h.dir, { recursive: true }) as string[])
      .map((f) => path.join(h.dir, f))
      .filter((f) => statSync(f).isFile())
      .map((f) => readFileSync(f).toString('latin1'));
    const keychainText = [...h.keychain.entries.values()].join('\n');
    for (const text of [...files, keychainText]) {
      expect(text).not.toContain('pioneer devote garment');
      expect(text).not.toContain('2a'.repeat(32));
      expect(text).not.toContain(PASSWORD);
    }
  });

  it('reports a missing keychain plainly and creates nothing', async () => {
    const broken = await openHarness({ keychain: createMemoryKeychain({ failing: true }) });
    try {
      expect(await broken.call('keys/status')).toMatchObject({ keychainAvailable: false });
      expect((await broken.call('app/info')).startupWarnings).toEqual([{ code: 'keychain_missing' }]);
      const result = await broken.raw('keys/import-mnemonic', {
        mnemonic: ALICE.mnemonic,
        name: 'A',
        password: PASSWORD,
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
      expect((await broken.call('keys/list')).accounts).toEqual([]);
      await broken.call('keys/add-watch-only', { address: BOB.address, name: 'Bob' });
    } finally {
      await broken.dispose();
    }
  });

  it('restores the account list from the keychain when the cache file is deleted', async () => {
    const alice = await h.call('keys/import-mnemonic', {
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    await h.call('keys/add-watch-only', { address: BOB.address, name: 'Bob' });
    await h.core.close();
    for (const f of readdirSync(h.dir)) rmSync(path.join(h.dir, f), { recursive: true, force: true });
    await h.reopen();
    const list = await h.call('keys/list');
    expect(list.accounts.map((a: { name: string }) => a.name)).toEqual(['Alice', 'Bob']);
    await h.call('keys/unlock', { password: PASSWORD });
    expect((await h.call('keys/reveal-phrase', { accountId: alice.id, password: PASSWORD })).mnemonic).toBe(
      ALICE.mnemonic,
    );
  });
});

describe('signers through the key service', () => {
  it('produce signatures that verify, refuse watch-only accounts and stop working after lock', async () => {
    const keys = await openKeyService();
    const alice = await keys.importMnemonic({ mnemonic: ALICE.mnemonic, name: 'Alice', password: PASSWORD });
    const bob = await keys.addWatchOnly({ address: BOB.address, name: 'Bob' });
    const signer = await keys.getSigner(alice.id);
    expect((await signer.getAccounts())[0]?.address).toBe(ALICE.address);
    const signDoc = {
      bodyBytes: new Uint8Array([1, 2, 3]),
      authInfoBytes: new Uint8Array([4, 5]),
      chainId: 'xyz-devnet-1',
      accountNumber: 7n,
    };
    const { signature } = await signer.signDirect(ALICE.address, signDoc);
    const ok = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)),
      sha256(makeSignBytes(signDoc)),
      fromBase64(alice.pubkey!),
    );
    expect(ok).toBe(true);
    await expect(keys.getSigner(bob.id)).rejects.toMatchObject({ code: 'watch_only' });
    keys.lock();
    await expect(signer.signDirect(ALICE.address, signDoc)).rejects.toMatchObject({ code: 'locked' });
    await expect(keys.getSigner(alice.id)).rejects.toMatchObject({ code: 'locked' });
  });

  it('reveal a private key to core (backup export) only with the password and only for private-key accounts', async () => {
    const keys = await openKeyService();
    const pk = await keys.importPrivateKey({
      privateKeyHex: '0x' + '2A'.repeat(32),
      name: 'PK',
      password: PASSWORD,
    });
    const alice = await keys.importMnemonic({ mnemonic: ALICE.mnemonic, name: 'Alice' });
    expect(await keys.revealPrivateKey(pk.id, PASSWORD)).toEqual({ privateKeyHex: '2a'.repeat(32) });
    await expect(keys.revealPrivateKey(pk.id, 'wrong password')).rejects.toMatchObject({
      code: 'wrong_password',
    });
    await expect(keys.revealPrivateKey(alice.id, PASSWORD)).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
