// The wallet core's WalletConnect side against a dapp SignClient in plain Node, through the devnet's loopback relay:
// pairing (a malformed link refused), the session asked in the approval surface with the person picking one account,
// accounts, a direct sign shown as a review and approved (the signature covers the exact sign bytes), a refusal
// answered with the standard rejection, sign docs for another chain or account refused unsigned, a signed message,
// and a disconnect from the wallet ending the session on both sides.
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { makeAuthInfoBytes, Registry } from '@cosmjs/proto-signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import SignClient from '@walletconnect/sign-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRelay, type RunningRelay } from '../../../devnet/relay';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import { makeAdr036SignDoc, verifyAdr036 } from '../../../shared/adr036';
import type { ApprovalRequest } from '../../../shared/api/approvals';
import { RESET_CONFIRMATION, type AccountInfo } from '../../../shared/api/keys';
import { memoryStorage } from '../../support/walletconnect-memory-storage';
import { existsSync, readFileSync } from 'node:fs';
import {
  WALLETCONNECT_STORE_FILE,
  WALLETCONNECT_STORE_KEY_ENTRY,
} from '../../../electron/core/connect/file-storage';

const CHAIN_ID = 'xyz-devnet-1';
const CHAIN = `cosmos:${CHAIN_ID}`;
const PASSWORD = 'walletconnect test password';
const METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'];
const OTHER = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';

let relay: RunningRelay;
let core: WalletCore;
let dir: string;
let dapp: Awaited<ReturnType<typeof SignClient.init>>;
let alice: AccountInfo;
let bob: AccountInfo;
let topic: string;
const keychain = createMemoryKeychain();

async function value<T>(promise: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

async function nextApproval(): Promise<ApprovalRequest> {
  for (;;) {
    const { requests } = await value<{ requests: ApprovalRequest[] }>(
      core.approvals.invoke('approval/pending', {}),
    );
    if (requests[0]) return requests[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const decide = (id: string, approve: boolean, extra: Record<string, unknown> = {}) =>
  value(core.approvals.invoke('approval/decide', { id, approve, ...extra }));

const ask = (method: string, params: unknown, chainId = CHAIN) =>
  dapp.request<Record<string, unknown>>({ topic, chainId, request: { method, params } });

function sendDoc(account: AccountInfo, chainId = CHAIN_ID) {
  const registry = new Registry([['/ledger.bank.v1beta1.MsgSend', MsgSend]]);
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        registry.encodeAsAny({
          typeUrl: '/ledger.bank.v1beta1.MsgSend',
          value: MsgSend.fromPartial({
            fromAddress: account.address,
            toAddress: OTHER,
            amount: [{ denom: 'uxyz', amount: '1500000' }],
          }),
        }),
      ],
      memo: 'from the test app',
    }),
  ).finish();
  const pubkey = {
    typeUrl: '/ledger.crypto.secp256k1.PubKey',
    value: PubKey.encode({ key: fromBase64(account.pubkey!) }).finish(),
  };
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: 0 }],
    [{ denom: 'uxyz', amount: '5000' }],
    200000,
    undefined,
    undefined,
  );
  return {
    chainId,
    accountNumber: '7',
    bodyBytes: toBase64(bodyBytes),
    authInfoBytes: toBase64(authInfoBytes),
  };
}

