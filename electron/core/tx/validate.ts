// Pure checks of user-entered transaction fields: addresses (bech32, prefix, checksum), amounts, memo.
import { fromBech32 } from '@cosmjs/encoding';
import { MAX_MEMO_CHARS } from '../../../shared/chain';
import { parseDisplayAmount } from '../../../shared/format';
import { TxInputError } from './tx-input-error';

/** Returns the trimmed address when it is valid bech32 with `prefix`; throws TxInputError otherwise. */
export function checkAddress(text: string, prefix: string, field: string): string {
  const address = text.trim();
  if (address === '') throw new TxInputError('invalid_address', 'Enter an address.', field);
  let decoded: { prefix: string; data: Uint8Array };
  try {
    decoded = fromBech32(address, 90); // explicit limit: the default (Infinity) is rejected by @scure/base
  } catch (error) {
    const reason = error instanceof Error && /checksum/i.test(error.message) ? 'its checksum is wrong (a typo?)' : 'it is not a valid bech32 address';
    throw new TxInputError('invalid_address', `This address cannot be used: ${reason}.`, field);
  }
  if (decoded.prefix !== prefix) {
    throw new TxInputError('invalid_address', `Address must start with "${prefix}1" (this one is for "${decoded.prefix}").`, field);
  }
  if (decoded.data.length !== 20 && decoded.data.length !== 32) {
    throw new TxInputError('invalid_address', 'Address has the wrong length.', field);
  }
  return address;
}

/** Parses a display amount ("1.5") into base units with `decimals`; every bad input is a TxInputError. */
export function checkAmount(text: string, decimals: number, field: string): bigint {
  const parsed = parseDisplayAmount(text, decimals);
  if (!parsed.ok) throw new TxInputError('invalid_amount', parsed.message, field);
  return parsed.base;
}

/** Parses a base-unit integer string supplied by the UI (e.g. min_tokens_out); zero allowed when `allowZero`. */
export function checkBaseAmount(text: string, field: string, allowZero = false): bigint {
  if (!/^\d+$/.test(text)) throw new TxInputError('invalid_amount', 'Amount must be a whole number of base units.', field);
  const value = BigInt(text);
  if (value === 0n && !allowZero) throw new TxInputError('invalid_amount', 'Amount must be greater than zero.', field);
  return value;
}

/** Memo limit: the SDK measures len(memo) in UTF-8 bytes (ASCII: characters), so bytes are counted here too. */
export function checkMemo(memo: string): string {
  const length = new TextEncoder().encode(memo).length;
  if (length > MAX_MEMO_CHARS) {
    throw new TxInputError('invalid_memo', `Memo is too long (${length} of at most ${MAX_MEMO_CHARS} characters).`, 'memo');
  }
  return memo;
}
