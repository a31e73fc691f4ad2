// The air-gapped round trip with two wallet cores: an offline signer whose every fetch throws, and an online
// watch-only wallet. Unsigned export -> offline sign -> file -> online broadcast -> included on the devnet;
// plus stale sequence, wrong chain, tampered bytes and replayed files.
/* eslint-disable @typescript-eslint/no-explicit-any -- this driver reads untyped JSON replies of the router and the devnet */
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { restUrl } from '../support/dialect';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import type { Result } from '../../../shared/errors';
import type { SignedTxEnvelope } from '../../../shared/offline/envelopes';
import { openTestKeychain, type TestKeychain } from '../core/support/test-keychain';
import { txHash } from '../../../electron/core/tx/tx-bytes';

const PASSWORD = 'offline machine password';

interface Instance {
  core: WalletCore;
  keychain: TestKeychain;
  dataDir: string;
  call<T = any>(channel: string, payload: unknown): Promise<T>;
  invoke(channel: string, payload: unknown): Promise<Result<any>>;
}

let devnet: RunningDevnet;
let offline: Instance;
let online: Instance;
/** Every fetch the offline instance attempted. */
const offlineFetches: string[] = [];
const throwingFetch = (async (input: string | URL | Request) => {
  offlineFetches.push(String(input));
  throw new TypeError('network blocked on the air-gapped machine');
}) as typeof fetch;

async function openInstance(opts: { fetch?: typeof fetch }): Promise<Instance> {
  const keychain = await openTestKeychain();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-offline-'));
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
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const instance: Instance = {
    core,
    keychain,
    dataDir,
    invoke: (channel, payload) => core.invoke(channel, payload) as Promise<Result<any>>,
    async call(channel, payload) {
      const result = await core.invoke(channel, payload);
      if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
      return result.value as any;
    },
  };
  return instance;
}

async function closeInstance(instance: Instance | undefined) {
  if (!instance) return;
  await instance.core.close();
  await instance.keychain.cleanup();
  rmSync(instance.dataDir, { recursive: true, force: true });
}

async function control(pathname: string, body: unknown): Promise<any> {
  const response = await fetch(`${devnet.backendUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

async function included(hash: string, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${hash}`));
    if (reply.ok) return (await reply.json()).tx_response;
    if (Date.now() > deadline) throw new Error(`tx ${hash} not included`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function balance(address: string): Promise<bigint> {
  const reply = await fetch(
    restUrl(`${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${address}/by_denom?denom=uxyz`),
  );
  return BigInt((await reply.json()).balance.amount);
}

let aliceOffline: string;
let aliceWatch: string;
const alice = DEVNET_KEYS.alice.address;
const bob = DEVNET_KEYS.bob.address;

/** Online export -> offline review and sign; returns the signed file's text and envelope. */
async function airGappedSign(amount: string): Promise<{ text: string; envelope: SignedTxEnvelope }> {
  const unsigned = await online.call('offline/export-unsigned', {
    accountId: aliceWatch,
    draft: { to: bob, amount, memo: 'cold' },
  });
  const source = { kind: 'unsigned_file', text: unsigned.fileText };
  const review = await offline.call('offline/review-sign', { accountId: aliceOffline, source });
  const signed = await offline.call('offline/sign', {
    accountId: aliceOffline,
    source,
    reviewedSignDocHash: review.signDocHash,
  });
  return { text: signed.fileText, envelope: signed.envelope };
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  offline = await openInstance({ fetch: throwingFetch });
  online = await openInstance({});
  aliceOffline = (
    await offline.call('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Cold',
      password: PASSWORD,
    })
  ).id;
  aliceWatch = (await online.call('keys/add-watch-only', { address: alice, name: 'Cold (watch)' })).id;
  const { tx_hash } = await control('/devnet/faucet', { address: alice, amount: '100000000' });
  await included(tx_hash);
});