beforeAll(async () => {
  relay = await startRelay();
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-core-'));
  core = await createWalletCore({
    dataDir: dir,
    keychain,
    idleCheckMs: 0,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    runtime: { httpRetries: 0 },
    network: { relayUrl: relay.url, projectId: 'devnet' },
  });
  alice = await value<AccountInfo>(
    core.invoke('keys/import-private-key', {
      privateKeyHex: '01'.repeat(32),
      name: 'Alice',
      password: PASSWORD,
    }),
  );
  bob = await value<AccountInfo>(
    core.invoke('keys/import-private-key', { privateKeyHex: '02'.repeat(32), name: 'Bob' }),
  );
  dapp = await SignClient.init({
    projectId: 'devnet',
    relayUrl: relay.url,
    storage: memoryStorage() as never,
    customStoragePrefix: 'test-dapp',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Test App', description: 'the test dapp', url: 'http://127.0.0.1:5173', icons: [] },
  });
}, 60_000);

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => undefined);
  await core?.close();
  await relay?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('connected apps through WalletConnect', () => {
  it('refuses a malformed wc: link with a reason, and notes it for the person', async () => {
    const notes: unknown[] = [];
    const stop = core.on((event, payload) => void (event === 'connect/refused' && notes.push(payload)));
    for (const [uri, reason] of [
      ['https://example.com', 'not_wc'],
      [`wc:${'a'.repeat(64)}@1?bridge=x&key=y`, 'version'],
      [`wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=short`, 'sym_key'],
      [`wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`, 'expired'],
    ])
      expect(await core.invoke('connect/pair', { uri })).toMatchObject({
        ok: false,
        error: { code: 'invalid_request', details: { reason } },
      });
    stop();
    expect(notes).toEqual(
      Array.from({ length: 4 }, () => ({
        app: null,
        method: null,
        reason: 'malformed_uri',
        at: expect.any(Number),
      })),
    );
  });

  it('the session is asked in the approval surface, flagged, and shows only the account the person picked', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { cosmos: { chains: [CHAIN], methods: METHODS, events: [] } },
    });
    await value(core.page.invoke('connect/pair', { uri: uri! }));
    const request = await nextApproval();
    expect(request.subject).toMatchObject({
      kind: 'connect_session',
      app: { name: 'Test App', url: 'http://127.0.0.1:5173', flags: ['plain_http', 'new_app'] },
      chainId: CHAIN_ID,
      methods: METHODS,
    });
    expect(
      await core.approvals.invoke('approval/decide', { id: request.id, approve: true, accountIds: ['nope'] }),
    ).toMatchObject({ ok: false });
    await decide(request.id, true, { accountIds: [alice.id] });
    const session = await approval();
    topic = session.topic;
    expect(session.namespaces.cosmos!.accounts).toEqual([`${CHAIN}:${alice.address}`]);
    expect(await value(core.invoke('connect/sessions', {}))).toMatchObject({
      sessions: [
        { topic, app: { name: 'Test App' }, accounts: [{ accountId: alice.id, address: alice.address }] },
      ],
    });
    expect(await ask('cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address: alice.address, pubkey: alice.pubkey },
    ]);
  }, 30_000);

  it('a direct sign request is a review in the approval surface; approved, its signature covers the exact bytes', async () => {
    const signDoc = sendDoc(alice);
    const answer = ask('cosmos_signDirect', { signerAddress: alice.address, signDoc });
    const request = await nextApproval();
    expect(request.subject).toMatchObject({
      kind: 'connect_sign',
      accountName: 'Alice',
      review: {
        mode: 'direct',
        chainId: CHAIN_ID,
        accountNumber: '7',
        sequence: '0',
        signer: alice.address,
        summary: { memo: 'from the test app', gas: '200000' },
        // No node in this test: the review says the preview could not run, and the fee is an ordinary one.
        balanceChanges: null,
        previewError: 'node_unreachable',
        feeAlert: null,
        grants: [],
      },
    });
    expect(
      (request.subject as { review: { summary: { messages: string[] } } }).review.summary.messages[0],
    ).toContain(OTHER);
    await decide(request.id, true);
    const result = (await answer) as {
      signature: { signature: string; pub_key: { value: string } };
      signed: typeof signDoc;
    };
    expect(result.signed).toEqual(signDoc);
    const bytes = SignDoc.encode(
      SignDoc.fromPartial({
        bodyBytes: fromBase64(signDoc.bodyBytes),
        authInfoBytes: fromBase64(signDoc.authInfoBytes),
        chainId: CHAIN_ID,
        accountNumber: 7n,
      }),
    ).finish();
    const valid = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(result.signature.signature)),
      sha256(bytes),
      fromBase64(alice.pubkey!),
    );
    expect(valid).toBe(true);
  }, 30_000);

  it('a refused request answers the standard rejection; a sign doc for another chain or another account is refused unsigned', async () => {
    const refused = ask('cosmos_signDirect', { signerAddress: alice.address, signDoc: sendDoc(alice) });
    await decide((await nextApproval()).id, false);
    await expect(refused).rejects.toMatchObject({ code: 5000 });
    await expect(
      ask('cosmos_signDirect', { signerAddress: alice.address, signDoc: sendDoc(alice, 'other-1') }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('other-1'),
    });
    await expect(
      ask('cosmos_signDirect', { signerAddress: bob.address, signDoc: sendDoc(bob) }),
    ).rejects.toMatchObject({ code: 5103 });
    const pending = await value<{ requests: ApprovalRequest[] }>(
      core.approvals.invoke('approval/pending', {}),
    );
    expect(pending.requests).toEqual([]);
  }, 30_000);

  it('requests are asked as they come: a second is in the approval surface while the first is unanswered', async () => {
    // The library's own queue would hold each request until the one before is answered, then a second more (issue
    // 33: the 800 ms a request waited in the bench, which asks again just after refusing).
    const first = ask('cosmos_signDirect', { signerAddress: alice.address, signDoc: sendDoc(alice) });
    const second = ask('cosmos_signDirect', { signerAddress: alice.address, signDoc: sendDoc(alice) });
    let requests: ApprovalRequest[] = [];
    while (requests.length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ({ requests } = await value<{ requests: ApprovalRequest[] }>(
        core.approvals.invoke('approval/pending', {}),
      ));
    }
    expect(requests.map((r) => r.subject.kind)).toEqual(['connect_sign', 'connect_sign']);
    for (const request of requests) await decide(request.id, false);
    await expect(first).rejects.toMatchObject({ code: 5000 });
    await expect(second).rejects.toMatchObject({ code: 5000 });
  }, 30_000);

  it('a signed message (ADR-036 through signAmino) shows its text and app, and verifies', async () => {
    const doc = makeAdr036SignDoc(alice.address, 'Sign in to Test App');
    const answer = ask('cosmos_signAmino', { signerAddress: alice.address, signDoc: doc });
    const request = await nextApproval();
    expect(request.subject).toMatchObject({
      kind: 'sign_message',
      message: { text: 'Sign in to Test App', signer: alice.address },
      app: { name: 'Test App' },
    });
    await decide(request.id, true);
    const result = (await answer) as {
      signature: { signature: string; pub_key: { value: string } };
      signed: unknown;
    };
    expect(result.signed).toEqual(doc);
    expect(
      verifyAdr036(
        'xyz',
        alice.address,
        'Sign in to Test App',
        fromBase64(result.signature.pub_key.value),
        fromBase64(result.signature.signature),
      ),
    ).toEqual({ ok: true });
  }, 30_000);

  it('disconnecting in the wallet ends the session on both sides', async () => {
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve));
    expect(await value(core.invoke('connect/disconnect', { all: true }))).toEqual({ disconnected: 1 });
    await deleted;
    expect(await value(core.invoke('connect/sessions', {}))).toEqual({ sessions: [] });
    expect(dapp.session.getAll()).toEqual([]);
  }, 30_000);

  it('the session store rests sealed under a keychain key; a keys reset deletes both', async () => {
    const store = path.join(dir, 'walletconnect', WALLETCONNECT_STORE_FILE);
    expect(await keychain.get(WALLETCONNECT_STORE_KEY_ENTRY)).not.toBeNull();
    expect(JSON.parse(readFileSync(store, 'utf8'))).toMatchObject({ v: 1, alg: 'aes-256-gcm' });
    await value(core.invoke('keys/reset', { confirm: RESET_CONFIRMATION }));
    await vi.waitFor(async () => expect(await keychain.get(WALLETCONNECT_STORE_KEY_ENTRY)).toBeNull(), {
      timeout: 10_000,
    });
    expect(existsSync(store)).toBe(false);
  }, 30_000);
});
