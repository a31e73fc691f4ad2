// A devnet and wallet cores for the shared-account channel tests: each core is a wallet in its own data folder,
// driven through its router exactly as the page's calls are (trusted door: no approval window in between).
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router and the devnet */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secp256k1HdWallet } from '@cosmjs/amino';
import { toBase64 } from '@cosmjs/encoding';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import type { ErrorInfo } from '../../../shared/errors';
import { restUrl } from '../support/dialect';
import { openTestKeychain, type TestKeychain } from '../core/support/test-keychain';

export const PASSWORD = 'shared account password';

export interface TestWallet {
  core: WalletCore;
  /** The channel's value; throws with the error's code and message otherwise. */
  call(channel: string, payload: unknown): Promise<any>;
  /** The channel's error (fails when the call succeeded). */
  refusal(channel: string, payload: unknown): Promise<ErrorInfo>;
}

export interface Harness {
  devnet: RunningDevnet;
  openWallet(): Promise<TestWallet>;
  faucet(address: string, amount?: string): Promise<void>;
  waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const devnet = await startTestDevnet();
  // One keychain namespace per wallet: a wallet's keychain holds its vault and its accounts' copy.
  const keychains: TestKeychain[] = [];
  const cores: WalletCore[] = [];
  const dirs: string[] = [];

  async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function openWallet(): Promise<TestWallet> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-multisig-channels-'));
    dirs.push(dataDir);
    const keychain = await openTestKeychain();
    keychains.push(keychain);
    const core = await createWalletCore({
      dataDir,
      keychain: keychain.keychain,
      network: {
        restUrl: devnet.chainRestUrl,
        rpcUrl: devnet.rpcUrl,
        backendUrl: devnet.backendUrl,
        dialect: devnet.dialect,
      },
      vaultCost: { N: 1024, r: 8, p: 1 },
      idleCheckMs: 0,
      runtime: { trackIntervalMs: 100 },
    });
    cores.push(core);
    const call = async (channel: string, payload: unknown): Promise<any> => {
      const result = await core.invoke(channel, payload);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
      return result.value;
    };
    const refusal = async (channel: string, payload: unknown): Promise<ErrorInfo> => {
      const result = await core.invoke(channel, payload);
      if (result.ok) throw new Error(`${channel} was expected to fail`);
      return result.error;
    };
    return { core, call, refusal };
  }

  async function faucet(address: string, amount = '50000000'): Promise<void> {
    const response = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount }),
    });
    const { tx_hash } = (await response.json()) as { tx_hash: string };
    await waitFor(
      async () => (await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${tx_hash}`))).ok,
      'faucet tx',
    );
  }

  return {
    devnet,
    openWallet,
    faucet,
    waitFor,
    async close() {
      for (const core of cores) await core.close();
      for (const keychain of keychains) await cleanUp(keychain);
      await devnet.stop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Deletes a wallet's keychain namespace. Listing the service reads every item, and the keyring may still list an
 * item another namespace's cleanup just deleted ("No such secret item"): listing again a little later is the cure.
 */
async function cleanUp(keychain: TestKeychain): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await keychain.cleanup();
      return;
    } catch (error) {
      if (!/No such secret item/i.test(String(error))) throw error;
      // The run's keyring lives in its own temporary XDG_DATA_HOME: an item the keyring keeps listing after its
      // deletion is left there rather than failing a run whose assertions all passed.
      if (attempt >= 8) return;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A member's key: a fresh recovery phrase, its address and base64 public key. */
export interface MemberKey {
  mnemonic: string;
  address: string;
  pubkey: string;
}

export async function memberKeys(count: number): Promise<MemberKey[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const wallet = await Secp256k1HdWallet.generate(12, { prefix: 'xyz' });
      const [account] = await wallet.getAccounts();
      return { mnemonic: wallet.mnemonic, address: account!.address, pubkey: toBase64(account!.pubkey) };
    }),
  );
}

/** Imports `keys` into `wallet` as software accounts named `names`; returns their account ids. */
export async function importMembers(
  wallet: TestWallet,
  keys: MemberKey[],
  names: string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, key] of keys.entries()) {
    const account = await wallet.call('keys/import-mnemonic', {
      mnemonic: key.mnemonic,
      name: names[i],
      ...(i === 0 ? { password: PASSWORD } : {}),
    });
    ids.push(account.id);
  }
  return ids;
}

/** Every subset of 0..n-1 with at least k members. */
export function subsetsOfAtLeast(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const subset = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (subset.length >= k) out.push(subset);
  }
  return out;
}
