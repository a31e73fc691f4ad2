// Pure checks of user-entered transaction fields: addresses (bech32, prefix, checksum), amounts, memo.
import { checkAddress as checkAddressText } from '../../../shared/address';
import { parseDisplayAmount } from '../../../shared/format';
import { checkMemo as memoProblem } from '../../../shared/memo';
import { TxInputError } from './tx-input-error';

/**
 * Returns the normalised (trimmed, lower-case) address when it is valid bech32 with `prefix` and a 20- or 32-byte
 * payload; throws TxInputError for `field` otherwise, with shared/address.ts's message (the one the forms show too).
 */
export function checkAddress(text: string, prefix: string, field: string): string {
  const checked = checkAddressText(text, prefix);
  if (!checked.ok) throw new TxInputError('invalid_address', checked.message, field);
  return checked.address;
}

/** Parses a display amount ("1.5") into base units with `decimals`; every bad input is a TxInputError. */
export function checkAmount(text: string, decimals: number, field: string): bigint {
  const parsed = parseDisplayAmount(text, decimals);
  if (!parsed.ok) throw new TxInputError('invalid_amount', parsed.message, field);
  return parsed.base;
}

/** Parses a base-unit integer string supplied by the UI (e.g. min_tokens_out); zero allowed when `allowZero`. */
export function checkBaseAmount(text: string, field: string, allowZero = false): bigint {
  if (!/^\d+$/.test(text))
    throw new TxInputError('invalid_amount', 'Amount must be a whole number of base units.', field);
  const value = BigInt(text);
  if (value === 0n && !allowZero)
    throw new TxInputError('invalid_amount', 'Amount must be greater than zero.', field);
  return value;
}

/** The shared memo rule (UTF-8 bytes, as the SDK counts); too long is invalid_memo with `{bytes, max}` in details. */
export function checkMemo(memo: string): string {
  const problem = memoProblem(memo);
  if (problem) {
    throw new TxInputError('invalid_memo', `memo is ${problem.bytes} bytes (max ${problem.max})`, 'memo', {
      bytes: problem.bytes,
      max: problem.max,
    });
  }
  return memo;
}
