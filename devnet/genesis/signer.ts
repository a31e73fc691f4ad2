// Local signing for the genesis seeder: cosmjs HD keys, messages written in spec names and signed in the chain's
// dialect, SIGN_MODE_DIRECT tx bytes.
import { fromBase64, toUtf8 } from '@cosmjs/encoding';
import { pbkdf2Sync } from 'node:crypto';
import {
  DirectSecp256k1Wallet,
  makeAuthInfoBytes,
  makeSignDoc,
  Registry,
  type EncodeObject,
} from '@cosmjs/proto-signing';
import { makeCosmoshubPath } from '@cosmjs/amino';
import { Slip10, Slip10Curve } from '@cosmjs/crypto';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgBeginRedelegate, MsgDelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgExecuteContract, MsgInstantiateContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import { BASE_DENOM, BECH32_PREFIX, DEVNET_MIN_GAS_PRICE } from '../../shared/chain';
import { MSG_TYPE_URL } from '../chain/codec/canonical-names';
import { dialectNames, type DialectNames } from '../chain/codec/dialect-names';
import { fromDialect, toDialect } from '../../shared/dialect';
import { mulDecimalCeil } from '../../shared/format';
import type { Coin } from '../chain/types';

/** Spec-dialect type URLs the seeder sends. */
export const SEED_MSG_URL = {
  send: toDialect(MSG_TYPE_URL.MsgSend, 'spec'),
  execute: toDialect(MSG_TYPE_URL.MsgExecuteContract, 'spec'),
  instantiate: toDialect(MSG_TYPE_URL.MsgInstantiateContract, 'spec'),
  delegate: toDialect(MSG_TYPE_URL.MsgDelegate, 'spec'),
  undelegate: toDialect(MSG_TYPE_URL.MsgUndelegate, 'spec'),
  redelegate: toDialect(MSG_TYPE_URL.MsgBeginRedelegate, 'spec'),
  withdrawReward: toDialect(MSG_TYPE_URL.MsgWithdrawDelegatorReward, 'spec'),
} as const;

/** A seeder message's spec type URL in the chain's dialect (type URLs hold no user data to rename). */
function inDialect(specUrl: string, names: DialectNames): string {
  return toDialect(fromDialect(specUrl, 'spec'), names.dialect);
}

/** A cosmjs registry of the seeder's messages under `names`' type URLs, encoded with the cosmjs-types codecs. */
export function seedRegistry(names: DialectNames = dialectNames()): Registry {
  return new Registry(
    (
      [
        [SEED_MSG_URL.send, MsgSend],
        [SEED_MSG_URL.execute, MsgExecuteContract],
        [SEED_MSG_URL.instantiate, MsgInstantiateContract],
        [SEED_MSG_URL.delegate, MsgDelegate],
        [SEED_MSG_URL.undelegate, MsgUndelegate],
        [SEED_MSG_URL.redelegate, MsgBeginRedelegate],
        [SEED_MSG_URL.withdrawReward, MsgWithdrawDelegatorReward],
      ] as const
    ).map(([url, codec]) => [inDialect(url, names), codec] as [string, typeof codec]),
  );
}

/** One key the seeder signs with. */
export interface SeedSigner {
  readonly label: string;
  readonly address: string;
  readonly pubkey: Uint8Array;
  sign(
    bodyBytes: Uint8Array,
    authInfoBytes: Uint8Array,
    chainId: string,
    accountNumber: number,
  ): Promise<Uint8Array>;
}

/**
 * BIP39 seed of a mnemonic (no passphrase) with Node's native PBKDF2-HMAC-SHA512, 2048 rounds: the same
 * bytes cosmjs' Bip39.mnemonicToSeed computes, in a millisecond instead of seconds of pure-JS hashing.
 */
export function mnemonicSeed(mnemonic: string): Uint8Array {
  return new Uint8Array(pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'));
}

/** Derives accounts `indexes` (m/44'/118'/0'/0/i) of `mnemonic`; signs with cosmjs' DirectSecp256k1Wallet. */
export async function loadSigners(label: string, mnemonic: string, indexes: number[]): Promise<SeedSigner[]> {
  const seed = mnemonicSeed(mnemonic);
  return Promise.all(
    indexes.map(async (index) => {
      const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, makeCosmoshubPath(index));
      const wallet = await DirectSecp256k1Wallet.fromKey(privkey, BECH32_PREFIX);
      const [account] = await wallet.getAccounts();
      return {
        label: indexes.length === 1 ? label : `${label}#${index}`,
        address: account!.address,
        pubkey: account!.pubkey,
        async sign(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, chainId: string, accountNumber: number) {
          const doc = makeSignDoc(bodyBytes, authInfoBytes, chainId, accountNumber);
          const { signature } = await wallet.signDirect(account!.address, doc);
          return fromBase64(signature.signature);
        },
      };
    }),
  );
}

export function sendMsg(from: string, to: string, amount: bigint): EncodeObject {
  return {
    typeUrl: SEED_MSG_URL.send,
    value: MsgSend.fromPartial({
      fromAddress: from,
      toAddress: to,
      amount: [{ denom: BASE_DENOM, amount: amount.toString() }],
    }),
  };
}

export function executeMsg(sender: string, contract: string, msg: unknown, funds: Coin[] = []): EncodeObject {
  return {
    typeUrl: SEED_MSG_URL.execute,
    value: MsgExecuteContract.fromPartial({ sender, contract, msg: toUtf8(JSON.stringify(msg)), funds }),
  };
}

export function instantiateMsg(
  sender: string,
  codeId: number,
  msg: unknown,
  label: string,
  funds: Coin[] = [],
): EncodeObject {
  return {
    typeUrl: SEED_MSG_URL.instantiate,
    value: MsgInstantiateContract.fromPartial({
      sender,
      admin: '',
      codeId: BigInt(codeId),
      label,
      msg: toUtf8(JSON.stringify(msg)),
      funds,
    }),
  };
}

/** Signed TxRaw bytes for `messages` from `signer`; fee = ceil(gasLimit x the devnet minimum gas price). */
export async function signTx(opts: {
  registry: Registry;
  signer: SeedSigner;
  messages: EncodeObject[];
  memo?: string;
  gasLimit: bigint;
  chainId: string;
  accountNumber: number;
  sequence: number;
  /** The chain's names (default spec): the registry must be `seedRegistry(names)`. */
  names?: DialectNames;
}): Promise<Uint8Array> {
  const names = opts.names ?? dialectNames();
  const messages = opts.messages.map((m) => ({ typeUrl: inDialect(m.typeUrl, names), value: m.value }));
  const bodyBytes = opts.registry.encodeTxBody({ messages, memo: opts.memo ?? '' });
  const pubkey = { typeUrl: names.pubkeyUrl, value: PubKey.encode({ key: opts.signer.pubkey }).finish() };
  const fee = mulDecimalCeil(opts.gasLimit, DEVNET_MIN_GAS_PRICE);
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: opts.sequence }],
    [{ denom: BASE_DENOM, amount: fee.toString() }],
    Number(opts.gasLimit),
    undefined,
    undefined,
    SignMode.SIGN_MODE_DIRECT,
  );
  const signature = await opts.signer.sign(bodyBytes, authInfoBytes, opts.chainId, opts.accountNumber);
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish();
}
