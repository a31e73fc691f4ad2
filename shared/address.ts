// Pure bech32 address checks with human messages: prefix, checksum, payload length.
import { fromBech32, toBech32 } from './bech32';
import { BECH32_PREFIX } from './chain';

/** Max bech32 string length (BIP173). */
export const BECH32_MAX_LENGTH = 90;

export type AddressCheck =
  { ok: true; address: string } | { ok: false; reason: AddressProblem; message: string };
export type AddressProblem =
  'empty' | 'mixed_case' | 'bad_format' | 'wrong_prefix' | 'bad_checksum' | 'bad_length';

/**
 * Checks that `text` is a bech32 account address with `prefix` (default 'xyz') and a 20- or 32-byte payload.
 * Returns the normalised (lower-case, trimmed) address or a reason with a message fit to show a person.
 */
export function checkAddress(text: string, prefix: string = BECH32_PREFIX): AddressCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty', message: 'Enter an address.' };
  if (trimmed !== trimmed.toLowerCase() && trimmed !== trimmed.toUpperCase()) {
    return { ok: false, reason: 'mixed_case', message: 'Address mixes upper- and lower-case letters.' };
  }
  const address = trimmed.toLowerCase();
  const separator = address.lastIndexOf('1');
  if (separator < 1 || address.length > BECH32_MAX_LENGTH) {
    return { ok: false, reason: 'bad_format', message: `Not an address: it should look like ${prefix}1...` };
  }
  const givenPrefix = address.slice(0, separator);
  if (givenPrefix !== prefix) {
    return {
      ok: false,
      reason: 'wrong_prefix',
      message: `This address is for another network (${givenPrefix}1...); expected ${prefix}1...`,
    };
  }
  let data: Uint8Array;
  try {
    data = fromBech32(address, BECH32_MAX_LENGTH).data;
  } catch {
    return {
      ok: false,
      reason: /^[a-z]+1[02-9ac-hj-np-z]+$/.test(address) ? 'bad_checksum' : 'bad_format',
      message: /^[a-z]+1[02-9ac-hj-np-z]+$/.test(address)
        ? 'Address checksum is wrong: check for a typo.'
        : 'Address contains characters that bech32 does not use (1, b, i, o).',
    };
  }
  if (data.length !== 20 && data.length !== 32) {
    return { ok: false, reason: 'bad_length', message: 'Address has the wrong length.' };
  }
  return { ok: true, address };
}

export function isValidAddress(text: string, prefix: string = BECH32_PREFIX): boolean {
  return checkAddress(text, prefix).ok;
}

/** Re-encodes an address under another prefix (same key). Throws on invalid input. */
export function convertAddressPrefix(address: string, prefix: string): string {
  return toBech32(prefix, fromBech32(address, BECH32_MAX_LENGTH).data);
}

/** The payload length in bytes of a bech32 address (20 = account, 32 = contract), or null when it does not decode. */
export function addressPayloadBytes(address: string): number | null {
  try {
    return fromBech32(address.trim().toLowerCase(), BECH32_MAX_LENGTH).data.length;
  } catch {
    return null;
  }
}

/**
 * True when `text` decodes as a bech32 address (any prefix, any case, a 20- or 32-byte payload). Such text is always
 * that address: a contact may not be named like one, and a recipient written like one never means a contact.
 */
export function looksLikeAddress(text: string): boolean {
  const bytes = addressPayloadBytes(text);
  return bytes === 20 || bytes === 32;
}
