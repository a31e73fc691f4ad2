// The WalletConnect store seals and writes the whole file on each write, and the client sets several keys for one relay
// message (issue 33: they were on an app request's path, one write each): changes made together are written once,
// each resolves only once its value is on disk, and a failed write rejects every change that waited on it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import * as fs from 'node:fs';
import type * as FsModule from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFileStorage, WALLETCONNECT_STORE_FILE } from '../../../../electron/core/connect/file-storage';

vi.mock('node:fs', async (original) => {
  const real = await original<typeof FsModule>();
  return { ...real, renameSync: vi.fn(real.renameSync) };
});

const KEY = Buffer.alloc(32, 7);
let dir: string;
const writes = () =>
  vi.mocked(fs.renameSync).mock.calls.filter(([, to]) => String(to).endsWith(WALLETCONNECT_STORE_FILE));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-writes-'));
  vi.mocked(fs.renameSync).mockClear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the WalletConnect store writes', () => {
  it('changes made together are sealed and written once, and each is on disk when it resolves', async () => {
    const storage = createFileStorage(dir, KEY);
    await Promise.all([storage.setItem('a', 1), storage.setItem('b', { two: 2 }), storage.removeItem('a')]);
    expect(writes()).toHaveLength(1);
    const again = createFileStorage(dir, KEY);
    expect(await again.getEntries()).toEqual([['b', { two: 2 }]]);
  });

  it('a change made after a write is written again (nothing is left unwritten)', async () => {
    const storage = createFileStorage(dir, KEY);
    await storage.setItem('a', 1);
    await storage.setItem('a', 2);
    expect(writes()).toHaveLength(2);
    expect(await createFileStorage(dir, KEY).getItem('a')).toBe(2);
  });

  it('reads see a change at once, before it is written', async () => {
    const storage = createFileStorage(dir, KEY);
    const written = storage.setItem('a', { v: 1 });
    expect(await storage.getItem('a')).toEqual({ v: 1 });
    await written;
  });

  it('a write that fails rejects every change that waited on it', async () => {
    const storage = createFileStorage(dir, KEY);
    await storage.setItem('a', 1);
    const before = readFileSync(path.join(dir, WALLETCONNECT_STORE_FILE), 'utf8');
    mkdirSync(path.join(dir, `${WALLETCONNECT_STORE_FILE}.tmp`)); // where the write goes first: it cannot
    const results = await Promise.allSettled([storage.setItem('b', 2), storage.setItem('c', 3)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(readFileSync(path.join(dir, WALLETCONNECT_STORE_FILE), 'utf8')).toBe(before);
  });
});
