// Integration harness: a devnet in memory, a wallet core on a real SQLite file and the real test keychain,
// driven exactly as IPC would (core.invoke with plain JSON payloads), plus small polling helpers. Devnet and the
// core's network profile speak the run's dialect (XYZ_TEST_DIALECT, ../../support/dialect.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DevnetOptions, type RunningDevnet } from '../../../../devnet/index';
import { startTestDevnet } from '../../support/devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  createWalletCore,
  type WalletCore,
  type WalletCoreDeps,
} from '../../../../electron/core/wallet-core';
import type { Channel, RequestOf, ResponseOf } from '../../../../shared/api';
import type { Result } from '../../../../shared/errors';
import { openTestKeychain, type TestKeychain } from '../support/test-keychain';
import { restUrl } from '../../support/dialect';

export const PASSWORD = 'correct horse battery';

export interface Harness {
  devnet: RunningDevnet;
  core: WalletCore;
  dataDir: string;
  events: Array<{ event: string; payload: unknown }>;
  /**
   * Test double on the core's fetch: return a Response (or throw) to replace the network for that request,
   * or undefined to pass it through. `real` is the real fetch.
   */
  intercept:
    | ((url: string, init: RequestInit | undefined, real: typeof fetch) => Promise<Response> | undefined)
    | null;
  /** invoke that throws on an error result (for the happy path), typed by the contract. */
  call<C extends Channel>(channel: C, payload: RequestOf<C>): Promise<ResponseOf<C>>;
  /** invoke returning the raw Result (payload may be anything, as over IPC). */
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  faucet(address: string, amount: string): Promise<void>;
  control(pathname: string, body: unknown): Promise<Record<string, unknown>>;
  /** Reopens the core on the same data dir (e.g. after stopping the devnet). */
  reopenCore(network?: { restUrl: string; rpcUrl: string; backendUrl: string }): Promise<void>;
  stop(): Promise<void>;
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * `coreDeps`: extra core dependencies (e.g. a Ledger emulator as ledgerTransport); `devnetOptions`: the devnet's
 * (e.g. a clock the test moves forward).
 */
export async function startHarness(
  coreDeps: Partial<WalletCoreDeps> = {},
  devnetOptions: Partial<DevnetOptions> = {},
): Promise<Harness> {
  const devnet = await startTestDevnet(devnetOptions);
  const keychain: TestKeychain = await openTestKeychain();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-chain-tx-'));
  const events: Harness['events'] = [];
  const endpoints = { restUrl: devnet.chainRestUrl, rpcUrl: devnet.rpcUrl, backendUrl: devnet.backendUrl };
  const dialect = devnet.dialect;
  const realFetch = globalThis.fetch.bind(globalThis);
  const hookedFetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const replaced = harness.intercept?.(url, init, realFetch);
    return replaced ?? realFetch(input, init);
  }) as typeof fetch;
  const open = async (network: typeof endpoints) => {
    const core = await createWalletCore({
      dataDir,
      keychain: keychain.keychain,
      network: { ...network, dialect },
      fetch: hookedFetch,
      vaultCost: { N: 1024, r: 8, p: 1 },
      idleCheckMs: 0,
      ...coreDeps,
    });
    core.on((event, payload) => void events.push({ event, payload }));
    return core;
  };
  const harness: Harness = {
    devnet,
    core: await open(endpoints),
    dataDir,
    events,
    intercept: null,
    invoke: (channel, payload) => harness.core.invoke(channel, payload),
    async call<C extends Channel>(channel: C, payload: RequestOf<C>): Promise<ResponseOf<C>> {
      const result = await harness.core.invoke(channel, payload);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
      return result.value as ResponseOf<C>;
    },
    async control(pathname, body) {
      const response = await fetch(`${devnet.backendUrl}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
      return json;
    },
    async faucet(address, amount) {
      const { tx_hash } = (await harness.control('/devnet/faucet', { address, amount })) as {
        tx_hash: string;
      };
      await waitFor(async () => {
        const r = await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${tx_hash}`));
        return r.ok;
      }, 'faucet tx inclusion');
    },
    async reopenCore(network = endpoints) {
      await harness.core.close();
      harness.core = await open(network);
    },
    async stop() {
      await harness.core.close();
      await keychain.cleanup();
      await devnet.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Imports a well-known devnet key as an account (first import sets the wallet password). */
export async function importDevnetKey(
  h: Harness,
  name: keyof typeof DEVNET_KEYS,
): Promise<{ id: string; address: string }> {
  const account = await h.call('keys/import-mnemonic', {
    mnemonic: DEVNET_KEYS[name].mnemonic,
    name,
    password: PASSWORD,
  });
  return { id: account.id, address: account.address };
}

/** Confirms a review and waits until the tx is final; returns the final status. */
export async function confirmAndWait(h: Harness, reviewId: string): Promise<ResponseOf<'tx/status'>> {
  const submitted = await h.call('tx/confirm', { reviewId });
  return waitFor(async () => {
    const status = await h.call('tx/status', { txHash: submitted.txHash, refresh: true });
    return status.status === 'included' || status.status === 'failed' ? status : null;
  }, `tx ${submitted.txHash}`);
}
