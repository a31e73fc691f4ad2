// The --keystore file Keychain: entries survive a reopen, the file is private (0600) and replaced atomically.
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileKeystore } from '../../../cli/io/file-keystore';
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
    expect(existsSync(`${keystore.file}.tmp`)).toBe(false);
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
