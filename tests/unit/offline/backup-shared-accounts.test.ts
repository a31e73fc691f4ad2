// A backup keeps shared (k-of-n) accounts: their definitions restore with the keyed accounts, each checked against
// its address; a version 1 file (from before shared accounts) is still read.
import { fromBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { sealBackup } from '../../../electron/core/offline/backup-file';
import { exportBackup, importBackup, readBackup } from '../../../electron/core/offline/backup-service';
import { sharedInfoOf } from '../../../shared/multisig/definition';
import { multisigAddress } from '../../../shared/multisig/pubkey';
import { WalletError } from '../../../shared/errors';
import { createFakeKeys, type FakeKeys } from './fake-keys';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const PASSPHRASE = 'correct horse battery staple';
const NOW = new Date('2026-11-28T08:00:00.000Z');

async function walletWithSharedAccount(): Promise<FakeKeys> {
  const keys = createFakeKeys();
  const main = await keys.importMnemonic({ mnemonic: DEVNET_KEYS.alice.mnemonic, name: 'Main', hdIndex: 0 });
  const other = await keys.importPrivateKey({ privateKeyHex: '3'.repeat(64), name: 'Other' });
  const members = [main, other].map((a) => ({ pubkey: a.pubkey!, name: a.name }));
  const address = multisigAddress(
    { threshold: 2, publicKeys: members.map((m) => fromBase64(m.pubkey)) },
    'xyz',
  );
  await keys.addSharedAccount({
    name: 'Treasury',
    address,
    multisig: sharedInfoOf({ address, threshold: 2, members }, 'xyz'),
  });
  return keys;
}

const exported = async (keys: FakeKeys) =>
  exportBackup({ keys, password: 'wallet-password', passphrase: PASSPHRASE, now: NOW, cost: CHEAP });

const restore = (keys: FakeKeys, file: Uint8Array) =>
  importBackup({
    keys,
    file,
    passphrase: PASSPHRASE,
    password: 'pw-new-123',
    prefix: 'xyz',
    coinType: 118,
    minCost: CHEAP,
  });

const reseal = (plaintext: unknown) =>
  sealBackup({ plaintext: JSON.stringify(plaintext), passphrase: PASSPHRASE, now: NOW, cost: CHEAP });

async function reasonOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return (error as WalletError).details?.reason;
  }
  throw new Error('expected a refusal');
}

const sharedOf = (keys: FakeKeys) =>
  keys
    .listAccounts()
    .filter((a) => a.kind === 'multisig')
    .map((a) => ({ name: a.name, address: a.address, multisig: a.multisig }));

describe('shared accounts in the encrypted backup', () => {
  it('exports the definition (threshold, member keys and names) and restores the same shared account', async () => {
    const source = await walletWithSharedAccount();
    const { file, accounts, excluded } = await exported(source);
    expect(accounts).toBe(3);
    expect(excluded).toEqual([]);
    const payload = await readBackup(file, PASSPHRASE, CHEAP);
    expect(payload.version).toBe(2);
    expect(payload.shared_accounts).toHaveLength(1);
    expect(payload.shared_accounts![0]!.account.threshold).toBe(2);
    const target = createFakeKeys();
    const result = await restore(target, file);
    expect(result.imported.map((a) => a.kind)).toEqual(['mnemonic', 'private_key', 'multisig']);
    expect(sharedOf(target)).toEqual(sharedOf(source));
  });

  it('skips a shared account the wallet already has, as it does keyed accounts', async () => {
    const source = await walletWithSharedAccount();
    const { file } = await exported(source);
    const target = createFakeKeys();
    await restore(target, file);
    const again = await restore(target, file);
    expect(again.imported).toEqual([]);
    expect(again.skipped.map((s) => s.name)).toEqual(['Main', 'Other', 'Treasury']);
    expect(sharedOf(target)).toHaveLength(1);
  });

  it('refuses a file whose shared account members or threshold do not give its address, adding nothing', async () => {
    const payload = await readBackup(
      (await exported(await walletWithSharedAccount())).file,
      PASSPHRASE,
      CHEAP,
    );
    // An attacker who can write the file swaps in their own key: the address no longer follows from the members.
    payload.shared_accounts![0]!.account.members[1]!.pubkey = 'A+5VPpU8ghudj/6RiyGTgUVmzDYR7vFRjBZ4r6NH4z6c';
    const target = createFakeKeys();
    expect(await reasonOf(async () => restore(target, await reseal(payload)))).toBe('not_a_backup');
    expect(target.listAccounts()).toEqual([]);
  });

  it('refuses a version 2 file without its shared-account list and a version 1 file with one', async () => {
    const payload = await readBackup(
      (await exported(await walletWithSharedAccount())).file,
      PASSPHRASE,
      CHEAP,
    );
    const { shared_accounts: _omitted, ...withoutList } = payload;
    expect(await reasonOf(async () => readBackup(await reseal(withoutList), PASSPHRASE, CHEAP))).toBe(
      'not_a_backup',
    );
    expect(
      await reasonOf(async () => readBackup(await reseal({ ...payload, version: 1 }), PASSPHRASE, CHEAP)),
    ).toBe('not_a_backup');
  });

  it('still restores a version 1 file (written before shared accounts were kept)', async () => {
    const payload = await readBackup(
      (await exported(await walletWithSharedAccount())).file,
      PASSPHRASE,
      CHEAP,
    );
    const { shared_accounts: _dropped, ...rest } = payload;
    const target = createFakeKeys();
    const result = await restore(target, await reseal({ ...rest, version: 1 }));
    expect(result.imported.map((a) => a.name)).toEqual(['Main', 'Other']);
  });

  it('rolls back the shared account too when a later step fails', async () => {
    const { file } = await exported(await walletWithSharedAccount());
    const target = createFakeKeys();
    target.failOnCall(3); // the third import call adds the shared account
    await expect(restore(target, file)).rejects.toMatchObject({ code: 'storage' });
    expect(target.listAccounts()).toEqual([]);
  });
});
