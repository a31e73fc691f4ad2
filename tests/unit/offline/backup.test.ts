// Specification of the encrypted backup: round trip, and a clear distinct error for every bad file, changing nothing.
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { MAX_BACKUP_BYTES, readBackupHeader, sealBackup } from '../../../electron/core/offline/backup-file';
import { exportBackup, importBackup, readBackup } from '../../../electron/core/offline/backup-service';
import { createFakeKeys, type FakeKeys } from './fake-keys';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const PASSPHRASE = 'correct horse battery staple';
const NOW = new Date('2026-11-22T08:00:00.000Z');
const PRIVATE_KEY = '1'.repeat(64);

async function populatedWallet(): Promise<FakeKeys> {
  const keys = createFakeKeys();
  const main = await keys.importMnemonic({ mnemonic: DEVNET_KEYS.alice.mnemonic, name: 'Main', hdIndex: 0 });
  await keys.deriveAccount({ fromAccountId: main.id, name: 'Savings', hdIndex: 3 });
  await keys.importPrivateKey({ privateKeyHex: PRIVATE_KEY, name: 'Imported' });
  await keys.addWatchOnly({ address: DEVNET_KEYS.bob.address, name: 'Cold storage' });
  return keys;
}

async function backupFile(): Promise<Uint8Array> {
  const keys = await populatedWallet();
  const { file } = await exportBackup({
    keys,
    password: 'wallet-password',
    passphrase: PASSPHRASE,
    now: NOW,
    cost: CHEAP,
  });
  return file;
}

async function refusal(
  run: () => Promise<unknown>,
): Promise<{ code: string; reason: unknown; message: string }> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    const e = error as WalletError;
    return { code: e.code, reason: e.details?.reason, message: e.message };
  }
  throw new Error('expected a refusal');
}

const summaryOf = (keys: FakeKeys) => keys.listAccounts().map((a) => [a.name, a.kind, a.address, a.hdIndex]);

describe('encrypted backup', () => {
  it('stretches a new backup passphrase with scrypt N=2^17, r=8, p=1 (files are portable and attacked offline)', async () => {
    const file = await sealBackup({
      plaintext: '{}',
      passphrase: 'a long backup passphrase',
      now: new Date(0),
    });
    expect(readBackupHeader(file).header.kdf).toMatchObject({ alg: 'scrypt', N: 2 ** 17, r: 8, p: 1 });
  });

  it('restores every account (mnemonic with HD indexes, private key, watch-only) on another machine', async () => {
    const source = await populatedWallet();
    const file = await backupFile();
    const target = createFakeKeys();
    const result = await importBackup({
      keys: target,
      file,
      passphrase: PASSPHRASE,
      password: 'new-password',
      prefix: 'xyz',
      coinType: 118,
      minCost: CHEAP,
    });
    expect(result.imported).toHaveLength(4);
    expect(result.skipped).toEqual([]);
    expect(summaryOf(target)).toEqual(summaryOf(source));
    // Accounts of one mnemonic share one stored secret again.
    const [main, savings] = target.listAccounts();
    expect(main!.secretId).toBe(savings!.secretId);
  });

  it('starts with the magic, a version byte and a header that names scrypt and AES-256-GCM', async () => {
    const file = await backupFile();
    expect(Buffer.from(file.subarray(0, 6)).toString()).toBe('XYZBKP');
    expect(file[6]).toBe(1);
    const { header } = readBackupHeader(file);
    expect(header.kdf).toMatchObject({ alg: 'scrypt', N: 1024, r: 8, p: 1 });
    expect(header.cipher.alg).toBe('aes-256-gcm');
    expect(Buffer.from(file).includes(Buffer.from('pioneer'))).toBe(false);
  });

  it('skips accounts already in the wallet and imports the rest', async () => {
    const file = await backupFile();
    const target = createFakeKeys();
    await target.importMnemonic({ mnemonic: DEVNET_KEYS.alice.mnemonic, name: 'Already here', hdIndex: 0 });
    const result = await importBackup({
      keys: target,
      file,
      passphrase: PASSPHRASE,
      password: 'wallet-password',
      prefix: 'xyz',
      coinType: 118,
      minCost: CHEAP,
    });
    expect(result.skipped.map((s) => s.name)).toEqual(['Main']);
    expect(result.imported).toHaveLength(3);
    expect(new Set(target.listAccounts().map((a) => a.secretId)).size).toBe(3);
  });

  it('refuses a backup passphrase that is short or equal to the wallet password', async () => {
    const keys = await populatedWallet();
    const short = await refusal(() =>
      exportBackup({ keys, password: 'wallet-password', passphrase: 'short', now: NOW, cost: CHEAP }),
    );
    expect(short.code).toBe('invalid_request');
    const same = await refusal(() =>
      exportBackup({
        keys,
        password: 'wallet-password',
        passphrase: 'wallet-password',
        now: NOW,
        cost: CHEAP,
      }),
    );
    expect(same.message).toMatch(/different/);
  });

  it('leaves out (and reports) accounts whose key the key service cannot export', async () => {
    const keys = await populatedWallet();
    keys.privateKeysExportable = false;
    const { file, accounts, excluded } = await exportBackup({
      keys,
      password: 'wallet-password',
      passphrase: PASSPHRASE,
      now: NOW,
      cost: CHEAP,
    });
    expect(accounts).toBe(3);
    expect(excluded.map((e) => e.name)).toEqual(['Imported']);
    expect((await readBackup(file, PASSPHRASE, CHEAP)).accounts.map((a) => a.name)).toEqual([
      'Main',
      'Savings',
      'Cold storage',
    ]);
  });

  it('asks for the wallet password before restoring keyed accounts', async () => {
    const file = await backupFile();
    const target = createFakeKeys();
    const outcome = await refusal(() =>
      importBackup({
        keys: target,
        file,
        passphrase: PASSPHRASE,
        prefix: 'xyz',
        coinType: 118,
        minCost: CHEAP,
      }),
    );
    expect(outcome.code).toBe('wrong_password');
    expect(target.listAccounts()).toEqual([]);
  });

  it('needs the right wallet password to export', async () => {
    const keys = await populatedWallet();
    const result = await refusal(() =>
      exportBackup({ keys, password: 'nope', passphrase: PASSPHRASE, now: NOW, cost: CHEAP }),
    );
    expect(result.code).toBe('wrong_password');
  });
});

