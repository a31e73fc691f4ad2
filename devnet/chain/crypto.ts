// Hashing, addresses and secp256k1 verification (OpenSSL through node:crypto, with per-pubkey caches).
import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { BECH32_PREFIX } from '../../shared/chain';

/** secp256k1 group order n and n/2, for the low-S rule. */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;
const SPKI_SECP256K1_COMPRESSED = Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex');

export function sha256(data: Uint8Array): Uint8Array {
  return createHash('sha256').update(data).digest();
}

/** Uppercase hex sha256 of the raw tx bytes: the tx hash. */
export function txHash(txBytes: Uint8Array): string {
  return createHash('sha256').update(txBytes).digest('hex').toUpperCase();
}

const addressCache = new Map<string, string>();

/** Bech32 account address of a 33-byte compressed pubkey: ripemd160(sha256(pubkey)). Cached. */
export function addressOfPubkey(pubkey: Uint8Array, prefix: string = BECH32_PREFIX): string {
  const cacheKey = `${prefix}:${Buffer.from(pubkey).toString('base64')}`;
  let address = addressCache.get(cacheKey);
  if (!address) {
    const hash = createHash('ripemd160').update(createHash('sha256').update(pubkey).digest()).digest();
    address = toBech32(prefix, hash);
    if (addressCache.size > 100_000) addressCache.clear();
    addressCache.set(cacheKey, address);
  }
  return address;
}

/** Address of a module account: sha256(name)[:20] (cosmos address.Module without derivation keys). */
export function moduleAddress(name: string): string {
  return toBech32(BECH32_PREFIX, sha256(new TextEncoder().encode(name)).slice(0, 20));
}

const validAddresses = new Set<string>();

/** Validates a bech32 address with the given prefix; returns an error text or null. Valid ones are cached. */
export function addressError(address: string, prefix: string = BECH32_PREFIX): string | null {
  if (typeof address !== 'string' || address === '') return 'empty address string is not allowed';
  if (validAddresses.has(`${prefix}:${address}`)) return null;
  const error = checkAddress(address, prefix);
  if (error === null) {
    if (validAddresses.size > 100_000) validAddresses.clear();
    validAddresses.add(`${prefix}:${address}`);
  }
  return error;
}

function checkAddress(address: string, prefix: string): string | null {
  try {
    const decoded = fromBech32(address, 1023);
    if (decoded.prefix !== prefix) return `invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}`;
    if (decoded.data.length !== 20 && decoded.data.length !== 32)
      return `address length must be 20 or 32 bytes, got ${decoded.data.length}`;
    if (address !== address.toLowerCase()) return 'decoding bech32 failed: mixed case';
    return null;
  } catch (err) {
    return `decoding bech32 failed: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Re-encodes an address's bytes under another prefix (xyz -> xyzvaloper). */
export function convertPrefix(address: string, prefix: string): string {
  return toBech32(prefix, fromBech32(address, 1023).data);
}

const keyCache = new Map<string, KeyObject | null>();

function publicKeyObject(pubkey: Uint8Array): KeyObject | null {
  const cacheKey = Buffer.from(pubkey).toString('base64');
  if (keyCache.has(cacheKey)) return keyCache.get(cacheKey)!;
  let key: KeyObject | null = null;
  try {
    if (pubkey.length === 33) {
      key = createPublicKey({
        key: Buffer.concat([SPKI_SECP256K1_COMPRESSED, pubkey]),
        format: 'der',
        type: 'spki',
      });
    }
  } catch {
    key = null;
  }
  if (keyCache.size > 100_000) keyCache.clear();
  keyCache.set(cacheKey, key);
  return key;
}

/** True when the compressed pubkey is a valid secp256k1 point. */
export function isValidPubkey(pubkey: Uint8Array): boolean {
  return publicKeyObject(pubkey) !== null;
}

/** Verifies a 64-byte r||s low-S secp256k1 signature over sha256(message). */
export function verifySecp256k1(pubkey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`);
  if (s === 0n || s > HALF_ORDER) return false;
  const key = publicKeyObject(pubkey);
  if (!key) return false;
  try {
    return verify('sha256', message, { key, dsaEncoding: 'ieee-p1363' }, signature);
  } catch {
    return false;
  }
}
