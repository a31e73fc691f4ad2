// Multisig txs built by cosmjs alone (the oracle): members sign amino docs with Secp256k1HdWallet, cosmjs's
// makeMultisignedTx combines them, and the public keys' type URLs (cosmjs writes stock names) are put into the run's
// dialect afterwards through the dialect helper, as are the amino names the members sign.
import {
  createMultisigThresholdPubkey,
  makeSignDoc,
  pubkeyToAddress,
  Secp256k1HdWallet,
  type AminoMsg,
  type MultisigThresholdPubkey,
  type StdFee,
} from '@cosmjs/amino';
import { fromBase64 } from '@cosmjs/encoding';
import { encodePubkey } from '@cosmjs/proto-signing';
import { CompactBitArray, MultiSignature } from 'cosmjs-types/cosmos/crypto/multisig/v1beta1/multisig';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { LegacyAminoPubKey } from 'cosmjs-types/cosmos/crypto/multisig/keys';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import type { Dialect } from '../../../../shared/dialect';
import { named, TEST_DIALECT } from '../../support/dialect';
import type { RunningDevnet } from '../../../../devnet/index';
import { accountOf, CHAIN_ID, msgs, uxyz } from './support';

export interface Member {
  wallet: Secp256k1HdWallet;
  address: string;
  pubkey: Uint8Array;
}

export async function makeMembers(count: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < count; i++) {
    const wallet = await Secp256k1HdWallet.generate(12, { prefix: 'xyz' });
    const [account] = await wallet.getAccounts();
    out.push({ wallet, address: account!.address, pubkey: account!.pubkey });
  }
  return out;
}

export function cosmjsMultisig(members: Member[], threshold: number): MultisigThresholdPubkey {
  return createMultisigThresholdPubkey(
    members.map((m) => ({
      type: 'tendermint/PubKeySecp256k1',
      value: Buffer.from(m.pubkey).toString('base64'),
    })),
    threshold,
  );
}

export const cosmjsAddress = (pubkey: MultisigThresholdPubkey) => pubkeyToAddress(pubkey, 'xyz');

/** A send from the multisig: amino msg, proto msg, fee and the account's number and sequence. */
export interface Proposal {
  aminoMsgs: AminoMsg[];
  bodyBytes: Uint8Array;
  fee: StdFee;
  accountNumber: number;
  sequence: number;
  memo: string;
}

export async function proposeSend(
  devnet: RunningDevnet,
  from: string,
  to: string,
  amount: number,
  memo = '',
): Promise<Proposal> {
  const { accountNumber, sequence } = await accountOf(devnet, from);
  const coins = uxyz(amount);
  return {
    aminoMsgs: [
      { type: named('ledger-sdk/MsgSend'), value: { from_address: from, to_address: to, amount: coins } },
    ],
    bodyBytes: TxBody.encode(TxBody.fromPartial({ messages: [msgs.send(from, to, coins)], memo })).finish(),
    fee: { amount: uxyz(10_000), gas: '400000' },
    accountNumber,
    sequence,
    memo,
  };
}

/** The member's amino signature over the proposal's sign doc (optionally a different memo: a wrong doc). */
export async function memberSign(member: Member, p: Proposal, memoOverride?: string): Promise<Uint8Array> {
  const doc = makeSignDoc(p.aminoMsgs, p.fee, CHAIN_ID, memoOverride ?? p.memo, p.accountNumber, p.sequence);
  const { signature } = await member.wallet.signAmino(member.address, doc);
  return fromBase64(signature.signature);
}

/** cosmjs's makeCompactBitArray (not exported from its package index), line for line. */
function makeCompactBitArray(bits: boolean[]): CompactBitArray {
  const byteCount = Math.ceil(bits.length / 8);
  const extraBits = bits.length - Math.floor(bits.length / 8) * 8;
  const bytes = new Uint8Array(byteCount);
  bits.forEach((value, index) => {
    const bytePos = Math.floor(index / 8);
    const bitPos = index % 8;
    if (value) bytes[bytePos]! |= 0b1 << (8 - 1 - bitPos);
  });
  return CompactBitArray.fromPartial({ elems: bytes, extraBitsStored: extraBits });
}

/**
 * cosmjs's makeMultisignedTx (stargate/src/multisignature.ts) line for line: its own copy fails here because its
 * fromBech32 passes an Infinity limit that this @scure/base refuses. Bit i is member i in the key's order.
 */
function makeMultisignedTx(
  pubkey: MultisigThresholdPubkey,
  sequence: number,
  fee: StdFee,
  bodyBytes: Uint8Array,
  signatures: Map<string, Uint8Array>,
): TxRaw {
  const signers: boolean[] = Array(pubkey.value.pubkeys.length).fill(false);
  const signaturesList: Uint8Array[] = [];
  for (let i = 0; i < pubkey.value.pubkeys.length; i++) {
    const signature = signatures.get(pubkeyToAddress(pubkey.value.pubkeys[i]!, 'xyz'));
    if (signature) {
      signers[i] = true;
      signaturesList.push(signature);
    }
  }
  const authInfo = AuthInfo.fromPartial({
    signerInfos: [
      {
        publicKey: encodePubkey(pubkey),
        modeInfo: {
          multi: {
            bitarray: makeCompactBitArray(signers),
            modeInfos: signaturesList.map(() => ({ single: { mode: SignMode.SIGN_MODE_LEGACY_AMINO_JSON } })),
          },
        },
        sequence: BigInt(sequence),
      },
    ],
    fee: { amount: [...fee.amount], gasLimit: BigInt(fee.gas) },
  });
  return TxRaw.fromPartial({
    bodyBytes,
    authInfoBytes: AuthInfo.encode(authInfo).finish(),
    signatures: [MultiSignature.encode(MultiSignature.fromPartial({ signatures: signaturesList })).finish()],
  });
}

/** A key Any cosmjs wrote in stock names, in the run's dialect (`named` reads spec names: spec-ify first). */
function runDialectAny(any: Any, dialect: Dialect = TEST_DIALECT): Any {
  const specUrl = any.typeUrl.replace(/^\/cosmos\./, '/ledger.');
  return { typeUrl: named(specUrl, dialect), value: any.value };
}

/** cosmjs's multisigned TxRaw with the public key type URLs in the run's dialect (the members' keys in
 * `memberDialect`, to show the other dialect's nested keys refused). */
export function combine(
  pubkey: MultisigThresholdPubkey,
  p: Proposal,
  signatures: Map<string, Uint8Array>,
  memberDialect: Dialect = TEST_DIALECT,
): Uint8Array {
  const raw = makeMultisignedTx(pubkey, p.sequence, p.fee, p.bodyBytes, signatures);
  const authInfo = AuthInfo.decode(raw.authInfoBytes);
  const info = authInfo.signerInfos[0]!;
  const legacy = LegacyAminoPubKey.decode(info.publicKey!.value);
  legacy.publicKeys = legacy.publicKeys.map((key) => runDialectAny(key, memberDialect));
  info.publicKey = runDialectAny({
    typeUrl: info.publicKey!.typeUrl,
    value: LegacyAminoPubKey.encode(legacy).finish(),
  });
  return TxRaw.encode({ ...raw, authInfoBytes: AuthInfo.encode(authInfo).finish() }).finish();
}

/** Every subset of `n` indexes with at least `k` members, each in every order when `orders` is set. */
export function subsetsOfAtLeast(n: number, k: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const subset = [...Array(n).keys()].filter((i) => mask & (1 << i));
    if (subset.length >= k) out.push(subset);
  }
  return out;
}
