// Test double of the OS keychain kept in one JSON file, so a wallet killed in one process is reopened by another.
// Values are what the key vault stores there (already encrypted); each write replaces the file atomically.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Keychain } from '../../../../electron/core/keys/keychain';

export function createFileKeychain(file: string): Keychain {
  const read = (): Record<string, string> =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const write = (entries: Record<string, string>) => {
    writeFileSync(`${file}.tmp`, JSON.stringify(entries));
    renameSync(`${file}.tmp`, file);
  };
  return {
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
