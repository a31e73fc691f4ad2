// Address checks for contract messages: bech32 with the chain's `xyz` prefix (accounts and contracts).
import { fromBech32 } from '@cosmjs/encoding';
import { BECH32_PREFIX } from '../../../../../shared/chain';

/** Bech32 length limit (BIP-173); passed explicitly because fromBech32's default trips @scure/base here. */
const BECH32_MAX_LENGTH = 90;

/** Returns `text` when it is a valid `xyz1...` address (20-byte account or 32-byte contract); throws otherwise. */
export function parseAddress(text: string): string {
  let decoded: { prefix: string; data: Uint8Array };
  try {
    decoded = fromBech32(text, BECH32_MAX_LENGTH);
  } catch {
    throw new Error(`invalid address ${JSON.stringify(text)} (expected ${BECH32_PREFIX}1...)`);
  }
  if (decoded.prefix !== BECH32_PREFIX) {
    throw new Error(`invalid address ${JSON.stringify(text)}: prefix must be ${BECH32_PREFIX}`);
  }
  if (decoded.data.length !== 20 && decoded.data.length !== 32) {
    throw new Error(
      `invalid address ${JSON.stringify(text)}: expected 20 or 32 bytes, got ${decoded.data.length}`,
    );
  }
  if (text !== text.toLowerCase())
    throw new Error(`invalid address ${JSON.stringify(text)}: must be lower case`);
  return text;
}
