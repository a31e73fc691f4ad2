// Contract messages travel as UTF-8 JSON bytes in protobuf and as JSON values in amino: the two conversions, and
// the full text a review shows (never cut). Uses only the platform's TextEncoder/TextDecoder (no Node, no cosmjs).

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const utf8 = new TextEncoder();

/** JSON bytes -> value (as cosmjs's wasm amino converter does). Throws on bytes that are not UTF-8 JSON. */
export function jsonFromBytes(bytes: Uint8Array): unknown {
  return JSON.parse(strictUtf8.decode(bytes));
}

/** Value -> JSON bytes (as cosmjs's wasm amino converter does). */
export function jsonToBytes(value: unknown): Uint8Array {
  return utf8.encode(JSON.stringify(value));
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The whole contract message as compact JSON text, or "base64:..." for bytes that are not JSON; never shortened. */
export function contractMsgText(bytes: unknown): string {
  if (!(bytes instanceof Uint8Array)) return '(none)';
  try {
    return JSON.stringify(jsonFromBytes(bytes));
  } catch {
    return `base64:${base64(bytes)}`;
  }
}
