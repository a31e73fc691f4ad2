// The shared account's address and key order, with cosmjs (createMultisigThresholdPubkey + pubkeyToAddress)
// as the oracle, and the bit array the SDK uses to say which members signed.
import { describe, expect, it } from 'vitest';
import { createMultisigThresholdPubkey, encodeAminoPubkey, pubkeyToAddress } from '@cosmjs/amino';
import { Secp256k1 } from '@cosmjs/crypto';
import { toBase64 } from '@cosmjs/encoding';
import {
  aminoMultisigBytes,
  makeMultisigPubkey,
  multisigAddress,
  multisigShapeError,
} from '../../../shared/multisig/pubkey';
import { bitAt, bitCount, makeCompactBits, setBit, setBitsBefore } from '../../../shared/multisig/bit-array';

async function keys(n: number): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (let i = 1; i <= n; i++) {
    const priv = new Uint8Array(32);
    priv[0] = 7;
    priv[31] = i;
    out.push(Secp256k1.compressPubkey((await Secp256k1.makeKeypair(priv)).pubkey));
  }
  return out;
}

const amino = (k: Uint8Array) => ({ type: 'tendermint/PubKeySecp256k1', value: toBase64(k) });

describe('shared account address (LegacyAminoPubKey)', () => {
  it.each([
    [2, 3],
    [3, 5],
    [1, 2],
    [7, 7],
  ])(
    '%i of %i: same address and amino bytes as cosmjs, whatever order the members are given in',
    async (k, n) => {
      const members = await keys(n);
      const oracle = createMultisigThresholdPubkey(members.map(amino), k);
      const ours = makeMultisigPubkey([...members].reverse(), k);
      expect(ours.publicKeys.map(toBase64)).toEqual(oracle.value.pubkeys.map((p) => p.value));
      expect(aminoMultisigBytes(ours)).toEqual(encodeAminoPubkey(oracle));
      expect(multisigAddress(ours)).toBe(pubkeyToAddress(oracle, 'xyz'));
      const shuffled = makeMultisigPubkey([members[n - 1]!, ...members.slice(0, n - 1)], k);
      expect(multisigAddress(shuffled)).toBe(multisigAddress(ours));
    },
  );

  it('a different threshold is a different account', async () => {
    const members = await keys(3);
    expect(multisigAddress(makeMultisigPubkey(members, 2))).not.toBe(
      multisigAddress(makeMultisigPubkey(members, 3)),
    );
  });

  it('refuses shapes that cannot form an account', async () => {
    const members = await keys(8);
    expect(multisigShapeError(2, members.slice(0, 1))).toMatch(/at least 2/);
    expect(multisigShapeError(2, members)).toMatch(/at most 7/);
    expect(multisigShapeError(0, members.slice(0, 3))).toMatch(/at least 1/);
    expect(multisigShapeError(4, members.slice(0, 3))).toMatch(/exceeds/);
    expect(multisigShapeError(2, [members[0]!, members[0]!])).toMatch(/twice/);
    expect(multisigShapeError(1, [members[0]!, new Uint8Array(33)])).toMatch(/compressed/);
    expect(() => makeMultisigPubkey(members.slice(0, 2), 3)).toThrow(/exceeds/);
  });
});

describe('CompactBitArray', () => {
  it('matches the SDK layout: bit 0 is the high bit of the first byte; extra bits counted', () => {
    const bits = makeCompactBits(10);
    expect(bitCount(bits)).toBe(10);
    expect(bits).toMatchObject({ extraBitsStored: 2 });
    setBit(bits, 0);
    setBit(bits, 9);
    expect(Array.from(bits.elems)).toEqual([0x80, 0x40]);
    expect(bitAt(bits, 9)).toBe(true);
    expect(bitAt(bits, 10)).toBe(false);
    expect(setBit(bits, 10)).toBe(false);
    expect(setBitsBefore(bits, 10)).toBe(2);
    expect(bitCount(makeCompactBits(8))).toBe(8);
  });
});
