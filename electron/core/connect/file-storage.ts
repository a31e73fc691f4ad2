// The WalletConnect client's key-value storage: one private (0600) file in the wallet's data directory, written whole
// and atomically (once for all the changes of one turn of the event loop), sealed with AES-256-GCM under a random key
// kept in the OS keychain (its session keys let a relay peer be impersonated). A file the key cannot open is set
// aside and the client starts empty (apps pair again).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../cache/private-files';
import { isEnvelope, open, seal } from '../keys/envelope';
import type { Keychain } from '../keys/keychain';

export const WALLETCONNECT_STORE_FILE = 'walletconnect.json';
/** Keychain entry holding the store's 32-byte key (base64). */
export const WALLETCONNECT_STORE_KEY_ENTRY = 'walletconnect-store-key';
const AAD = 'xyz-wallet-walletconnect-store-v1';

/** The store's key from the keychain, made on first use. Throws when the keychain cannot be reached. */
export async function storeKey(keychain: Keychain): Promise<Buffer> {
  const stored = await keychain.get(WALLETCONNECT_STORE_KEY_ENTRY);
  if (stored !== null) return Buffer.from(stored, 'base64');
  const made = randomBytes(32);
  await keychain.set(WALLETCONNECT_STORE_KEY_ENTRY, made.toString('base64'));
  return made;
}

/** Deletes the store file and its key (a keys reset: no session can be of use any more). */
export async function wipeStore(dir: string, keychain: Keychain): Promise<void> {
  rmSync(path.join(dir, WALLETCONNECT_STORE_FILE), { force: true });
  await keychain.delete(WALLETCONNECT_STORE_KEY_ENTRY).catch(() => false);
}

/** The items of a store file: sealed (or, written before sealing, plain JSON: read once, then sealed). */
function readItems(file: string, key: Buffer): Map<string, unknown> {
  if (!existsSync(file)) return new Map();
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const text = isEnvelope(parsed) ? open(key, parsed, AAD) : JSON.stringify(parsed);
    if (text === null) throw new Error('sealed with another key');
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    // damaged, or sealed under a key the keychain no longer has: kept aside, never read again
    renameSync(file, `${file}.unreadable-${Date.now()}`);
    return new Map();
  }
}

export function createFileStorage(dir: string, key: Buffer, name = WALLETCONNECT_STORE_FILE) {
  ensurePrivateDir(dir);
  const file = path.join(dir, name);
  const items = readItems(file, key);
  const save = () => {
    const tmp = `${file}.tmp`;
    const sealed = seal(key, JSON.stringify(Object.fromEntries(items)), AAD);
    writeFileSync(tmp, JSON.stringify(sealed), { mode: PRIVATE_FILE_MODE });
    renameSync(tmp, file);
  };
  /**
   * The changes made in this turn of the event loop, sealed and written once (each write seals the whole store, and
   * the client sets several keys for one relay message); resolves when they are on disk, rejects if the write fails.
   */
  let batch: Promise<void> | null = null;
  const saveSoon = (): Promise<void> =>
    (batch ??= new Promise<void>((resolve, reject) =>
      setImmediate(() => {
        batch = null;
        try {
          save();
          resolve();
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    ));
  if (items.size > 0) save();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T = unknown>() => [...items.entries()] as Array<[string, T]>,
    getItem: async <T = unknown>(key: string) => items.get(key) as T | undefined,
    setItem: async <T = unknown>(key: string, value: T) => {
      items.set(key, JSON.parse(JSON.stringify(value)) as unknown);
      await saveSoon();
    },
    removeItem: async (key: string) => {
      items.delete(key);
      await saveSoon();
    },
  };
}
