// Test harness: a wallet core on a temp SQLite file, the in-memory keychain, a controllable clock and cheap scrypt.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { createKeyService } from '../../../../electron/core/keys/key-service';
import { createMemoryKeychain, type Keychain } from '../../../../electron/core/keys/keychain';
import {
  createWalletCore,
  type WalletCore,
  type WalletCoreDeps,
} from '../../../../electron/core/wallet-core';
import type { NetworkProfile } from '../../../../shared/api/network';
import type { Result } from '../../../../shared/errors';

export const CHEAP_SCRYPT = { N: 1024, r: 8, p: 1 };
export const PASSWORD = 'correct horse battery';

export interface Harness {
  core: WalletCore;
  dir: string;
  keychain: ReturnType<typeof createMemoryKeychain>;
  events: Array<{ event: string; payload: unknown }>;
  clock: { now: number };
  /** Invokes and returns the value, failing the test with the error when not ok. */
  call<T = any>(channel: string, payload?: unknown): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Invokes and returns the raw Result. */
  raw(channel: string, payload?: unknown): Promise<Result<unknown>>;
  /** Sets the scrypt cost of the next reopen (tests raise it to see an old vault upgraded on unlock). */
  setVaultCost(cost: { N: number; r: number; p: number }): void;
  reopen(): Promise<void>;
  dispose(): Promise<void>;
}

export async function openHarness(
  opts: {
    keychain?: Keychain;
    dir?: string;
    realScrypt?: boolean;
    network?: Partial<NetworkProfile>;
    startup?: WalletCoreDeps['startup'];
    runtime?: WalletCoreDeps['runtime'];
  } = {},
): Promise<Harness> {
  const dir = opts.dir ?? mkdtempSync(path.join(tmpdir(), 'xyz-core-'));
  const keychain = (opts.keychain ?? createMemoryKeychain()) as ReturnType<typeof createMemoryKeychain>;
  const clock = { now: 1_800_000_000_000 };
  const events: Harness['events'] = [];
  let vaultCost = opts.realScrypt ? undefined : CHEAP_SCRYPT;
  const open = () =>
    createWalletCore({
      dataDir: dir,
      keychain,
      clock: () => clock.now,
      vaultCost,
      idleCheckMs: 0,
      network: opts.network,
      startup: opts.startup,
      runtime: opts.runtime,
    });
  const h: Harness = {
    core: await open(),
    dir,
    keychain,
    events,
    clock,
    async call(channel, payload = {}) {
      const result = await h.core.invoke(channel, payload);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
      return result.value as never;
    },
    raw: (channel, payload = {}) => h.core.invoke(channel, payload),
    setVaultCost: (cost) => void (vaultCost = cost),
    async reopen() {
      await h.core.close();
      h.core = await open();
      h.core.on((event, payload) => events.push({ event, payload }));
    },
    async dispose() {
      await h.core.close();
      if (!opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  h.core.on((event, payload) => events.push({ event, payload }));
  return h;
}

/** A bare key service on an in-memory database and keychain (for tests that need signers, not channels). */
export async function openKeyService(keychain: Keychain = createMemoryKeychain()) {
  const db = createMemoryRepositories();
  const keys = createKeyService({
    keychain,
    accounts: db.accounts,
    kv: db.kv,
    clock: () => 0,
    prefix: () => 'xyz',
    coinType: () => 118,
    autoLockMinutes: () => 0,
    emit: () => undefined,
    vaultCost: CHEAP_SCRYPT,
  });
  await keys.init();
  return keys;
}
