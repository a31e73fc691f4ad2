// connect/sign-message through the real core: a software key signs the ADR-036 doc (cosmjs verifies it), a Ledger
// signs its amino doc on the device, watch-only and locked wallets refuse, and the page's call waits for the
// approval surface, which shows the message in full.
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { serializeSignDoc } from '@cosmjs/amino';
import { fromBase64 } from '@cosmjs/encoding';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeychain } from '../../../../electron/core/keys/keychain';
import { createWalletCore, type WalletCore } from '../../../../electron/core/wallet-core';
import { makeAdr036SignDoc, verifyAdr036 } from '../../../../shared/adr036';
import type { ApprovalRequest } from '../../../../shared/api/approvals';
import type { SignedMessage } from '../../../../shared/api/connect';
import type { AccountInfo } from '../../../../shared/api/keys';
import { LedgerEmulator } from '../../../support/ledger-emulator';

const PASSWORD = 'sign message password';
const PRIVATE_KEY = '0101010101010101010101010101010101010101010101010101010101010101';
const MESSAGE = 'Log in to app.example as this account.\nNonce: 7f3a';

let core: WalletCore;
let dir: string;
let emulator: LedgerEmulator;

async function value<T>(promise: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

const importKey = () =>
  value<AccountInfo>(
    core.invoke('keys/import-private-key', { privateKeyHex: PRIVATE_KEY, name: 'Key', password: PASSWORD }),
  );

async function pendingApprovals(count: number): Promise<ApprovalRequest[]> {
  for (;;) {
    const { requests } = await value<{ requests: ApprovalRequest[] }>(
      core.approvals.invoke('approval/pending', {}),
    );
    if (requests.length >= count) return requests;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-adr036-'));
  emulator = new LedgerEmulator({ mnemonic: 'test test test test test test test test test test test junk' });
  core = await createWalletCore({
    dataDir: dir,
    keychain: createMemoryKeychain(),
    idleCheckMs: 0,
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    runtime: { httpRetries: 0 },
    ledgerTransport: emulator.factory,
  });
});

afterEach(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('connect/sign-message', () => {
  it('signs the ADR-036 doc with a software key; cosmjs and verifyAdr036 accept the signature', async () => {
    const account = await importKey();
    const signed = await value<SignedMessage>(
      core.invoke('connect/sign-message', { accountId: account.id, message: MESSAGE }),
    );
    expect(signed).toMatchObject({ signer: account.address, message: MESSAGE });
    expect(signed.signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: account.pubkey });
    const pubkey = fromBase64(signed.signature.pub_key.value);
    const signature = fromBase64(signed.signature.signature);
    const digest = sha256(serializeSignDoc(makeAdr036SignDoc(account.address, MESSAGE)));
    expect(
      await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), digest, pubkey),
    ).toBe(true);
    expect(verifyAdr036('xyz', account.address, MESSAGE, pubkey, signature)).toEqual({ ok: true });
  });

  it('a Ledger account signs the amino doc on the device', async () => {
    const added = await value<{ accounts: AccountInfo[] }>(
      core.invoke('ledger/add-accounts', { accounts: [{ hdIndex: 0, name: 'Nano' }] }),
    );
    const account = added.accounts[0]!;
    const signed = await value<SignedMessage>(
      core.invoke('connect/sign-message', { accountId: account.id, message: MESSAGE }),
    );
    const result = verifyAdr036(
      'xyz',
      account.address,
      MESSAGE,
      fromBase64(signed.signature.pub_key.value),
      fromBase64(signed.signature.signature),
    );
    expect(result).toEqual({ ok: true });
  });

  it('refuses a watch-only account, a locked wallet, an empty or oversized message', async () => {
    const account = await importKey();
    const watch = await value<AccountInfo>(
      core.invoke('keys/add-watch-only', {
        address: 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy',
        name: 'Watch',
      }),
    );
    expect(await core.invoke('connect/sign-message', { accountId: watch.id, message: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'watch_only' },
    });
    expect(await core.invoke('connect/sign-message', { accountId: account.id, message: '' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(
      await core.invoke('connect/sign-message', { accountId: account.id, message: 'é'.repeat(9000) }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_request', details: { maxBytes: 16384 } } });
    await core.invoke('keys/lock', {});
    expect(await core.invoke('connect/sign-message', { accountId: account.id, message: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'locked' },
    });
  });

  it('from the page it waits for the approval surface, which shows the whole message; refusing signs nothing', async () => {
    const account = await importKey();
    const refused = core.page.invoke('connect/sign-message', { accountId: account.id, message: MESSAGE });
    const [first] = await pendingApprovals(1);
    expect(first!.subject).toEqual({
      kind: 'sign_message',
      message: {
        text: MESSAGE,
        dataBase64: Buffer.from(MESSAGE).toString('base64'),
        signer: account.address,
      },
      accountName: 'Key',
      app: null,
    });
    await value(core.approvals.invoke('approval/decide', { id: first!.id, approve: false }));
    expect(await refused).toMatchObject({
      ok: false,
      error: { code: 'approval_refused', details: { reason: 'refused' } },
    });

    const approved = core.page.invoke('connect/sign-message', { accountId: account.id, message: MESSAGE });
    const [second] = await pendingApprovals(1);
    await value(core.approvals.invoke('approval/decide', { id: second!.id, approve: true }));
    expect(await approved).toMatchObject({ ok: true, value: { signer: account.address, message: MESSAGE } });
  });

  it('a lock withdraws a message waiting for approval', async () => {
    const account = await importKey();
    const waiting = core.page.invoke('connect/sign-message', { accountId: account.id, message: MESSAGE });
    await pendingApprovals(1);
    await core.invoke('keys/lock', {});
    expect(await waiting).toMatchObject({
      ok: false,
      error: { code: 'approval_refused', details: { reason: 'locked' } },
    });
  });
});
