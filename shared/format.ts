// Pure amount parsing and formatting with bigint: user text <-> base units, never through JS numbers.
import { DECIMALS } from './chain';

export type AmountParseError =
  'empty' | 'not_a_number' | 'negative' | 'zero' | 'too_many_decimals' | 'too_large';

export type AmountParseResult =
  { ok: true; base: bigint } | { ok: false; error: AmountParseError; message: string };

const MAX_UINT128 = (1n << 128n) - 1n;

const MESSAGES: Record<AmountParseError, (decimals: number) => string> = {
  empty: () => 'Enter an amount.',
  not_a_number: () => 'Amount must be a number like 1.5.',
  negative: () => 'Amount cannot be negative.',
  zero: () => 'Amount must be greater than zero.',
  too_many_decimals: (d) => `At most ${d} digits after the decimal point.`,
  too_large: () => 'Amount is too large.',
};

function fail(error: AmountParseError, decimals: number): AmountParseResult {
  return { ok: false, error, message: MESSAGES[error](decimals) };
}

/**
 * Parses a display amount typed by a person ("1.5", "1,000.25", " 2 ") into base units.
 * More fraction digits than `decimals` is an error, never a rounding. Zero is an error unless `allowZero`.
 */
export function parseDisplayAmount(
  text: string,
  decimals: number = DECIMALS,
  opts: { allowZero?: boolean } = {},
): AmountParseResult {
  const trimmed = text.trim().replace(/[\s_]/g, '');
  if (trimmed === '') return fail('empty', decimals);
  if (trimmed.startsWith('-')) return fail('negative', decimals);
  const noGrouping = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(noGrouping);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return fail('not_a_number', decimals);
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return fail('too_many_decimals', decimals);
  const base = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (base > MAX_UINT128) return fail('too_large', decimals);
  if (base === 0n && !opts.allowZero) return fail('zero', decimals);
  return { ok: true, base };
}

/** Parses a base-unit integer string ("1500000") strictly; throws on anything else. */
export function parseBaseAmount(text: string): bigint {
  if (!/^\d+$/.test(text)) throw new Error(`not a base-unit integer: ${JSON.stringify(text)}`);
  return BigInt(text);
}

/**
 * Formats base units as a display string with up to `decimals` fraction digits, trailing zeros trimmed,
 * and thousands grouping ("1,234.5"). Exact for any size.
 */
export function formatBaseAmount(
  base: bigint | string,
  decimals: number = DECIMALS,
  opts: { grouping?: boolean; minFractionDigits?: number; maxFractionDigits?: number } = {},
): string {
  const value = typeof base === 'string' ? parseBaseAmount(base) : base;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  let fraction = (abs % scale).toString().padStart(decimals, '0');
  const maxDigits = Math.min(opts.maxFractionDigits ?? decimals, decimals);
  fraction = fraction.slice(0, maxDigits).replace(/0+$/, '');
  const minDigits = Math.min(opts.minFractionDigits ?? 0, maxDigits);
  fraction = fraction.padEnd(minDigits, '0');
  const wholeText = opts.grouping === false ? whole.toString() : groupThousands(whole.toString());
  return `${negative ? '-' : ''}${wholeText}${fraction ? `.${fraction}` : ''}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Multiplies a base amount by a decimal-string price ("0.025") and rounds up: fee = ceil(gas x price). */
export function mulDecimalCeil(amount: bigint, decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) throw new Error(`not a decimal: ${decimal}`);
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const numerator = amount * BigInt(`${match[1]}${fraction}`);
  return (numerator + scale - 1n) / scale;
}
