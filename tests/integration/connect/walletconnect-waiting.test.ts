// Requests of a connected app that wait for the person, through the devnet's loopback relay and a dapp SignClient:
// a proposal for another chain refused with a note; a request while locked waits (listed, not asked) and is asked
// after unlock; a lock takes an asked request back without answering; a request survives the core's restart and is
// asked again once the password is typed; a renamed account is announced with accountsChanged; a network switch to
// another chain ends the session on both sides. connect/changed follows the list.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { makeAuthInfoBytes, Registry } from '@cosmjs/proto-signing';
import SignClient from '@walletconnect/sign-client';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay, type RunningRelay } from '../../../devnet/relay';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import type { ApprovalRequest } from '../../../shared/api/approvals';
import type { ConnectWaitingRequest } from '../../../shared/api/connect';
import type { AccountInfo } from '../../../shared/api/keys';
import type { NetworkProfile } from '../../../shared/api/network';
import { memoryStorage } from '../../support/walletconnect-memory-storage';

const CHAIN_ID = 'xyz-devnet-1';
const CHAIN = `cosmos:${CHAIN_ID}`;
const PASSWORD = 'walletconnect waiting password';
const METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'];
const OTHER = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';

let relay: RunningRelay;
let core: WalletCore;
let dir: string;
const keychain = createMemoryKeychain();
let dapp: Awaited<ReturnType<typeof SignClient.init>>;
let alice: AccountInfo;
let topic: string;
let events: Array<{ event: string; payload: unknown }> = [];

async function value<T>(promise: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pending = async () =>
  (await value<{ requests: ApprovalRequest[] }>(core.approvals.invoke('approval/pending', {}))).requests;
const waiting = async () =>
  (await value<{ requests: ConnectWaitingRequest[] }>(core.invoke('connect/requests', {}))).requests;
const decide = (id: string, approve: boolean) =>
  value(core.approvals.invoke('approval/decide', { id, approve }));

async function openCore(): Promise<void> {
  core = await createWalletCore({
    dataDir: dir,
    keychain,
    idleCheckMs: 0,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    runtime: { httpRetries: 0 },
    network: { relayUrl: relay.url, projectId: 'devnet' },
  });
  events = [];
  core.on((event, payload) => void events.push({ event, payload }));
}

function sendDoc(account: AccountInfo) {
  const registry = new Registry([['/ledger.bank.v1beta1.MsgSend', MsgSend]]);
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [
        registry.encodeAsAny({
          typeUrl: '/ledger.bank.v1beta1.MsgSend',
          value: MsgSend.fromPartial({
            fromAddress: account.address,
            toAddress: OTHER,
            amount: [{ denom: 'uxyz', amount: '1000' }],
          }),
        }),
      ],
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
    signerAddress: account.address,
    signDoc: {
      chainId: CHAIN_ID,
      accountNumber: '3',
      bodyBytes: toBase64(bodyBytes),
      authInfoBytes: toBase64(authInfoBytes),
    },
  };
}

const signRequest = () =>
  dapp.request<Record<string, unknown>>({
    topic,
    chainId: CHAIN,
    request: { method: 'cosmos_signDirect', params: sendDoc(alice) },
  });