afterAll(async () => {
  await closeInstance(offline);
  await closeInstance(online);
  await devnet?.stop();
});

describe('air-gapped signing round trip', () => {
  it('exports unsigned online, signs offline without any network, broadcasts online and lands on the devnet', async () => {
    const before = await balance(bob);
    const unsigned = await online.call('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: { to: bob, amount: '1.5', memo: 'cold' },
    });
    expect(unsigned.envelope).toMatchObject({
      format: 'xyz-wallet/unsigned-tx',
      chain_id: devnet.chainId,
      signer: alice,
    });
    expect(unsigned.frames.length).toBeGreaterThan(0);
    expect(unsigned.images[0].path).toMatch(/^M\d+ \d+h/);

    const fetchesBefore = offlineFetches.length;
    const source = { kind: 'unsigned_file', text: unsigned.fileText };
    const review = await offline.call('offline/review-sign', { accountId: aliceOffline, source });
    expect(review.summary.messages).toEqual([`Send 1.5 XYZ from ${alice} to ${bob}`]);
    const signed = await offline.call('offline/sign', {
      accountId: aliceOffline,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    expect(offlineFetches.length).toBe(fetchesBefore);

    const broadcastReview = await online.call('offline/review-broadcast', { text: signed.fileText });
    expect(broadcastReview).toMatchObject({
      txHash: signed.envelope.tx_hash,
      signer: alice,
      summary: review.summary,
      alreadyIncluded: null,
    });
    const sent = await online.call('offline/broadcast', {
      text: signed.fileText,
      reviewedTxHash: broadcastReview.txHash,
    });
    expect(sent.txHash).toBe(signed.envelope.tx_hash);
    const response = await included(sent.txHash);
    expect(response.code).toBe(0);
    expect(await balance(bob)).toBe(before + 1_500_000n);
  });

  it('simulates the gas of an unsigned export once the chain knows the signer key', async () => {
    const unsigned = await online.call('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: { to: bob, amount: '1' },
    });
    const gas = BigInt(unsigned.envelope.fee.gas_limit);
    expect(gas).toBeGreaterThan(0n);
    expect(gas).not.toBe(200_000n);
    expect(unsigned.envelope.pubkey).not.toBeNull();
    expect(BigInt(unsigned.envelope.fee.amount[0].amount)).toBe((gas * 3n + 99n) / 100n);
  });

  it('does the same round trip for a delegation to a validator', async () => {
    const { validators } = await fetch(
      restUrl(`${devnet.chainRestUrl}/ledger/staking/v1beta1/validators`),
    ).then((r) => r.json());
    const validator = validators[0].operator_address as string;
    const unsigned = await online.call('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: { kind: 'delegate', to: validator, amount: '2' },
    });
    const source = { kind: 'unsigned_file', text: unsigned.fileText };
    const review = await offline.call('offline/review-sign', { accountId: aliceOffline, source });
    expect(review.summary.messages).toEqual([`Delegate 2 XYZ from ${alice} to validator ${validator}`]);
    const signed = await offline.call('offline/sign', {
      accountId: aliceOffline,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    const sent = await online.call('offline/broadcast', {
      text: signed.fileText,
      reviewedTxHash: signed.envelope.tx_hash,
    });
    expect((await included(sent.txHash)).code).toBe(0);
  });

  it('carries both files as QR frames just as well as files', async () => {
    const unsigned = await online.call('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: { to: bob, amount: '0.25' },
    });
    const source = { kind: 'unsigned_file', text: unsigned.frames.join('\n') };
    const reviewed = await offline.call('offline/review-sign', { accountId: aliceOffline, source });
    const { envelope } = await offline.call('offline/sign', {
      accountId: aliceOffline,
      source,
      reviewedSignDocHash: reviewed.signDocHash,
    });
    const qr = await offline.call('offline/qr', { text: JSON.stringify(envelope) });
    const review = await online.call('offline/review-broadcast', { text: qr.frames.join('\n') });
    expect(review.txHash).toBe(envelope.tx_hash);
    const sent = await online.call('offline/broadcast', {
      text: qr.frames.join('\n'),
      reviewedTxHash: review.txHash,
    });
    expect((await included(sent.txHash)).code).toBe(0);
  });

  it('answers a replayed file with the first hash: de-duplicated while pending, recognised once included', async () => {
    await control('/devnet/blocks', { action: 'pause' });
    const { text, envelope } = await airGappedSign('0.1');
    const first = await online.call('offline/broadcast', { text, reviewedTxHash: envelope.tx_hash });
    const again = await online.call('offline/broadcast', { text, reviewedTxHash: envelope.tx_hash });
    expect(again.txHash).toBe(first.txHash);
    await control('/devnet/blocks', { action: 'resume' });
    await included(first.txHash);
    const replayed = await online.call('offline/broadcast', { text, reviewedTxHash: envelope.tx_hash });
    expect(replayed).toEqual({ txHash: first.txHash, status: 'included' });
  });

  it('refuses a file whose sequence the account has moved past, asking to re-export', async () => {
    const stale = await airGappedSign('0.2');
    const fresh = await airGappedSign('0.3');
    expect(stale.envelope.sequence).toBe(fresh.envelope.sequence);
    const sent = await online.call('offline/broadcast', {
      text: fresh.text,
      reviewedTxHash: fresh.envelope.tx_hash,
    });
    await included(sent.txHash);
    const result = await online.invoke('offline/review-broadcast', { text: stale.text });
    expect(result).toMatchObject({ ok: false, error: { code: 'sequence_mismatch' } });
    const sequence = Number(stale.envelope.sequence);
    expect(!result.ok && result.error.message).toBe(
      `The account's sequence moved on (now ${sequence + 1}, file has ${sequence}): re-export the unsigned transaction`,
    );
  });

  it('refuses a transaction signed for another chain id', async () => {
    const account = await fetch(restUrl(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${alice}`)).then(
      (r) => r.json(),
    );
    const params = {
      chainId: 'xyz-1',
      accountNumber: account.account.account_number,
      sequence: account.account.sequence,
      feeAmount: '5000',
      gasLimit: '200000',
    };
    const source = { kind: 'draft', draft: { to: bob, amount: '1' }, params };
    const review = await offline.call('offline/review-sign', { accountId: aliceOffline, source });
    const signed = await offline.call('offline/sign', {
      accountId: aliceOffline,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    const result = await online.invoke('offline/broadcast', {
      text: signed.fileText,
      reviewedTxHash: signed.envelope.tx_hash,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'chain_id_mismatch' } });
  });

  it('refuses tampered tx bytes before broadcast (the signature no longer verifies)', async () => {
    const { envelope } = await airGappedSign('0.4');
    const raw = TxRaw.decode(fromBase64(envelope.tx_bytes));
    const otherBody = TxRaw.decode(fromBase64((await airGappedSign('40')).envelope.tx_bytes)).bodyBytes;
    const tamperedBytes = TxRaw.encode({ ...raw, bodyBytes: otherBody }).finish();
    const pasted = toBase64(tamperedBytes);
    const before = await balance(bob);
    const result = await online.invoke('offline/broadcast', {
      text: pasted,
      reviewedTxHash: txHash(tamperedBytes),
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balance(bob)).toBe(before);
  });
});

describe('air-gapped revoke of permissions (issue 29)', () => {
  /** The canonical type URLs of the grants alice gave at genesis, read from the chain. */
  async function grantsAliceGave(): Promise<Array<{ grantee: string; msg: string }>> {
    const reply = await fetch(restUrl(`${devnet.chainRestUrl}/ledger/authz/v1beta1/grants/granter/${alice}`));
    const body = await reply.json();
    return (body.grants as any[]).map((g) => ({
      grantee: g.grantee,
      msg: String(g.authorization.msg ?? g.authorization['@type']).replace(/^\/ledger\./, '/cosmos.'),
    }));
  }

  it('exports a revoke from the watch-only account, signs it offline, broadcasts it and the grant is gone', async () => {
    const sendGrant = { grantee: bob, msg: '/cosmos.bank.v1beta1.MsgSend' };
    expect(await grantsAliceGave()).toContainEqual(sendGrant);
    const listed = await online.call('permissions/list', { accountId: aliceWatch });
    expect(listed.given.map((p: any) => `${p.grantee} ${p.msgTypeUrl}`)).toContain(`${bob} ${sendGrant.msg}`);

    const unsigned = await online.call('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: {
        kind: 'revoke-permissions',
        items: [{ kind: 'authz', grantee: bob, msgTypeUrl: sendGrant.msg }],
        memo: 'revoke cold',
      },
    });
    expect(unsigned.envelope).toMatchObject({ signer: alice, chain_id: devnet.chainId });

    const fetchesBefore = offlineFetches.length;
    const source = { kind: 'unsigned_file', text: unsigned.fileText };
    const review = await offline.call('offline/review-sign', { accountId: aliceOffline, source });
    expect(review.summary.messages).toHaveLength(1);
    expect(review.summary.messages[0]).toMatch(/^Revoke the permission of /);
    expect(review.summary.messages[0]).toContain(bob);
    expect(review.summary.messages[0]).toContain(alice);
    expect(review.summary.messages[0]).toContain('.bank.v1beta1.MsgSend');
    expect(review.summary.memo).toBe('revoke cold');
    // The same revoke typed by hand on the offline machine is the very same transaction.
    const e = unsigned.envelope;
    const byHand = await offline.call('offline/review-sign', {
      accountId: aliceOffline,
      source: {
        kind: 'draft',
        draft: {
          kind: 'revoke-permissions',
          items: [{ kind: 'authz', grantee: bob, msgTypeUrl: sendGrant.msg }],
          memo: 'revoke cold',
        },
        params: {
          chainId: e.chain_id,
          accountNumber: e.account_number,
          sequence: e.sequence,
          feeAmount: e.fee.amount[0]?.amount ?? '0',
          gasLimit: e.fee.gas_limit,
        },
      },
    });
    expect(byHand.signDocHash).toBe(review.signDocHash);
    const signed = await offline.call('offline/sign', {
      accountId: aliceOffline,
      source,
      reviewedSignDocHash: review.signDocHash,
    });
    expect(offlineFetches.length).toBe(fetchesBefore);

    const broadcastReview = await online.call('offline/review-broadcast', { text: signed.fileText });
    expect(broadcastReview.summary).toEqual(review.summary);
    const sent = await online.call('offline/broadcast', {
      text: signed.fileText,
      reviewedTxHash: broadcastReview.txHash,
    });
    expect((await included(sent.txHash)).code).toBe(0);
    expect(await grantsAliceGave()).not.toContainEqual(sendGrant);
  });

  it('refuses to export a revoke with a bad, repeated or already revoked item, writing no file', async () => {
    const item = { kind: 'feegrant', grantee: bob };
    const repeated = await online.invoke('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: { kind: 'revoke-permissions', items: [item, item] },
    });
    expect(repeated).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    const empty = await online.invoke('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: { kind: 'revoke-permissions', items: [] },
    });
    expect(empty).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    // The grant revoked above is gone: the chain's simulation refuses a revoke of it before any file is written.
    const gone = await online.invoke('offline/export-unsigned', {
      accountId: aliceWatch,
      draft: {
        kind: 'revoke-permissions',
        items: [{ kind: 'authz', grantee: bob, msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' }],
      },
    });
    expect(gone).toMatchObject({ ok: false, error: { code: 'tx_failed', details: { simulated: true } } });
    expect(String((gone as any).error.details.rawLog)).toContain('authorization not found');
  });
});
