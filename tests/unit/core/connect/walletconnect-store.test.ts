// The WalletConnect client's store (session keys) rests sealed: AES-256-GCM under a key kept in the OS keychain, in a
// private file. It reads back with its key; a file the key cannot open is set aside (the client starts empty); a
// plain file written before sealing is read once and sealed; a wipe deletes the file and the keychain entry.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFileStorage,
  storeKey,
  wipeStore,
  WALLETCONNECT_STORE_FILE,
  WALLETCONNECT_STORE_KEY_ENTRY,
} from '../../../../electron/core/connect/file-storage';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';

const SYM_KEY = 'f'.repeat(64);
let dir: string;
const file = () => path.join(dir, WALLETCONNECT_STORE_FILE);

beforeEach(() => void (dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-store-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the WalletConnect store', () => {
  it('is sealed under a key from the keychain, private, and reads back with it', async () => {
    const keychain = createMemoryKeychain();
    const key = await storeKey(keychain);
    expect(await keychain.get(WALLETCONNECT_STORE_KEY_ENTRY)).toBe(key.toString('base64'));
    expect((await storeKey(keychain)).equals(key)).toBe(true);
    const storage = createFileStorage(dir, key);
    await storage.setItem('wc@2:core:0.3//keychain', { topic: SYM_KEY });
    const text = readFileSync(file(), 'utf8');
    expect(text).not.toContain(SYM_KEY);
    expect(JSON.parse(text)).toMatchObject({ v: 1, alg: 'aes-256-gcm' });
    expect(statSync(file()).mode & 0o777).toBe(0o600);
    const again = createFileStorage(dir, key);
    expect(await again.getItem('wc@2:core:0.3//keychain')).toEqual({ topic: SYM_KEY });
  });

  it('a file another key sealed is set aside and the store starts empty', async () => {
    const storage = createFileStorage(dir, await storeKey(createMemoryKeychain()));
    await storage.setItem('k', 'v');
    const other = createFileStorage(dir, await storeKey(createMemoryKeychain()));
    expect(await other.getKeys()).toEqual([]);
    expect(readdirSync(dir).some((name) => name.startsWith(`${WALLETCONNECT_STORE_FILE}.unreadable-`))).toBe(
      true,
    );
  });

  it('a plain file from before sealing is read once and sealed', async () => {
    writeFileSync(file(), JSON.stringify({ k: { topic: SYM_KEY } }), { mode: 0o600 });
    const storage = createFileStorage(dir, await storeKey(createMemoryKeychain()));
    expect(await storage.getItem('k')).toEqual({ topic: SYM_KEY });
    expect(readFileSync(file(), 'utf8')).not.toContain(SYM_KEY);
  });

  it('a wipe deletes the file and its key', async () => {
    const keychain = createMemoryKeychain();
    await createFileStorage(dir, await storeKey(keychain)).setItem('k', 'v');
    await wipeStore(dir, keychain);
    expect(existsSync(file())).toBe(false);
    expect(await keychain.get(WALLETCONNECT_STORE_KEY_ENTRY)).toBeNull();
  });
});