beforeAll(async () => {
  relay = await startRelay();
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-wc-waiting-'));
  await openCore();
  alice = await value<AccountInfo>(
    core.invoke('keys/import-private-key', {
      privateKeyHex: '03'.repeat(32),
      name: 'Alice',
      password: PASSWORD,
    }),
  );
  dapp = await SignClient.init({
    projectId: 'devnet',
    relayUrl: relay.url,
    storage: memoryStorage() as never,
    customStoragePrefix: 'waiting-dapp',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Waiting App',
      description: 'the test dapp',
      url: 'https://waiting.example',
      icons: [],
    },
  });
}, 60_000);

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => undefined);
  await core?.close();
  await relay?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('requests that wait for the person', () => {
  it('a proposal for a chain the wallet is not on is refused, with a note', async () => {
    const { uri, approval } = await dapp.connect({
      requiredNamespaces: { cosmos: { chains: ['cosmos:other-1'], methods: METHODS, events: [] } },
    });
    const refused = approval().then(
      () => null,
      (error: unknown) => error,
    );
    await value(core.page.invoke('connect/pair', { uri: uri! }));
    expect(await refused).toMatchObject({ code: 5100 });
    await until(async () => events.some((e) => e.event === 'connect/refused'), 'the note');
    expect(events.find((e) => e.event === 'connect/refused')!.payload).toMatchObject({
      app: { name: 'Waiting App' },
      method: 'wc_sessionPropose',
      reason: 'unsupported_chain',
    });
    expect(await pending()).toEqual([]);
  }, 30_000);

  it('pairs, the person picks the account', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { cosmos: { chains: [CHAIN], methods: METHODS, events: [] } },
    });
    await value(core.page.invoke('connect/pair', { uri: uri! }));
    const request = await until(async () => (await pending())[0], 'the session proposal');
    await value(
      core.approvals.invoke('approval/decide', { id: request.id, approve: true, accountIds: [alice.id] }),
    );
    topic = (await approval()).topic;
    await until(
      async () =>
        events.some(
          (e) => e.event === 'connect/changed' && (e.payload as { sessions: number }).sessions === 1,
        ),
      'connect/changed with the session',
    );
  }, 30_000);

  it('while locked a request waits in the list, unasked; after unlock it is asked and answered', async () => {
    await value(core.invoke('keys/lock', {}));
    const answer = signRequest();
    const listed = await until(async () => (await waiting())[0], 'the waiting request');
    expect(listed).toMatchObject({ topic, method: 'cosmos_signDirect', app: { name: 'Waiting App' } });
    expect(listed.expiresAt).toBeGreaterThan(Date.now());
    expect(await pending()).toEqual([]);
    await value(core.invoke('keys/unlock', { password: PASSWORD }));
    const asked = await until(async () => (await pending())[0], 'the ask after unlock');
    expect(asked.subject).toMatchObject({ kind: 'connect_sign', review: { signer: alice.address } });
    await decide(asked.id, true);
    expect(await answer).toMatchObject({ signed: { chainId: CHAIN_ID, accountNumber: '3' } });
    await until(async () => (await waiting()).length === 0, 'an empty list');
  }, 30_000);

  it('a lock takes an asked request back without answering; unlocked, it is asked again', async () => {
    let settled = false;
    const answer = signRequest().finally(() => (settled = true));
    await until(async () => (await pending())[0], 'the ask');
    await value(core.invoke('keys/lock', {}));
    await until(async () => (await pending()).length === 0, 'the ask taken back');
    expect(await waiting()).toHaveLength(1);
    expect(settled).toBe(false);
    await value(core.invoke('keys/unlock', { password: PASSWORD }));
    const again = await until(async () => (await pending())[0], 'the ask again');
    await decide(again.id, false);
    await expect(answer).rejects.toMatchObject({ code: 5000 });
  }, 30_000);

  it('a request survives a restart of the core and is asked again once the password is typed', async () => {
    const answer = signRequest();
    await until(async () => (await pending())[0], 'the ask');
    await core.close();
    await openCore();
    const listed = await until(async () => (await waiting())[0], 'the request kept across the restart');
    expect(listed).toMatchObject({ topic, method: 'cosmos_signDirect' });
    expect(await pending()).toEqual([]);
    await value(core.invoke('keys/unlock', { password: PASSWORD }));
    const asked = await until(async () => (await pending())[0], 'the ask after the restart');
    await decide(asked.id, true);
    expect(await answer).toMatchObject({ signed: { accountNumber: '3' } });
  }, 40_000);

  it('a renamed account is announced to the app with accountsChanged', async () => {
    const heard = new Promise<{ params: { event: { name: string; data: unknown } } }>((resolve) =>
      dapp.once('session_event', resolve as never),
    );
    await value(core.invoke('keys/rename', { accountId: alice.id, name: 'Alice (main)' }));
    const event = await heard;
    expect(event.params.event).toEqual({
      name: 'accountsChanged',
      data: [{ algo: 'secp256k1', address: alice.address, pubkey: alice.pubkey }],
    });
  }, 30_000);

  it('a switch to a network on another chain ends the session on both sides', async () => {
    const active = await value<NetworkProfile>(core.invoke('network/get-active', {}));
    const { id: _id, builtin: _b, isDevnet: _d, ...input } = active;
    const other = await value<NetworkProfile>(
      core.invoke('network/add', { ...input, name: 'Other chain', chainId: 'other-1', force: true }),
    );
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve));
    await value(core.invoke('network/select', { id: other.id }));
    await deleted;
    expect(await value(core.invoke('connect/sessions', {}))).toEqual({ sessions: [] });
    expect(dapp.session.getAll()).toEqual([]);
  }, 30_000);
});
