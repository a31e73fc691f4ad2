// `--keystore file`: the Keychain interface kept in <dataDir>/keystore.json (mode 0600, replaced atomically).
// Each value is what the key vault would put in the OS keychain: secret envelopes are already sealed with the
// password-derived key; the vault header (scrypt salt and check), the account list and the records-copy key are
// not secrets and are stored as the vault hands them over (decision 0500 lists them).
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Keychain } from '../../electron/core/keys/keychain';

export const KEYSTORE_FILE_NAME = 'keystore.json';

interface KeystoreFile {
  v: 1;
  entries: Record<string, string>;
}

export function createFileKeystore(dataDir: string): Keychain & { file: string } {
  const file = path.join(dataDir, KEYSTORE_FILE_NAME);
  const read = (): Record<string, string> => {
    if (!existsSync(file)) return {};
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeystoreFile;
    if (parsed.v !== 1 || typeof parsed.entries !== 'object')
      throw new Error(`${file} is not a keystore file`);
    return parsed.entries;
  };
  const write = (entries: Record<string, string>) => {
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify({ v: 1, entries } satisfies KeystoreFile), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
  };
  return {
    file,
    get: async (account) => read()[account] ?? null,
    async set(account, secret) {
      write({ ...read(), [account]: secret });
    },
    async delete(account) {
      const entries = read();
      if (!(account in entries)) return false;
      delete entries[account];
      write(entries);
      return true;
    },
  };
}
