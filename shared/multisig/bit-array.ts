// The SDK's CompactBitArray (which members of a multisig signed): make, read and count, as crypto/types does.
// Pure and browser-safe.

/** Proto shape of cosmos.crypto.multisig.v1beta1.CompactBitArray. */
export interface CompactBits {
  extraBitsStored: number;
  elems: Uint8Array;
}

/** A bit array of `size` bits, all unset (NewCompactBitArray). */
export function makeCompactBits(size: number): CompactBits {
  return { extraBitsStored: size % 8, elems: new Uint8Array(Math.ceil(size / 8)) };
}

/** The number of bits the array holds (Count). */
export function bitCount(bits: CompactBits): number {
  if (bits.extraBitsStored === 0) return bits.elems.length * 8;
  return (bits.elems.length - 1) * 8 + bits.extraBitsStored;
}

/** Whether bit `index` is set; false outside the array (GetIndex). */
export function bitAt(bits: CompactBits, index: number): boolean {
  if (index < 0 || index >= bitCount(bits)) return false;
  return (bits.elems[index >> 3]! & (1 << (7 - (index % 8)))) > 0;
}

/** Sets bit `index` in place; false when it is outside the array (SetIndex). */
export function setBit(bits: CompactBits, index: number): boolean {
  if (index < 0 || index >= bitCount(bits)) return false;
  bits.elems[index >> 3] = bits.elems[index >> 3]! | (1 << (7 - (index % 8)));
  return true;
}

/** How many bits are set before `index` (NumTrueBitsBefore). */
export function setBitsBefore(bits: CompactBits, index: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(index, bitCount(bits)); i++) if (bitAt(bits, i)) count++;
  return count;
}
