// An app's sign requests reviewed against the real devnet (both dialects): the balance preview comes from the node's
// simulation of the app's own messages, the app's fee is judged like the wallet's, grants are called out. The
// attacker's requests: a fee of the whole balance, a generic MsgSend grant to the app, a MsgExec hiding a send.
import { toBase64 } from '@cosmjs/encoding';
import type { EncodeObject } from '@cosmjs/proto-signing';
import SignClient from '@walletconnect/sign-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../devnet/index';
import { startTestDevnet } from '../support/devnet';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import { buildExec, buildGrant } from '../../../electron/core/tx/authz-messages';
import { buildSend } from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { makeAuthInfoBytes, makeBodyBytes, SignMode } from '../../../electron/core/tx/tx-bytes';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import type { ApprovalRequest } from '../../../shared/api/approvals';
import type { AppSignReview } from '../../../shared/api/connect';
import type { AccountInfo } from '../../../shared/api/keys';
import { toDialect } from '../../../shared/dialect';
import { sendKind } from '../../../shared/tx-kinds';
import { memoryStorage } from '../../support/walletconnect-memory-storage';
import { restUrl, TEST_DIALECT } from '../support/dialect';

const CHAIN_ID = 'xyz-devnet-1';
const CHAIN = `cosmos:${CHAIN_ID}`;
const METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'];
const APP_ADDRESS = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';
const FUNDS = 50_000_000n;

let devnet: RunningDevnet;
let core: WalletCore;
let dir: string;
let dapp: Awaited<ReturnType<typeof SignClient.init>>;
let alice: AccountInfo;
let topic: string;

