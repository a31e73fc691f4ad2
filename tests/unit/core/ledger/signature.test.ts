// The device's DER signature becomes the 64-byte r||s with a low s that the chain accepts.
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { describe, expect, it } from 'vitest';
import { derToFixedLowS } from '../../../../electron/core/ledger/signature';

const ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const big = (b: Uint8Array) => BigInt(`0x${Buffer.from(b).toString('hex')}`);
const bytes32 = (n: bigint) => Uint8Array.from(Buffer.from(n.toString(16).padStart(64, '0'), 'hex'));

describe('derToFixedLowS', () => {
  it('keeps a low-s signature as r||s and it verifies', async () => {
    const { pubkey, privkey } = await Secp256k1.makeKeypair(new Uint8Array(32).fill(7));
    const hash = sha256(new TextEncoder().encode('doc'));
    const sig = await Secp256k1.createSignature(hash, privkey);
    const fixed = derToFixedLowS(sig.toDer());
    expect(fixed).toEqual(sig.toFixedLength().slice(0, 64));
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fixed), hash, pubkey)).toBe(
      true,
    );
  });

  it('turns a high s into n - s (same signature, the form the SDK accepts)', async () => {
    const { privkey } = await Secp256k1.makeKeypair(new Uint8Array(32).fill(9));
    const sig = await Secp256k1.createSignature(sha256(new Uint8Array([1])), privkey);
    const highS = ORDER - big(sig.s(32));
    const der = new Secp256k1Signature(sig.r(32), bytes32(highS)).toDer();
    const fixed = derToFixedLowS(der);
    expect(big(fixed.slice(32))).toBe(big(sig.s(32)));
    expect(big(fixed.slice(32)) <= ORDER / 2n).toBe(true);
  });
});
