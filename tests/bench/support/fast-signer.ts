// Signs many MsgSends quickly for benchmark fixtures: OpenSSL ECDSA through node:crypto (low-S normalised, as the
// chain requires) instead of the pure-JS signer, so 10,000 transactions take seconds, not minutes.
import { createPrivateKey, createHash, sign, type KeyObject } from 'node:crypto';
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve } from '@cosmjs/crypto';
import { makeCosmoshubPath } from '@cosmjs/proto-signing';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';

const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const PKCS8_SECP256K1_PREFIX = Buffer.from(
  '303e020100301006072a8648ce3d020106052b8104000a042730250201010420',
  'hex',
);
const SEND_URL = '/ledger.bank.v1beta1.MsgSend';
const PUBKEY_URL = '/ledger.crypto.secp256k1.PubKey';
const GAS_LIMIT = 200_000n;
/** 0.025 uxyz/gas x 200,000 gas: the devnet's minimum fee for these sends. */
const FEE_UXYZ = '5000';

export interface FastKey {
  address: string;
  pubkey: Uint8Array;
  privateKey: KeyObject;
}

/** Derives m/44'/118'/0'/0/0 of `mnemonic` into a node:crypto private key. */
export async function fastKeyOf(mnemonic: string, address: string): Promise<FastKey> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic));
  const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, makeCosmoshubPath(0));
  const { pubkey } = await Secp256k1.makeKeypair(privkey);
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_SECP256K1_PREFIX, privkey]),
    format: 'der',
    type: 'pkcs8',
  });
  return { address, pubkey: Secp256k1.compressPubkey(pubkey), privateKey };
}

/** 64-byte r||s ECDSA signature over sha256(message) with s in the lower half of the order. */
function signLowS(key: KeyObject, message: Uint8Array): Uint8Array {
  const sig = sign('sha256', message, { key, dsaEncoding: 'ieee-p1363' });
  const s = BigInt(`0x${sig.subarray(32).toString('hex')}`);
  if (s <= ORDER / 2n) return sig;
  const low = (ORDER - s).toString(16).padStart(64, '0');
  return Buffer.concat([sig.subarray(0, 32), Buffer.from(low, 'hex')]);
}

/** A SIGN_MODE_DIRECT signed MsgSend of `amount` uxyz from `key` to `to` (spec dialect type URLs). */
export function signedSend(
  key: FastKey,
  to: string,
  amount: string,
  chain: { chainId: string; accountNumber: number; sequence: number },
  memo = '',
): Uint8Array {
  const value = MsgSend.encode({
    fromAddress: key.address,
    toAddress: to,
    amount: [{ denom: 'uxyz', amount }],
  }).finish();
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({ messages: [{ typeUrl: SEND_URL, value }], memo }),
  ).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: { typeUrl: PUBKEY_URL, value: PubKey.encode({ key: key.pubkey }).finish() },
          modeInfo: { single: { mode: 1 } },
          sequence: BigInt(chain.sequence),
        },
      ],
      fee: { amount: [{ denom: 'uxyz', amount: FEE_UXYZ }], gasLimit: GAS_LIMIT },
    }),
  ).finish();
  const signBytes = SignDoc.encode({
    bodyBytes,
    authInfoBytes,
    chainId: chain.chainId,
    accountNumber: BigInt(chain.accountNumber),
  }).finish();
  return TxRaw.encode({
    bodyBytes,
    authInfoBytes,
    signatures: [signLowS(key.privateKey, signBytes)],
  }).finish();
}

/** Uppercase hex sha256 of raw tx bytes (the tx hash). */
export function hashOf(txBytes: Uint8Array): string {
  return createHash('sha256').update(txBytes).digest('hex').toUpperCase();
}
