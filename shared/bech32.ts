// Bech32 (BIP-173) encoding of addresses through @scure/base's ES module (tree-shaken to its bech32 alone): what
// shared/address.ts needs of @cosmjs/encoding, whose CommonJS build pulled all of @scure/base (7.5 KB gzip) into the
// renderer (decision 0713). Same results as @cosmjs/encoding's fromBech32/toBech32 (tests/unit/shared/bech32.test.ts).
import { bech32 } from '@scure/base';

/** BIP-173's longest address. */
const DEFAULT_LIMIT = 90;

/** The prefix and payload of a bech32 string; throws when it is not one (length, case, characters, checksum). */
export function fromBech32(address: string, limit = DEFAULT_LIMIT): { prefix: string; data: Uint8Array } {
  const { prefix, words } = bech32.decode(address, limit);
  return { prefix, data: bech32.fromWords(words) };
}

/** The bech32 string of `data` under `prefix` (lower case); throws when it would be longer than `limit`. */
export function toBech32(prefix: string, data: Uint8Array, limit = DEFAULT_LIMIT): string {
  return bech32.encode(prefix, bech32.toWords(data), limit);
}