describe('a bad backup file gives a clear error and changes nothing', () => {
  async function importInto(file: Uint8Array, passphrase = PASSPHRASE) {
    const target = createFakeKeys();
    const outcome = await refusal(() =>
      importBackup({
        keys: target,
        file,
        passphrase,
        password: 'new-password',
        prefix: 'xyz',
        coinType: 118,
        minCost: CHEAP,
      }),
    );
    expect(target.listAccounts()).toEqual([]);
    return outcome;
  }

  it('wrong passphrase', async () => {
    const outcome = await importInto(await backupFile(), 'not the passphrase at all');
    expect(outcome).toMatchObject({
      code: 'wrong_password',
      reason: 'wrong_passphrase',
      message: 'Wrong passphrase or damaged file.',
    });
  });

  it('tampered ciphertext', async () => {
    const file = await backupFile();
    file[file.length - 20]! ^= 0x01;
    expect((await importInto(file)).reason).toBe('wrong_passphrase');
  });

  it('tampered header (bound as associated data)', async () => {
    const file = await backupFile();
    const text = Buffer.from(file)
      .toString('latin1')
      .replace('"created_at":"2026-11-22T08:00:00.000Z"', '"created_at":"2026-11-22T09:00:00.000Z"');
    expect((await importInto(new Uint8Array(Buffer.from(text, 'latin1')))).reason).toBe('wrong_passphrase');
  });

  it('truncated file', async () => {
    const file = await backupFile();
    expect((await importInto(file.subarray(0, file.length - 10))).reason).toBe('truncated');
    expect((await importInto(file.subarray(0, 40))).reason).toBe('truncated');
    expect((await importInto(file.subarray(0, 8))).reason).toBe('truncated');
  });

  it('not a backup at all', async () => {
    const outcome = await importInto(new Uint8Array(Buffer.from('{"format":"xyz-wallet/signed-tx"}')));
    expect(outcome).toMatchObject({ reason: 'not_a_backup', message: 'This is not an XYZ Wallet backup.' });
    expect((await importInto(new Uint8Array())).reason).toBe('not_a_backup');
  });

  it('unsupported version', async () => {
    const file = await backupFile();
    file[6] = 9;
    const outcome = await importInto(file);
    expect(outcome).toMatchObject({
      reason: 'unsupported_version',
      message: expect.stringContaining('Unsupported backup version 9'),
    });
  });

  it('file too large', async () => {
    const outcome = await importInto(new Uint8Array(MAX_BACKUP_BYTES + 1));
    expect(outcome).toMatchObject({ reason: 'file_too_large' });
  });

  it('header asking for an absurd or malformed scrypt cost (refused before any key derivation)', async () => {
    const file = await backupFile();
    const { header, ciphertext } = readBackupHeader(file);
    for (const kdf of [{ N: 2 ** 30 }, { N: 2 ** 20, r: 16 }, { N: 3000 }]) {
      const headerBytes = Buffer.from(JSON.stringify({ ...header, kdf: { ...header.kdf, ...kdf } }));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(headerBytes.length);
      const rebuilt = Buffer.concat([
        Buffer.from('XYZBKP'),
        Buffer.from([1]),
        length,
        headerBytes,
        ciphertext,
      ]);
      expect((await importInto(new Uint8Array(rebuilt))).reason).toBe('not_a_backup');
    }
  });

  it('decrypts but holds keys that do not give the stored addresses', async () => {
    const payload = await readBackup(await backupFile(), PASSPHRASE, CHEAP);
    payload.accounts[1]!.hd_index = 4;
    const forged = await sealBackup({
      plaintext: JSON.stringify(payload),
      passphrase: PASSPHRASE,
      now: NOW,
      cost: CHEAP,
    });
    expect((await importInto(forged)).reason).toBe('not_a_backup');
  });

  it('fails part-way through the import: everything added is removed again', async () => {
    const file = await backupFile();
    const target = createFakeKeys();
    target.failOnCall(3);
    const outcome = await refusal(() =>
      importBackup({
        keys: target,
        file,
        passphrase: PASSPHRASE,
        password: 'pw-new-123',
        prefix: 'xyz',
        coinType: 118,
        minCost: CHEAP,
      }),
    );
    expect(outcome.code).toBe('storage');
    expect(target.listAccounts()).toEqual([]);
    expect(target.secrets.size).toBe(0);
  });
});
