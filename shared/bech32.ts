// Bech32 (BIP-173) encoding of addresses, pure and without dependencies: what shared/address.ts needs of
// @cosmjs/encoding, whose CommonJS build pulled all of @scure/base (7.5 KB gzip) into the renderer (decision 0713).
// Same results as @cosmjs/encoding's fromBech32/toBech32 (tests/unit/shared/bech32.test.ts compares them).

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** BIP-173's longest address. */
const DEFAULT_LIMIT = 90;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATORS[i]!;
  }
  return chk;
}

/** The prefix as checksum input: high bits of each character, a zero, then low bits. */
function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** Regroups `from`-bit values into `to`-bit values; without `pad`, leftover bits must be fewer than `from` and zero. */
function regroup(values: ArrayLike<number>, from: number, to: number, pad: boolean): number[] {
  const out: number[] = [];
  const mask = (1 << to) - 1;
  let carry = 0;
  let bits = 0;
  for (let i = 0; i < values.length; i++) {
    carry = ((carry << from) | values[i]!) & 0xffff;
    bits += from;
    for (; bits >= to; bits -= to) out.push((carry >> (bits - to)) & mask);
  }
  if (pad) {
    if (bits > 0) out.push((carry << (to - bits)) & mask);
  } else {
    if (bits >= from) throw new Error('Excess padding');
    if ((carry << (to - bits)) & mask) throw new Error('Non-zero padding');
  }
  return out;
}

const printable = (text: string) => [...text].every((c) => c.charCodeAt(0) >= 33 && c.charCodeAt(0) <= 126);

/** The prefix and payload of a bech32 string; throws when it is not one (length, case, characters, checksum). */
export function fromBech32(address: string, limit = DEFAULT_LIMIT): { prefix: string; data: Uint8Array } {
  if (address.length < 8 || address.length > limit)
    throw new Error(`Invalid length ${address.length}, expected 8..${limit}`);
  if (!printable(address)) throw new Error('Invalid characters');
  const lowered = address.toLowerCase();
  if (address !== lowered && address !== address.toUpperCase()) throw new Error('Mixed case');
  const separator = lowered.lastIndexOf('1');
  if (separator < 1) throw new Error('No bech32 separator found');
  const prefix = lowered.slice(0, separator);
  const rest = lowered.slice(separator + 1);
  if (rest.length < 6) throw new Error('Data must be at least 6 characters long');
  const words = [...rest].map((c) => {
    const word = CHARSET.indexOf(c);
    if (word === -1) throw new Error(`Unknown letter "${c}"`);
    return word;
  });
  if (polymod([...expandPrefix(prefix), ...words]) !== 1) throw new Error('Invalid checksum');
  return { prefix, data: Uint8Array.from(regroup(words.slice(0, -6), 5, 8, false)) };
}

/** The bech32 string of `data` under `prefix` (lower case); throws when it would be longer than `limit`. */
export function toBech32(prefix: string, data: Uint8Array, limit = DEFAULT_LIMIT): string {
  if (prefix.length === 0 || !printable(prefix)) throw new Error(`Invalid prefix "${prefix}"`);
  const words = regroup(data, 8, 5, true);
  if (prefix.length + 7 + words.length > limit) throw new Error(`Length exceeds limit ${limit}`);
  const lowered = prefix.toLowerCase();
  const chk = polymod([...expandPrefix(lowered), ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => CHARSET[(chk >>> (5 * (5 - i))) & 31]).join('');
  return `${lowered}1${words.map((w) => CHARSET[w]).join('')}${checksum}`;
}
