// The WalletConnect client's key-value storage: one private JSON file in the wallet's data directory, written whole
// and atomically (its session keys let a relay peer be impersonated, so only this user may read it).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../cache/private-files';

export function createFileStorage(dir: string, name = 'walletconnect.json') {
  ensurePrivateDir(dir);
  const file = path.join(dir, name);
  let items = new Map<string, unknown>();
  try {
    items = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>));
  } catch {
    // none yet, or damaged: start empty (sessions are re-made by pairing again)
  }
  const save = () => {
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries(items)), { mode: PRIVATE_FILE_MODE });
    renameSync(tmp, file);
  };
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as Array<[string, T]>,
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      items.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      save();
    },
    removeItem: async (key: string) => {
      items.delete(key);
      save();
    },
  };
}
