// A signed offline file takes the wallet's one tx path: once broadcast it is in the pending list (tx/pending), and a
// core reopened on the same data dir before the tx is included resumes following it until it is included.
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router and the devnet */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { restUrl } from '../support/dialect';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import { openTestKeychain, type TestKeychain } from '../core/support/test-keychain';

const PASSWORD = 'offline machine password';
const alice = DEVNET_KEYS.alice.address;
const bob = DEVNET_KEYS.bob.address;

let devnet: RunningDevnet;
let keychain: TestKeychain;
const dataDirs: string[] = [];
const cores: WalletCore[] = [];

async function openCore(dataDir: string, fetchFn?: typeof fetch) {
  const events: Array<{ event: string; payload: any }> = [];
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
    runtime: { trackIntervalMs: 150 },
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  core.on((event, payload) => void events.push({ event, payload }));
  cores.push(core);
  const call = async (channel: string, payload: unknown): Promise<any> => {
    const result = await core.invoke(channel, payload);
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
    return result.value;
  };
  return { core, events, call };
}

const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-offline-tracked-'));
  dataDirs.push(dir);
  return dir;
};

async function control(pathname: string, body: unknown): Promise<any> {
  const response = await fetch(`${devnet.backendUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const onChain = async (hash: string) =>
  (await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${hash}`))).ok;

beforeAll(async () => {
  devnet = await startTestDevnet();
  keychain = await openTestKeychain();
  const { tx_hash } = await control('/devnet/faucet', { address: alice, amount: '100000000' });
  await waitFor(() => onChain(tx_hash), 'faucet tx');
});

afterAll(async () => {
  await control('/devnet/blocks', { action: 'resume' }).catch(() => undefined);
  for (const core of cores) await core.close();
  await keychain?.cleanup();
  await devnet?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('an offline signed file, broadcast online', () => {
  it('is in the pending list at once, and a reopened core follows it to included', async () => {
    const offline = await openCore(newDataDir(), (async () => {
      throw new TypeError('network blocked on the air-gapped machine');
    }) as typeof fetch);
    const onlineDir = newDataDir();
    const online = await openCore(onlineDir);
    const coldId = (
      await offline.call('keys/import-mnemonic', {
        mnemonic: DEVNET_KEYS.alice.mnemonic,
        name: 'Cold',
        password: PASSWORD,
      })
    ).id;
    const watchId = (await online.call('keys/add-watch-only', { address: alice, name: 'Cold (watch)' })).id;

    const unsigned = await online.call('offline/export-unsigned', {
      accountId: watchId,
      draft: { to: bob, amount: '2', memo: 'tracked' },
    });
    const source = { kind: 'unsigned_file', text: unsigned.fileText };
    const review = await offline.call('offline/review-sign', { accountId: coldId, source });
    const signed = await offline.call('offline/sign', {
      accountId: coldId,
      source,
      reviewedSignDocHash: review.signDocHash,
    });

    await control('/devnet/blocks', { action: 'pause' });
    const sent = await online.call('offline/broadcast', {
      text: signed.fileText,
      reviewedTxHash: signed.envelope.tx_hash,
    });
    expect(sent).toEqual({ txHash: signed.envelope.tx_hash, status: 'pending' });

    const listed = await online.call('tx/pending', { accountId: watchId });
    expect(listed.transactions).toMatchObject([
      { txHash: sent.txHash, accountId: watchId, kind: 'offline', status: 'pending' },
    ]);
    expect(listed.transactions[0].summary).toContain(bob);
    expect(online.events).toContainEqual({
      event: 'tx/status',
      payload: { accountId: watchId, txHash: sent.txHash, status: 'pending' },
    });

    // The wallet is closed before the next block; a new core opens on the same data dir.
    await online.core.close();
    const reopened = await openCore(onlineDir);
    const resumed = await reopened.call('tx/pending', { accountId: watchId });
    expect(resumed.transactions).toMatchObject([{ txHash: sent.txHash, status: 'pending' }]);
    expect(await onChain(sent.txHash)).toBe(false);

    await control('/devnet/blocks', { action: 'resume' });
    await waitFor(
      async () =>
        reopened.events.find(
          (e) =>
            e.event === 'tx/status' && e.payload.txHash === sent.txHash && e.payload.status === 'included',
        ),
      "the reopened core's 'included' event",
    );
    const final = await reopened.call('tx/pending', { accountId: watchId });
    expect(final.transactions).toMatchObject([{ txHash: sent.txHash, status: 'included', code: 0 }]);
    expect(Number(final.transactions[0].height)).toBeGreaterThan(0);
  });
});
