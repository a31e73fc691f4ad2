// Test support for devnet chain conformance: an in-process devnet, HTTP helpers, and tx building signed
// with cosmjs's own wallets (never wallet code). Tests are written in spec names; the devnet, the type URLs built
// here and the paths asked run in the run's dialect (XYZ_TEST_DIALECT), and answers are read back into spec names
// after checking no spec name leaked (../../support/dialect.ts).
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary gateway JSON checked by the tests */
import { DirectSecp256k1HdWallet, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing';
import {
  Secp256k1HdWallet,
  makeSignDoc as makeAminoSignDoc,
  type AminoMsg,
  type StdFee,
} from '@cosmjs/amino';
import { fromBase64 } from '@cosmjs/encoding';
import { BinaryWriter } from 'cosmjs-types/binary';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { Coin as CoinCodec } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgExecuteContract, MsgInstantiateContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { startDevnet, type DevnetOptions, type RunningDevnet } from '../../../../devnet/index';
import { TEST_DIALECT, asWritten, named, restUrl } from '../../support/dialect';

export const CHAIN_ID = 'xyz-devnet-1';
/** The type URLs txs are built with, in the run's dialect. */
export const URL = {
  send: named('/ledger.bank.v1beta1.MsgSend'),
  delegate: named('/ledger.staking.v1beta1.MsgDelegate'),
  execute: named('/ledgerwasm.wasm.v1.MsgExecuteContract'),
  instantiate: named('/ledgerwasm.wasm.v1.MsgInstantiateContract'),
  bridgeOut: '/xyz.bridge.v1.MsgBurnForBridgeOut',
  pubkey: named('/ledger.crypto.secp256k1.PubKey'),
} as const;

export interface Coin {
  denom: string;
  amount: string;
}

export const uxyz = (amount: string | number | bigint): Coin[] => [{ denom: 'uxyz', amount: String(amount) }];

/** An in-process devnet for tests in the run's dialect: memory state, free ports, manual blocks, no seeding, no backend. */
export function testDevnet(opts: DevnetOptions = {}): Promise<RunningDevnet> {
  return startDevnet({
    memory: true,
    blockTimeMs: 'manual',
    seed: false,
    backend: false,
    dialect: TEST_DIALECT,
    ...opts,
  });
}

/** GET of a URL written in spec names; the answer in spec names (see ../../support/dialect.ts). */
export async function getJson(url: string): Promise<{ status: number; body: any }> {
  const res = await fetch(restUrl(url));
  return { status: res.status, body: asWritten(await res.json()) };
}

/** POST of a URL written in spec names; the answer in spec names. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const { status, body: answer } = await postRaw(url, body);
  return { status, body: asWritten(answer) };
}

/** POST in the run's dialect, the answer as it came (for answers that name the other dialect on purpose). */
export async function postRaw(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(restUrl(url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Commits `count` blocks through the devnet control. */
export async function produce(devnet: RunningDevnet, count = 1): Promise<void> {
  const { status, body } = await postJson(`${devnet.backendUrl}/devnet/blocks`, { action: 'produce', count });
  if (status !== 200) throw new Error(`produce failed: ${JSON.stringify(body)}`);
}

export async function accountOf(
  devnet: RunningDevnet,
  address: string,
): Promise<{ accountNumber: number; sequence: number }> {
  const { status, body } = await getJson(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${address}`);
  if (status !== 200) throw new Error(`account ${address}: ${JSON.stringify(body)}`);
  const base = body.account.base_vesting_account?.base_account ?? body.account;
  return { accountNumber: Number(base.account_number), sequence: Number(base.sequence) };
}

export interface DirectTestSigner {
  address: string;
  pubkey: Uint8Array;
  wallet: DirectSecp256k1HdWallet;
}

export async function directSigner(mnemonic: string): Promise<DirectTestSigner> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  return { address: account!.address, pubkey: account!.pubkey, wallet };
}

export async function freshDirectSigner(): Promise<DirectTestSigner> {
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'xyz' });
  const [account] = await wallet.getAccounts();
  return { address: account!.address, pubkey: account!.pubkey, wallet };
}

export function pubkeyAny(pubkey: Uint8Array): Any {
  return { typeUrl: URL.pubkey, value: PubKey.encode({ key: pubkey }).finish() };
}

export const msgs = {
  send: (from: string, to: string, amount: Coin[]): Any => ({
    typeUrl: URL.send,
    value: MsgSend.encode({ fromAddress: from, toAddress: to, amount }).finish(),
  }),
  delegate: (delegator: string, validator: string, amount: Coin): Any => ({
    typeUrl: URL.delegate,
    value: MsgDelegate.encode({ delegatorAddress: delegator, validatorAddress: validator, amount }).finish(),
  }),
  execute: (sender: string, contract: string, msg: unknown, funds: Coin[] = []): Any => ({
    typeUrl: URL.execute,
    value: MsgExecuteContract.encode({
      sender,
      contract,
      msg: new TextEncoder().encode(JSON.stringify(msg)),
      funds,
    }).finish(),
  }),
  instantiate: (sender: string, codeId: number, msg: unknown, label: string, funds: Coin[] = []): Any => ({
    typeUrl: URL.instantiate,
    value: MsgInstantiateContract.encode({
      sender,
      admin: '',
      codeId: BigInt(codeId),
      label,
      msg: new TextEncoder().encode(JSON.stringify(msg)),
      funds,
    }).finish(),
  }),
  /** Encoded by hand from DOMAIN.md's field numbers: sender (1), amount (2), external_address (3). */
  bridgeOut: (sender: string, amount: Coin, externalAddress: string): Any => {
    const w = BinaryWriter.create();
    w.uint32(10).string(sender);
    CoinCodec.encode(amount, w.uint32(18).fork()).ldelim();
    w.uint32(26).string(externalAddress);
    return { typeUrl: URL.bridgeOut, value: w.finish() };
  },
};

export interface TxOptions {
  messages: Any[];
  fee?: Coin[];
  gas?: number;
  memo?: string;
  chainId?: string;
  accountNumber?: number;
  sequence?: number;
}

/** Builds and SIGN_MODE_DIRECT-signs a tx with the cosmjs wallet; account data read from the devnet unless given. */
export async function signDirect(
  devnet: RunningDevnet,
  signer: DirectTestSigner,
  opts: TxOptions,
): Promise<Uint8Array> {
  const account =
    opts.accountNumber === undefined || opts.sequence === undefined
      ? await accountOf(devnet, signer.address)
      : undefined;
  const sequence = opts.sequence ?? account!.sequence;
  const accountNumber = opts.accountNumber ?? account!.accountNumber;
  const gas = opts.gas ?? 200_000;
  const fee = opts.fee ?? uxyz(Math.ceil(gas * 0.025));
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: opts.messages, memo: opts.memo ?? '' }),
  ).finish();
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: pubkeyAny(signer.pubkey), sequence }],
    fee,
    gas,
    undefined,
    undefined,
  );
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, opts.chainId ?? CHAIN_ID, accountNumber);
  const { signature } = await signer.wallet.signDirect(signer.address, signDoc);
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] }).finish();
}

/** Builds and LEGACY_AMINO_JSON-signs a tx with cosmjs's Secp256k1HdWallet; amino names as given (see `named`). */
export async function signAmino(
  devnet: RunningDevnet,
  mnemonic: string,
  opts: { aminoMsgs: AminoMsg[]; protoMsgs: Any[]; gas?: number; memo?: string; chainId?: string },
): Promise<Uint8Array> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic, { prefix: 'xyz' });
  const [acct] = await wallet.getAccounts();
  const { accountNumber, sequence } = await accountOf(devnet, acct!.address);
  const gas = opts.gas ?? 200_000;
  const fee: StdFee = { amount: uxyz(Math.ceil(gas * 0.025)), gas: String(gas) };
  const signDoc = makeAminoSignDoc(
    opts.aminoMsgs,
    fee,
    opts.chainId ?? CHAIN_ID,
    opts.memo ?? '',
    accountNumber,
    sequence,
  );
  const { signature } = await wallet.signAmino(acct!.address, signDoc);
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: opts.protoMsgs, memo: opts.memo ?? '' }),
  ).finish();
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: pubkeyAny(acct!.pubkey), sequence }],
    fee.amount,
    gas,
    undefined,
    undefined,
    SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
  );
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [fromBase64(signature.signature)] }).finish();
}

export async function broadcast(
  devnet: RunningDevnet,
  txBytes: Uint8Array,
  mode = 'BROADCAST_MODE_SYNC',
): Promise<any> {
  return asWritten(await broadcastAsIs(devnet, txBytes, mode));
}

/** A broadcast's tx_response as the devnet wrote it (its raw_log may name the other dialect on purpose). */
export async function broadcastAsIs(
  devnet: RunningDevnet,
  txBytes: Uint8Array,
  mode = 'BROADCAST_MODE_SYNC',
): Promise<any> {
  const { status, body } = await postRaw(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs`, {
    tx_bytes: Buffer.from(txBytes).toString('base64'),
    mode,
  });
  if (status !== 200) throw new Error(`broadcast HTTP ${status}: ${JSON.stringify(body)}`);
  return body.tx_response;
}

export async function txByHash(devnet: RunningDevnet, hash: string): Promise<{ status: number; body: any }> {
  return getJson(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${hash}`);
}

export async function balanceOf(devnet: RunningDevnet, address: string, denom = 'uxyz'): Promise<bigint> {
  const { body } = await getJson(
    `${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${address}/by_denom?denom=${denom}`,
  );
  return BigInt(body.balance.amount);
}

export async function supplyOf(devnet: RunningDevnet, denom = 'uxyz'): Promise<bigint> {
  const { body } = await getJson(`${devnet.chainRestUrl}/ledger/bank/v1beta1/supply/by_denom?denom=${denom}`);
  return BigInt(body.amount.amount);
}

/** Sends from the faucet control and commits a block. */
export async function fund(devnet: RunningDevnet, address: string, amount = '100000000'): Promise<void> {
  const { status, body } = await postJson(`${devnet.backendUrl}/devnet/faucet`, { address, amount });
  if (status !== 200) throw new Error(`faucet failed: ${JSON.stringify(body)}`);
  await produce(devnet);
}
