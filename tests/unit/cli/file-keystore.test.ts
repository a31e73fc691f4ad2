// The --keystore file Keychain: entries survive a reopen, the file is private (0600) and replaced atomically, and the
// records-copy key is sealed with the wallet password (never in the clear; older files are re-sealed).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFileLock } from '../../../cli/io/file-lock';
import { createFileKeystore } from '../../../cli/io/file-keystore';
import { RECORDS_COPY_KEY_ENTRY } from '../../../electron/core/recovery/records-copy';
import { readSecretFile } from '../../../cli/io/terminal';

const dir = () => mkdtempSync(path.join(tmpdir(), 'xyz-keystore-'));

describe('file keystore', () => {
  it('keeps entries across instances and deletes them', async () => {
    const dataDir = dir();
    await createFileKeystore(dataDir).set('vault', '{"v":1}');
    const again = createFileKeystore(dataDir);
    expect(await again.get('vault')).toBe('{"v":1}');
    expect(await again.get('missing')).toBeNull();
    expect(await again.delete('vault')).toBe(true);
    expect(await again.delete('vault')).toBe(false);
  });

  it('writes keystore.json with mode 0600 and leaves no temporary file', async () => {
    const dataDir = dir();
    const keystore = createFileKeystore(dataDir);
    await keystore.set('secret:a', 'sealed');
    expect(statSync(keystore.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['keystore.json']);
    expect(JSON.parse(readFileSync(keystore.file, 'utf8'))).toEqual({
      v: 1,
      entries: { 'secret:a': 'sealed' },
    });
  });

  it('refuses a file that is not a keystore', async () => {
    const dataDir = dir();
    writeFileSync(path.join(dataDir, 'keystore.json'), '{"v":2}');
    await expect(createFileKeystore(dataDir).get('vault')).rejects.toThrow(/not a keystore file/);
  });
});

const CHEAP = { scrypt: { N: 2 ** 10, r: 8, p: 1 } };
const COPY_KEY = 'c2VjcmV0LXJlY29yZHMtY29weS1rZXktMzItYnl0ZXMhIQ==';
const entriesOf = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string> }).entries;

describe('the records-copy key in the file keystore', () => {
  it('is written only sealed with the password, and opens again with it', async () => {
    const dataDir = dir();
    const keystore = createFileKeystore(dataDir, CHEAP);
    await keystore.usePassword('wallet password');
    await keystore.set(RECORDS_COPY_KEY_ENTRY, COPY_KEY);
    const text = readFileSync(keystore.file, 'utf8');
    expect(text).not.toContain(COPY_KEY);
    expect(text).not.toContain('wallet password');
    expect(JSON.parse(entriesOf(keystore.file)[RECORDS_COPY_KEY_ENTRY]!)).toMatchObject({
      sealed: 'password',
      kdf: { alg: 'scrypt' },
      envelope: { alg: 'aes-256-gcm' },
    });
    const reopened = createFileKeystore(dataDir, CHEAP);
    await expect(reopened.get(RECORDS_COPY_KEY_ENTRY)).rejects.toThrow(/sealed until the wallet password/);
    await reopened.usePassword('wallet password');
    expect(await reopened.get(RECORDS_COPY_KEY_ENTRY)).toBe(COPY_KEY);
  });

  it('waits in memory when set before the password is known, then is written sealed', async () => {
    const keystore = createFileKeystore(dir(), CHEAP);
    await keystore.set('vault', '{"v":1}');
    await keystore.set(RECORDS_COPY_KEY_ENTRY, COPY_KEY);
    expect(entriesOf(keystore.file)[RECORDS_COPY_KEY_ENTRY]).toBeUndefined();
    expect(await keystore.get(RECORDS_COPY_KEY_ENTRY)).toBe(COPY_KEY);
    await keystore.usePassword('first password');
    expect(readFileSync(keystore.file, 'utf8')).not.toContain(COPY_KEY);
    expect(await keystore.get(RECORDS_COPY_KEY_ENTRY)).toBe(COPY_KEY);
  });

  it('re-seals a keystore written with the key in the clear (migration), keeping the other entries', async () => {
    const dataDir = dir();
    writeFileSync(
      path.join(dataDir, 'keystore.json'),
      JSON.stringify({ v: 1, entries: { vault: '{"v":1}', [RECORDS_COPY_KEY_ENTRY]: COPY_KEY } }),
    );
    const keystore = createFileKeystore(dataDir, CHEAP);
    expect(await keystore.get(RECORDS_COPY_KEY_ENTRY)).toBe(COPY_KEY);
    await keystore.usePassword('wallet password');
    expect(readFileSync(keystore.file, 'utf8')).not.toContain(COPY_KEY);
    expect(entriesOf(keystore.file).vault).toBe('{"v":1}');
    expect(await createFileKeystore(dataDir, CHEAP).get('vault')).toBe('{"v":1}');
    const again = createFileKeystore(dataDir, CHEAP);
    await again.usePassword('wallet password');
    expect(await again.get(RECORDS_COPY_KEY_ENTRY)).toBe(COPY_KEY);
  });

  it('a sealed key another password does not open reads as no key (the copy gets a new one)', async () => {
    const dataDir = dir();
    const first = createFileKeystore(dataDir, CHEAP);
    await first.usePassword('abandoned first password');
    await first.set(RECORDS_COPY_KEY_ENTRY, COPY_KEY);
    const second = createFileKeystore(dataDir, CHEAP);
    await second.usePassword('the wallet password');
    expect(await second.get(RECORDS_COPY_KEY_ENTRY)).toBeNull();
  });
});

describe('the keystore lock', () => {
  it('serialises read-modify-writes: entries set at the same time by two instances all survive', async () => {
    const dataDir = dir();
    const a = createFileKeystore(dataDir);
    const b = createFileKeystore(dataDir);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).set(`secret:${i}`, `sealed ${i}`)),
    );
    expect(Object.keys(entriesOf(a.file))).toHaveLength(20);
    expect(readdirSync(dataDir)).toEqual(['keystore.json']);
  });

  it('takes over a lock whose process is gone, and reports a live one as busy after the timeout', async () => {
    const lock = path.join(dir(), 'keystore.json.lock');
    writeFileSync(lock, '999999999');
    expect(await withFileLock(lock, () => 'ran')).toBe('ran');
    writeFileSync(lock, String(process.pid));
    await expect(withFileLock(lock, () => 'ran', 100)).rejects.toMatchObject({
      code: 'storage',
      details: { reason: 'busy' },
    });
  });
});

describe('secret files', () => {
  it('read the first line without its newline, never trimmed otherwise', () => {
    const file = path.join(dir(), 'pw');
    writeFileSync(file, ' spaced password \nsecond line\n');
    expect(readSecretFile(file, '--password-file')).toBe(' spaced password ');
  });

  it('an empty or missing file is a usage error naming the option', () => {
    const file = path.join(dir(), 'empty');
    writeFileSync(file, '\n');
    expect(() => readSecretFile(file, '--password-file')).toThrow(/--password-file is empty/);
    expect(() => readSecretFile(path.join(dir(), 'nope'), '--phrase-file')).toThrow(
      /Cannot read --phrase-file/,
    );
  });
});
