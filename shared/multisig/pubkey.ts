// A k-of-n LegacyAminoPubKey (threshold of secp256k1 keys): its amino bytes, its address and the key-order rule.
// Pure and browser-safe; the devnet and the wallet derive the same address from these functions.
import { ripemd160, sha256 } from '@cosmjs/crypto';
import { toBech32 } from '../bech32';
import { BECH32_PREFIX } from '../chain';
import { toHex } from '@cosmjs/encoding';

/** Canonical (cosmos dialect) type URL of the multisig key; map it with shared/dialect.ts. */
export const MULTISIG_PUBKEY_TYPE_URL = '/cosmos.crypto.multisig.LegacyAminoPubKey';
/** The most members a shared account may have (the SDK's default TxSigLimit counts every member key). */
export const MAX_MULTISIG_MEMBERS = 7;

/** Threshold k of n compressed secp256k1 keys, in the order that defines the address. */
export interface MultisigPubkey {
  threshold: number;
  publicKeys: Uint8Array[];
}

const AMINO_SECP256K1_PREFIX = Uint8Array.from([0xeb, 0x5a, 0xe9, 0x87, 0x21]);
const AMINO_MULTISIG_PREFIX = Uint8Array.from([0x22, 0xc1, 0xf7, 0xe2]);

function uvarint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

/** Amino binary of one compressed secp256k1 key (tendermint/PubKeySecp256k1). */
export function aminoSecp256k1Bytes(key: Uint8Array): Uint8Array {
  return Uint8Array.from([...AMINO_SECP256K1_PREFIX, ...key]);
}

/** Amino binary of the multisig key (tendermint/PubKeyMultisigThreshold): what its address hashes. */
export function aminoMultisigBytes(pubkey: MultisigPubkey): Uint8Array {
  const out = [...AMINO_MULTISIG_PREFIX, 0x08, ...uvarint(pubkey.threshold)];
  for (const key of pubkey.publicKeys) {
    const member = aminoSecp256k1Bytes(key);
    out.push(0x12, ...uvarint(member.length), ...member);
  }
  return Uint8Array.from(out);
}

/** Raw 20-byte address of a single secp256k1 key: ripemd160(sha256(key)). */
export function rawAddressOfKey(key: Uint8Array): Uint8Array {
  return ripemd160(sha256(key));
}

/** Raw 20-byte address of a multisig key: sha256(amino bytes)[:20] (the SDK's and cosmjs's rule). */
export function rawMultisigAddress(pubkey: MultisigPubkey): Uint8Array {
  return sha256(aminoMultisigBytes(pubkey)).slice(0, 20);
}

/** Bech32 address of the multisig key (prefix 'xyz' unless given). */
export function multisigAddress(pubkey: MultisigPubkey, prefix: string = BECH32_PREFIX): string {
  return toBech32(prefix, rawMultisigAddress(pubkey));
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * The key order rule: members sorted by their own raw address bytes, ascending. It is the default of cosmjs
 * `createMultisigThresholdPubkey` and of the SDK CLI (`keys add --multisig` without `--nosort`), so the same
 * members give the same address whatever order they are listed in.
 */
export function sortMemberKeys(keys: readonly Uint8Array[]): Uint8Array[] {
  return [...keys].sort((a, b) => compareBytes(rawAddressOfKey(a), rawAddressOfKey(b)));
}

/** Why a threshold/member set cannot form a shared account, or null when it can. */
export function multisigShapeError(threshold: number, keys: readonly Uint8Array[]): string | null {
  if (keys.length < 2) return 'A shared account needs at least 2 members.';
  if (keys.length > MAX_MULTISIG_MEMBERS)
    return `A shared account has at most ${MAX_MULTISIG_MEMBERS} members.`;
  if (!Number.isInteger(threshold) || threshold < 1)
    return 'The threshold must be a whole number of at least 1.';
  if (threshold > keys.length) return `The threshold ${threshold} exceeds the ${keys.length} members.`;
  for (const key of keys) {
    if (key.length !== 33 || (key[0] !== 2 && key[0] !== 3))
      return 'Every member key must be a compressed secp256k1 key.';
  }
  const hex = new Set(keys.map((k) => toHex(k)));
  if (hex.size !== keys.length) return 'The same member key appears twice.';
  return null;
}

/** The multisig key of `keys` (sorted by the rule above) with threshold k; throws on a bad shape. */
export function makeMultisigPubkey(keys: readonly Uint8Array[], threshold: number): MultisigPubkey {
  const error = multisigShapeError(threshold, keys);
  if (error) throw new Error(error);
  return { threshold, publicKeys: sortMemberKeys(keys) };
}
