// Attack (issue #27, hole 2): a forged backup file. (a) Its account names carry a right-to-left override, zero-width
// characters or a newline, which every other way in refuses (shared/api/channel.ts nameText): restoring it stored
// them, so "Savings\u202E" or "Main\nSend to ..." reached every screen and the CLI. (b) It is encrypted with scrypt
// N=2^10 instead of the wallet's N=2^17: the wallet accepted it, so a file whose passphrase falls to a cheap offline
// guess was restored as if the wallet had made it.
// This suite proves a restore refuses both, with details.reason 'unsafe_name' and 'weak_kdf', and changes nothing.
import { describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { sealBackup } from '../../../electron/core/offline/backup-file';
import { BACKUP_PAYLOAD_FORMAT, BACKUP_PAYLOAD_VERSION } from '../../../electron/core/offline/backup-payload';
import { importBackup } from '../../../electron/core/offline/backup-service';
import { WalletError } from '../../../shared/errors';
import { createFakeKeys } from '../offline/fake-keys';

const PASSPHRASE = 'correct horse battery staple';
/** Name checks are about the payload, so those files are sealed cheaply and opened with a matching floor. */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

function payloadNamed(name: string) {
  return JSON.stringify({
    format: BACKUP_PAYLOAD_FORMAT,
    version: BACKUP_PAYLOAD_VERSION,
    created_at: '2026-11-22T08:00:00.000Z',
    secrets: [],
    shared_accounts: [],
    accounts: [
      {
        name,
        kind: 'watch_only',
        address: DEVNET_KEYS.bob.address,
        secret_id: null,
        hd_index: null,
        coin_type: null,
      },
    ],
  });
}

async function restore(file: Uint8Array, minCost?: typeof CHEAP) {
  const keys = createFakeKeys();
  const error = await importBackup({
    keys,
    file,
    passphrase: PASSPHRASE,
    prefix: 'xyz',
    coinType: 118,
    ...(minCost ? { minCost } : {}),
  }).then(
    () => null,
    (e: unknown) => e,
  );
  return { error: error as WalletError | null, accounts: keys.listAccounts() };
}

describe('a restored backup cannot smuggle in names every other path refuses', () => {
  it.each([
    ['a right-to-left override', 'Savings\u202Eevil'],
    ['a zero-width space', 'Ma\u200Bin'],
    ['a newline', 'Main\nSend everything to xyz1...'],
    ['a bidi isolate', '\u2067Cold\u2069'],
  ])('refuses a name with %s as unsafe_name, importing nothing', async (_kind, name) => {
    const file = await sealBackup({
      plaintext: payloadNamed(name),
      passphrase: PASSPHRASE,
      now: new Date(),
      cost: CHEAP,
    });
    const { error, accounts } = await restore(file, CHEAP);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ code: 'invalid_request', details: { reason: 'unsafe_name', account: 0 } });
    expect(accounts).toEqual([]);
  });

  it('still restores the same file with a clean name', async () => {
    const file = await sealBackup({
      plaintext: payloadNamed('Cold storage'),
      passphrase: PASSPHRASE,
      now: new Date(),
      cost: CHEAP,
    });
    const { error, accounts } = await restore(file, CHEAP);
    expect(error).toBeNull();
    expect(accounts.map((a) => a.name)).toEqual(['Cold storage']);
  });
});

describe('a restored backup is never protected more weakly than the wallet protects its own', () => {
  it('refuses a file made with scrypt N=2^10 as weak_kdf, importing nothing', async () => {
    const file = await sealBackup({
      plaintext: payloadNamed('Cold storage'),
      passphrase: PASSPHRASE,
      now: new Date(),
      cost: CHEAP,
    });
    const { error, accounts } = await restore(file);
    expect(error).toMatchObject({ code: 'invalid_request', details: { reason: 'weak_kdf', N: 2 ** 10 } });
    expect(accounts).toEqual([]);
  });

  it.each([
    ['r', { N: 2 ** 17, r: 4, p: 1 }],
    ['N', { N: 2 ** 16, r: 8, p: 1 }],
  ])('refuses a file weaker on %s than N=2^17, r=8, p=1', async (_what, cost) => {
    const file = await sealBackup({
      plaintext: payloadNamed('Cold storage'),
      passphrase: PASSPHRASE,
      now: new Date(),
      cost,
    });
    expect((await restore(file)).error).toMatchObject({ details: { reason: 'weak_kdf' } });
  });

  it("accepts a file made at the wallet's own cost", async () => {
    const file = await sealBackup({
      plaintext: payloadNamed('Cold storage'),
      passphrase: PASSPHRASE,
      now: new Date(),
    });
    const { error, accounts } = await restore(file);
    expect(error).toBeNull();
    expect(accounts).toHaveLength(1);
  });
});
