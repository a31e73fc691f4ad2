// Everything key-related works on a machine with no network at all: the wallet core starts, creates and imports
// keys, derives accounts, lists addresses, locks and unlocks, reveals the phrase and signs offline.
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import { openTestKeychain, type TestKeychain } from '../core/support/test-keychain';

const PASSWORD = 'air gapped password';
const fetches: string[] = [];
const blockedFetch = (async (input: string | URL | Request) => {
  fetches.push(String(input));
  throw new TypeError('network blocked');
}) as typeof fetch;

let core: WalletCore;
let keychain: TestKeychain;
let dataDir: string;

async function call(channel: string, payload: unknown): Promise<any> {
  const result = await core.invoke(channel, payload);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

beforeAll(async () => {
  keychain = await openTestKeychain();
  dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-nonet-'));
  core = await createWalletCore({
    dataDir,
    keychain: keychain.keychain,
    fetch: blockedFetch,
    network: {
      restUrl: 'http://127.0.0.1:9',
      rpcUrl: 'http://127.0.0.1:9',
      backendUrl: 'http://127.0.0.1:9',
    },
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
  });
});

afterAll(async () => {
  await core?.close();
  await keychain?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('with no network at all', () => {
  let mainId: string;

  it('creates a wallet from a new recovery phrase', async () => {
    const draft = await call('keys/generate-mnemonic', {});
    const words = draft.mnemonic.split(' ');
    const account = await call('keys/create', {
      draftId: draft.draftId,
      confirmWords: draft.confirmIndices.map((i: number) => words[i]),
      name: 'Cold',
      password: PASSWORD,
    });
    expect(account.address).toMatch(/^xyz1/);
    mainId = account.id;
  });

  it('imports a phrase, derives another account and lists every address', async () => {
    const imported = await call('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Alice',
    });
    expect(imported.address).toBe(DEVNET_KEYS.alice.address);
    const derived = await call('keys/derive-account', { fromAccountId: mainId, name: 'Cold 2' });
    expect(derived.hdIndex).toBe(1);
    const { accounts } = await call('keys/list', {});
    expect(accounts.map((a: any) => a.name)).toEqual(['Cold', 'Alice', 'Cold 2']);
  });

  it('locks, unlocks and reveals the phrase', async () => {
    expect((await call('keys/lock', {})).locked).toBe(true);
    expect((await call('keys/unlock', { password: PASSWORD })).locked).toBe(false);
    const { accounts } = await call('keys/list', {});
    const alice = accounts.find((a: any) => a.name === 'Alice');
    expect((await call('keys/reveal-phrase', { accountId: alice.id, password: PASSWORD })).mnemonic).toBe(
      DEVNET_KEYS.alice.mnemonic,
    );
  });

  it('signs in offline signer mode from typed-in parameters and exports the file and QR frames', async () => {
    const { accounts } = await call('keys/list', {});
    const alice = accounts.find((a: any) => a.name === 'Alice');
    const before = fetches.length;
    const source = {
      kind: 'draft',
      draft: { to: DEVNET_KEYS.bob.address, amount: '2.5', memo: 'from the cold machine' },
      params: {
        chainId: 'xyz-devnet-1',
        accountNumber: '12',
        sequence: '0',
        feeAmount: '5000',
        gasLimit: '200000',
      },
    };
    const review = await call('offline/review-sign', { accountId: alice.id, source });
    expect(review).toMatchObject({
      chainId: 'xyz-devnet-1',
      accountNumber: '12',
      sequence: '0',
      feeText: '0.005 XYZ for up to 200000 gas',
    });
    expect(review.summary.messages).toEqual([
      `Send 2.5 XYZ from ${DEVNET_KEYS.alice.address} to ${DEVNET_KEYS.bob.address}`,
    ]);
    const signed = await call('offline/sign', {
      accountId: alice.id,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    expect(signed.envelope).toMatchObject({
      format: 'xyz-wallet/signed-tx',
      signer: DEVNET_KEYS.alice.address,
      sequence: '0',
    });
    expect(signed.frames.every((f: string) => f.startsWith('XYZTX:'))).toBe(true);
    expect(signed.images).toHaveLength(signed.frames.length);
    expect(fetches.length).toBe(before);
  });

  it('answers the online-only actions with a clear network error, not a crash', async () => {
    const { accounts } = await call('keys/list', {});
    const alice = accounts.find((a: any) => a.name === 'Alice');
    const exported = await core.invoke('offline/export-unsigned', {
      accountId: alice.id,
      draft: { to: DEVNET_KEYS.bob.address, amount: '1' },
    });
    expect(exported).toMatchObject({ ok: false, error: { code: 'network' } });
  });

  it('refuses to sign when locked, and refuses a watch-only account', async () => {
    const { accounts } = await call('keys/list', {});
    const alice = accounts.find((a: any) => a.name === 'Alice');
    const source = {
      kind: 'draft',
      draft: { to: DEVNET_KEYS.bob.address, amount: '1' },
      params: {
        chainId: 'xyz-devnet-1',
        accountNumber: '12',
        sequence: '1',
        feeAmount: '5000',
        gasLimit: '200000',
      },
    };
    const review = await call('offline/review-sign', { accountId: alice.id, source });
    await call('keys/lock', {});
    const locked = await core.invoke('offline/sign', {
      accountId: alice.id,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    expect(locked).toMatchObject({ ok: false, error: { code: 'locked' } });
    const watch = await call('keys/add-watch-only', { address: DEVNET_KEYS.carol.address, name: 'Carol' });
    const refused = await core.invoke('offline/review-sign', { accountId: watch.id, source });
    expect(refused).toMatchObject({ ok: false, error: { code: 'watch_only' } });
  });
});
