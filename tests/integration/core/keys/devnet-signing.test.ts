// Known vector on a live chain: a MsgSend signed (SIGN_MODE_DIRECT) by the key service's signer, with the key
// held in the real OS keychain, is accepted and included by the devnet; a signature for another chain id is not.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { makeSignDoc as makeSignDocAmino } from '@cosmjs/amino';
import { makeSignDoc } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDevnet } from '../../../../devnet/index';
import { startTestDevnet } from '../../support/devnet';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import {
  cacheFilePath,
  openCacheDatabase,
  openRecordsDatabase,
  recordsFilePath,
} from '../../../../electron/core/cache/db';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import { createLaunchpadResolver } from '../../../../electron/core/config/launchpad';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import { createKeyService, type KeyManager } from '../../../../electron/core/keys/key-service';
import type { WalletSigner } from '../../../../electron/core/keys/types';
import { TYPE_URL } from '../../../../shared/chain';
import { sendKind } from '../../../../shared/tx-kinds';
import { toDialect } from '../../../../shared/dialect';
import { openTestKeychain, type TestKeychain } from '../support/test-keychain';

const ALICE = DEVNET_KEYS.alice;
const BOB = DEVNET_KEYS.bob;
let devnet: RunningDevnet;
let kc: TestKeychain;
let keys: KeyManager;
let dir: string;
let closeDb: () => void;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads loosely typed JSON replies
async function getJson(url: string): Promise<any> {
  const response = await fetch(url);
  return response.json();
}

async function waitFor<T>(probe: () => Promise<T | null>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function balanceOf(address: string): Promise<bigint> {
  const body = await getJson(
    `${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${address}/by_denom?denom=uxyz`,
  );
  return BigInt(body.balance?.amount ?? '0');
}

const MEMO = 'core-foundation vector';
const FEE = { amount: [{ denom: 'uxyz', amount: '10000' }], gas: '400000' };

/** Builds and signs a spec-dialect MsgSend (SIGN_MODE_DIRECT, or LEGACY_AMINO_JSON); returns base64 TxRaw bytes. */
async function signedSend(
  signer: WalletSigner,
  pubkey: Uint8Array,
  chainId: string,
  amount: string,
  mode: 'direct' | 'amino' = 'direct',
): Promise<string> {
  const account = (await getJson(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${ALICE.address}`))
    .account;
  const msg = MsgSend.fromPartial({
    fromAddress: ALICE.address,
    toAddress: BOB.address,
    amount: [{ denom: 'uxyz', amount }],
  });
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: [{ typeUrl: toDialect(sendKind.typeUrl, 'spec'), value: MsgSend.encode(msg).finish() }],
      memo: MEMO,
    }),
  ).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: {
            typeUrl: toDialect(TYPE_URL.PubKeySecp256k1, 'spec'),
            value: PubKey.encode({ key: pubkey }).finish(),
          },
          modeInfo: {
            single: {
              mode: mode === 'direct' ? SignMode.SIGN_MODE_DIRECT : SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
            },
          },
          sequence: BigInt(account.sequence),
        },
      ],
      fee: { amount: FEE.amount, gasLimit: BigInt(FEE.gas) },
    }),
  ).finish();
  const { signature } =
    mode === 'direct'
      ? await signer.signDirect(
          ALICE.address,
          makeSignDoc(bodyBytes, authInfoBytes, chainId, BigInt(account.account_number)),
        )
      : await signer.signAmino(
          ALICE.address,
          makeSignDocAmino(
            [
              {
                type: toDialect(sendKind.aminoType, 'spec'),
                value: {
                  from_address: ALICE.address,
                  to_address: BOB.address,
                  amount: [{ denom: 'uxyz', amount }],
                },
              },
            ],
            FEE,
            chainId,
            MEMO,
            account.account_number,
            account.sequence,
          ),
        );
  const raw = TxRaw.fromPartial({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] });
  return toBase64(TxRaw.encode(raw).finish());
}

async function broadcast(txBytes: string): Promise<{ code: number; txhash: string; raw_log: string }> {
  const response = await fetch(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tx_bytes: txBytes, mode: 'BROADCAST_MODE_SYNC' }),
  });
  return (await response.json()).tx_response;
}

beforeAll(async () => {
  devnet = await startTestDevnet();
  kc = await openTestKeychain();
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-core-sign-'));
  const records = openRecordsDatabase(recordsFilePath(dir));
  const cache = openCacheDatabase(cacheFilePath(dir));
  closeDb = () => {
    records.close();
    cache.close();
  };
  const db = createRepositories(records, cache);
  keys = createKeyService({
    keychain: kc.keychain,
    accounts: db.accounts,
    kv: db.kv,
    clock: Date.now,
    prefix: () => 'xyz',
    coinType: () => 118,
    autoLockMinutes: () => 15,
    emit: () => undefined,
  });
  await keys.init();
  const faucet = await fetch(`${devnet.backendUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: ALICE.address, amount: '50000000' }),
  });
  expect(faucet.ok).toBe(true);
  await waitFor(async () => ((await balanceOf(ALICE.address)) > 0n ? true : null), 'faucet funds');
});

afterAll(async () => {
  keys?.lock();
  closeDb?.();
  await kc?.cleanup();
  await devnet?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('signing against the devnet', () => {
  it('learns the launchpad address of the devnet profile from /devnet/info', async () => {
    const resolve = createLaunchpadResolver(fetch);
    expect(await resolve({ ...DEVNET_PROFILE, backendUrl: devnet.backendUrl })).toBe(devnet.launchpadAddress);
  });

  it('a DIRECT-signed MsgSend from a keychain-held mnemonic is accepted and included', async () => {
    const alice = await keys.importMnemonic({
      mnemonic: ALICE.mnemonic,
      name: 'Alice',
      password: 'integration password',
    });
    expect(alice.address).toBe(ALICE.address);
    const signer = await keys.getSigner(alice.id);
    const bobBefore = await balanceOf(BOB.address);
    const result = await broadcast(
      await signedSend(signer, fromBase64(alice.pubkey!), devnet.chainId, '1234567'),
    );
    expect(result.raw_log).toBe('');
    expect(result.code).toBe(0);
    const included = await waitFor(async () => {
      const body = await getJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${result.txhash}`);
      return body.tx_response ? body.tx_response : null;
    }, 'inclusion');
    expect(included.code).toBe(0);
    expect((await balanceOf(BOB.address)) - bobBefore).toBe(1234567n);
  });

  it('an amino-signed (LEGACY_AMINO_JSON) MsgSend in the spec dialect is accepted too', async () => {
    const alice = keys.listAccounts().find((a) => a.address === ALICE.address)!;
    const signer = await keys.getSigner(alice.id);
    const result = await broadcast(
      await signedSend(signer, fromBase64(alice.pubkey!), devnet.chainId, '7', 'amino'),
    );
    expect(result.raw_log).toBe('');
    expect(result.code).toBe(0);
    const included = await waitFor(async () => {
      const body = await getJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${result.txhash}`);
      return body.tx_response ? body.tx_response : null;
    }, 'inclusion');
    expect(included.code).toBe(0);
  });

  it('a signature made for another chain id is rejected with code 4', async () => {
    const alice = keys.listAccounts().find((a) => a.address === ALICE.address)!;
    const signer = await keys.getSigner(alice.id);
    const result = await broadcast(await signedSend(signer, fromBase64(alice.pubkey!), 'xyz-1', '1'));
    expect(result.code).toBe(4);
  });
});
