// Multisig signers as the SDK handles them: the LegacyAminoPubKey in a signer info, ModeInfo.multi with its
// CompactBitArray, the MultiSignature in the signature slot, VerifyMultisignature and the multisig gas rules.
import { LegacyAminoPubKey } from 'cosmjs-types/cosmos/crypto/multisig/keys';
import { MultiSignature } from 'cosmjs-types/cosmos/crypto/multisig/v1beta1/multisig';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import type { ModeInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { TYPE_URL } from '../../shared/chain';
import { toDialect, type Dialect } from '../../shared/dialect';
import { bitAt, bitCount, setBitsBefore, type CompactBits } from '../../shared/multisig/bit-array';
import {
  aminoMultisigBytes,
  multisigAddress,
  MULTISIG_PUBKEY_TYPE_URL,
  type MultisigPubkey,
} from '../../shared/multisig/pubkey';
import { sdkError } from './errors';
import { GAS_COST } from './gas';

export const MULTISIG_PUBKEY_URL = toDialect(MULTISIG_PUBKEY_TYPE_URL, 'spec');
/** The LegacyAminoPubKey type URL in `dialect`. */
export const multisigPubkeyUrl = (dialect: Dialect): string => toDialect(MULTISIG_PUBKEY_TYPE_URL, dialect);
/** The SDK's default TxSigLimit: a simulated multisig signature is priced as this many signatures. */
export const TX_SIG_LIMIT = 7;

/** What ModeInfo.multi says: which members signed and each one's sign mode (-1 = nested, unsupported). */
export interface MultiModeView {
  bits: CompactBits;
  modes: number[];
}

/** Decodes the Any value of a LegacyAminoPubKey whose members are secp256k1 keys named in `dialect` (the chain's:
 * a member key of the other dialect is unresolvable, as on a stock node); code 2 otherwise. */
export function decodeMultisigPubkey(value: Uint8Array, dialect: Dialect = 'spec'): MultisigPubkey {
  const memberUrl = toDialect(TYPE_URL.PubKeySecp256k1, dialect);
  let decoded: LegacyAminoPubKey;
  try {
    decoded = LegacyAminoPubKey.decode(value);
  } catch (err) {
    throw sdkError(2, err instanceof Error ? err.message : String(err));
  }
  const publicKeys = decoded.publicKeys.map((any) => {
    if (any.typeUrl !== memberUrl) throw sdkError(2, `unable to resolve type URL ${any.typeUrl}`);
    try {
      return PubKey.decode(any.value).key;
    } catch (err) {
      throw sdkError(2, err instanceof Error ? err.message : String(err));
    }
  });
  return { threshold: decoded.threshold, publicKeys };
}

/** The ModeInfo.multi of a signer info as a view; nested multi entries get mode -1. */
export function multiModeView(modeInfo: ModeInfo): MultiModeView | null {
  const multi = modeInfo.multi;
  if (!multi) return null;
  const bits = multi.bitarray ?? { extraBitsStored: 0, elems: new Uint8Array() };
  return { bits, modes: multi.modeInfos.map((m) => (m.single ? Number(m.single.mode) : -1)) };
}

/** The member signatures inside a MultiSignature; refuses unknown fields (the SDK's malleability guard). */
export function decodeMultiSignature(bytes: Uint8Array): Uint8Array[] {
  let decoded: MultiSignature;
  try {
    decoded = MultiSignature.decode(bytes);
  } catch (err) {
    throw sdkError(4, `invalid multisignature: ${err instanceof Error ? err.message : String(err)}`);
  }
  const again = MultiSignature.encode(decoded).finish();
  if (Buffer.compare(Buffer.from(again), Buffer.from(bytes)) !== 0) {
    throw sdkError(4, 'rejecting unrecognized fields found in MultiSignature');
  }
  return decoded.signatures;
}

/** Account address of a multisig key (the same function the wallet uses). */
export function addressOfMultisig(pubkey: MultisigPubkey): string {
  return multisigAddress(pubkey);
}

/** A member signature check: does `signature` by `key` in sign mode `mode` cover this tx's sign bytes? */
export type MemberVerifier = (key: Uint8Array, mode: number, signature: Uint8Array) => boolean;

/**
 * VerifyMultisignature: the bit array holds n bits, at least k are set, there are between k and n signatures,
 * exactly one per set bit, and each set bit's member key verifies its signature. Returns the failure or null.
 */
export function multisigFailure(
  pubkey: MultisigPubkey,
  mode: MultiModeView,
  signatures: Uint8Array[],
  verify: MemberVerifier,
): string | null {
  const size = bitCount(mode.bits);
  const n = pubkey.publicKeys.length;
  if (size !== n) return `bit array size is incorrect, expecting: ${n}`;
  if (signatures.length < pubkey.threshold || signatures.length > size) {
    return `signature size is incorrect ${signatures.length}`;
  }
  const set = setBitsBefore(mode.bits, size);
  if (set < pubkey.threshold) {
    return `not enough signatures set, have ${set}, expected ${pubkey.threshold}`;
  }
  if (set !== signatures.length || mode.modes.length !== signatures.length) {
    return `bit array has ${set} signers set but ${signatures.length} signatures and ${mode.modes.length} modes`;
  }
  let sigIndex = 0;
  for (let i = 0; i < size; i++) {
    if (!bitAt(mode.bits, i)) continue;
    if (!verify(pubkey.publicKeys[i]!, mode.modes[sigIndex]!, signatures[sigIndex]!)) {
      return `unable to verify signature at index ${i}`;
    }
    sigIndex++;
  }
  return null;
}

/**
 * ConsumeMultisignatureVerificationGas: one secp256k1 verification per set bit; a simulation without a bit
 * array (or with none set) pays for every member, like the SDK's simulation path.
 */
export function multisigVerifyGas(pubkey: MultisigPubkey, mode: MultiModeView | null): number {
  const set = mode ? setBitsBefore(mode.bits, bitCount(mode.bits)) : 0;
  const members = set > 0 ? set : pubkey.publicKeys.length;
  return members * GAS_COST.secp256k1Verify;
}

/**
 * Tx-size bytes the SDK charges for a missing signature of an account whose key is a multisig: the amino
 * StdSignature with that key and a 64-byte signature, plus 6, times TxSigLimit.
 */
export function simulatedMultisigSignatureBytes(pubkey: MultisigPubkey): number {
  const key = aminoMultisigBytes(pubkey).length;
  const fieldLength = (len: number) => 1 + Math.max(1, Math.ceil(Math.log2(len + 1) / 7)) + len;
  return (fieldLength(key) + fieldLength(64) + 6) * TX_SIG_LIMIT;
}

/** Stored form on the account: threshold and base64 member keys in address order. */
export interface StoredMultisig {
  threshold: number;
  publicKeys: string[];
}

export function storedMultisig(pubkey: MultisigPubkey): StoredMultisig {
  return {
    threshold: pubkey.threshold,
    publicKeys: pubkey.publicKeys.map((k) => Buffer.from(k).toString('base64')),
  };
}

export function multisigFromStored(stored: StoredMultisig): MultisigPubkey {
  return { threshold: stored.threshold, publicKeys: stored.publicKeys.map((k) => Buffer.from(k, 'base64')) };
}

/** The key as the gateway renders it: `@type`, `threshold` and `public_keys` (spec dialect names). */
export function multisigJson(stored: StoredMultisig, dialect: Dialect = 'spec'): Record<string, unknown> {
  return {
    '@type': multisigPubkeyUrl(dialect),
    threshold: stored.threshold,
    public_keys: stored.publicKeys.map((key) => ({
      '@type': toDialect(TYPE_URL.PubKeySecp256k1, dialect),
      key,
    })),
  };
}
