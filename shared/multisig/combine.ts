// Combines member signatures into the multisig TxRaw exactly as the SDK and cosmjs do: the LegacyAminoPubKey in
// the signer info, ModeInfo.multi with a CompactBitArray and one LEGACY_AMINO_JSON entry per signature, and a
// MultiSignature (signatures in member order) as the one signature. Pure.
import { fromBase64 } from '@cosmjs/encoding';
import { LegacyAminoPubKey } from 'cosmjs-types/cosmos/crypto/multisig/keys';
import { MultiSignature } from 'cosmjs-types/cosmos/crypto/multisig/v1beta1/multisig';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { TYPE_URL } from '../chain';
import { toDialect, type Dialect } from '../dialect';
import { makeCompactBits, setBit } from './bit-array';
import type { MultisigAccountDef, MultisigProposal } from './files';
import { MULTISIG_PUBKEY_TYPE_URL } from './pubkey';

/** The account's LegacyAminoPubKey as a protobuf Any, with type URLs in `dialect`. */
export function multisigPubkeyAny(account: MultisigAccountDef, dialect: Dialect): Any {
  const publicKeys = account.members.map((m) => ({
    typeUrl: toDialect(TYPE_URL.PubKeySecp256k1, dialect),
    value: PubKey.encode({ key: fromBase64(m.pubkey) }).finish(),
  }));
  return {
    typeUrl: toDialect(MULTISIG_PUBKEY_TYPE_URL, dialect),
    value: LegacyAminoPubKey.encode({ threshold: account.threshold, publicKeys }).finish(),
  };
}

/** A checked signature and the member (index in the account's key order) who made it. */
export interface MemberSignature {
  memberIndex: number;
  signature: Uint8Array;
}

/** AuthInfo bytes of the proposal with the given members marked as signers. */
export function multisigAuthInfoBytes(
  proposal: Pick<MultisigProposal, 'account' | 'sequence' | 'fee'>,
  memberIndexes: readonly number[],
  dialect: Dialect,
): Uint8Array {
  const bits = makeCompactBits(proposal.account.members.length);
  for (const i of memberIndexes) setBit(bits, i);
  return AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [
        {
          publicKey: multisigPubkeyAny(proposal.account, dialect),
          modeInfo: {
            multi: {
              bitarray: bits,
              modeInfos: memberIndexes.map(() => ({
                single: { mode: SignMode.SIGN_MODE_LEGACY_AMINO_JSON },
              })),
            },
          },
          sequence: BigInt(proposal.sequence),
        },
      ],
      fee: {
        amount: proposal.fee.amount.map((c) => ({ denom: c.denom, amount: c.amount })),
        gasLimit: BigInt(proposal.fee.gas_limit),
      },
    }),
  ).finish();
}

/**
 * The broadcastable TxRaw of `proposal` with `signatures` (already checked, one per member). Throws when fewer
 * than the threshold are given or a member appears twice.
 */
export function combineMultisigTx(
  proposal: MultisigProposal,
  signatures: readonly MemberSignature[],
  dialect: Dialect,
): Uint8Array {
  const sorted = [...signatures].sort((a, b) => a.memberIndex - b.memberIndex);
  const indexes = sorted.map((s) => s.memberIndex);
  if (new Set(indexes).size !== indexes.length) throw new Error('a member signature appears twice');
  if (indexes.some((i) => i < 0 || i >= proposal.account.members.length)) throw new Error('not a member');
  if (sorted.length < proposal.account.threshold) {
    throw new Error(`${sorted.length} of ${proposal.account.threshold} required signatures`);
  }
  return TxRaw.encode({
    bodyBytes: fromBase64(proposal.body_bytes),
    authInfoBytes: multisigAuthInfoBytes(proposal, indexes, dialect),
    signatures: [MultiSignature.encode({ signatures: sorted.map((s) => s.signature) }).finish()],
  }).finish();
}

/** A simulation tx: all n members marked as signers, each with a 64-byte placeholder (the most the tx can weigh). */
export function simulateMultisigTxBytes(input: {
  account: MultisigAccountDef;
  bodyBytes: Uint8Array;
  sequence: bigint;
  dialect: Dialect;
}): Uint8Array {
  const n = input.account.members.length;
  const fields = {
    account: input.account,
    sequence: input.sequence.toString(),
    fee: { amount: [], gas_limit: '0' },
  };
  return TxRaw.encode({
    bodyBytes: input.bodyBytes,
    authInfoBytes: multisigAuthInfoBytes(fields, [...Array(n).keys()], input.dialect),
    signatures: [
      MultiSignature.encode({ signatures: Array.from({ length: n }, () => new Uint8Array(64)) }).finish(),
    ],
  }).finish();
}
