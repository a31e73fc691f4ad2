// The device's DER signature -> the 64-byte r||s (low s) a Cosmos tx carries.
import { Secp256k1Signature } from '@cosmjs/crypto';

const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_ORDER = ORDER >> 1n;

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
const to32 = (value: bigint) => Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'));

/** Parses DER (as cosmjs ledger-amino does) and normalises s to the lower half of the curve order. */
export function derToFixedLowS(der: Uint8Array): Uint8Array {
  const fixed = Secp256k1Signature.fromDer(der).toFixedLength();
  const r = fixed.slice(0, 32);
  const s = toBigInt(fixed.slice(32, 64));
  const lowS = s > HALF_ORDER ? ORDER - s : s;
  const out = new Uint8Array(64);
  out.set(r, 0);
  out.set(to32(lowS), 32);
  return out;
}