async function value<T>(promise: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

async function nextApproval(): Promise<ApprovalRequest> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { requests } = await value<{ requests: ApprovalRequest[] }>(
      core.approvals.invoke('approval/pending', {}),
    );
    if (requests[0]) return requests[0];
    if (Date.now() > deadline) throw new Error('no approval request came');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Sends the request, reads the review the surface shows, refuses it (the app hears 5000). */
async function reviewOf(method: string, params: unknown): Promise<AppSignReview> {
  const answer = dapp
    .request({ topic, chainId: CHAIN, request: { method, params } })
    .catch((e: unknown) => e);
  const request = await nextApproval();
  expect(request.subject.kind).toBe('connect_sign');
  await value(core.approvals.invoke('approval/decide', { id: request.id, approve: false }));
  expect(await answer).toMatchObject({ code: 5000 });
  return (request.subject as { review: AppSignReview }).review;
}

function direct(messages: EncodeObject[], fee = 5000n) {
  const bodyBytes = makeBodyBytes(createTxRegistry(TEST_DIALECT), messages, '', TEST_DIALECT);
  const authInfoBytes = makeAuthInfoBytes({
    pubkey: Buffer.from(alice.pubkey!, 'base64'),
    sequence: 0n,
    feeAmount: fee,
    feeDenom: 'uxyz',
    gasLimit: 300000n,
    signMode: SignMode.SIGN_MODE_DIRECT,
    dialect: TEST_DIALECT,
  });
  return {
    signerAddress: alice.address,
    signDoc: {
      chainId: CHAIN_ID,
      accountNumber: '0',
      bodyBytes: toBase64(bodyBytes),
      authInfoBytes: toBase64(authInfoBytes),
    },
  };
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-devnet-'));
  core = await createWalletCore({
    dataDir: dir,
    keychain: createMemoryKeychain(),
    idleCheckMs: 0,
    vaultCost: { N: 1024, r: 8, p: 1 },
    network: {
      restUrl: devnet.chainRestUrl,
      rpcUrl: devnet.rpcUrl,
      backendUrl: devnet.backendUrl,
      dialect: devnet.dialect,
      relayUrl: devnet.relayUrl!,
      projectId: 'devnet',
    },
  });
  alice = await value<AccountInfo>(
    core.invoke('keys/import-private-key', {
      privateKeyHex: '04'.repeat(32),
      name: 'Alice',
      password: 'devnet review pw',
    }),
  );
  const funded = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: alice.address, amount: FUNDS.toString() }),
  });
  const { tx_hash } = (await funded.json()) as { tx_hash: string };
  for (
    let i = 0;
    !(await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${tx_hash}`))).ok;
    i++
  ) {
    if (i > 300) throw new Error('the faucet tx was not included');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  dapp = await SignClient.init({
    projectId: 'devnet',
    relayUrl: devnet.relayUrl!,
    storage: memoryStorage() as never,
    customStoragePrefix: 'devnet-review-dapp',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Review App', description: 'the test dapp', url: 'https://review.example', icons: [] },
  });
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { cosmos: { chains: [CHAIN], methods: METHODS, events: [] } },
  });
  await value(core.page.invoke('connect/pair', { uri: uri! }));
  const request = await nextApproval();
  await value(
    core.approvals.invoke('approval/decide', { id: request.id, approve: true, accountIds: [alice.id] }),
  );
  topic = (await approval()).topic;
}, 120_000);

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => undefined);
  await core?.close();
  await devnet?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe(`an app's request reviewed against the devnet (${TEST_DIALECT} dialect)`, () => {
  it('a direct send shows the simulated outflow, fee included, and an ordinary fee', async () => {
    const review = await reviewOf(
      'cosmos_signDirect',
      direct([buildSend({ from: alice.address, to: APP_ADDRESS, amount: 1_000_000n })]),
    );
    expect(review).toMatchObject({
      previewError: null,
      feeAlert: null,
      grants: [],
      balanceChanges: [{ denom: 'uxyz', delta: '-1005000' }],
    });
  }, 60_000);

  it('an amino send whose fee is the whole balance is flagged, its preview showing everything leaving', async () => {
    const review = await reviewOf('cosmos_signAmino', {
      signerAddress: alice.address,
      signDoc: {
        chain_id: CHAIN_ID,
        account_number: '0',
        sequence: '0',
        fee: { amount: [{ denom: 'uxyz', amount: FUNDS.toString() }], gas: '200000' },
        msgs: [
          {
            type: toDialect(sendKind.aminoType, TEST_DIALECT),
            value: sendKind.toAmino(
              buildSend({ from: alice.address, to: APP_ADDRESS, amount: 1n }).value as never,
            ),
          },
        ],
        memo: '',
      },
    });
    expect(review.feeAlert).toMatchObject({ reason: 'above_typical' });
    expect(review.balanceChanges).toEqual([{ denom: 'uxyz', delta: (-(FUNDS + 1n)).toString() }]);
  }, 60_000);

  it('a generic MsgSend grant to the app is called out in words', async () => {
    const review = await reviewOf(
      'cosmos_signDirect',
      direct([
        buildGrant({
          granter: alice.address,
          grantee: APP_ADDRESS,
          authorization: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
          dialect: TEST_DIALECT,
        }),
      ]),
    );
    expect(review.grants).toEqual([
      expect.objectContaining({
        kind: 'authz',
        granter: alice.address,
        grantee: APP_ADDRESS,
        scope: { type: 'generic', msgTypeUrl: '/cosmos.bank.v1beta1.MsgSend' },
      }),
    ]);
    expect(review.summary.messages[0]).toContain(APP_ADDRESS);
    expect(review.balanceChanges).toEqual([{ denom: 'uxyz', delta: '-5000' }]);
  }, 60_000);

  it('a MsgExec hiding a send of the signer’s own funds shows the send and the outflow', async () => {
    const hidden = buildSend({ from: alice.address, to: APP_ADDRESS, amount: 9_000_000n });
    const review = await reviewOf(
      'cosmos_signDirect',
      direct([buildExec({ grantee: alice.address, msgs: [hidden], dialect: TEST_DIALECT })]),
    );
    expect(review.summary.messages[0]).toContain(APP_ADDRESS);
    expect(review).toMatchObject({
      previewError: null,
      balanceChanges: [{ denom: 'uxyz', delta: '-9005000' }],
    });
  }, 60_000);
});
