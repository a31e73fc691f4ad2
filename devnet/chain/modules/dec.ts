// Fixed-point decimals with 18 fraction digits as the SDK's LegacyDec does them (bigint, banker's rounding).

/** 10^18: one whole unit. */
export const DEC_ONE = 10n ** 18n;
const PRECISION = 18;

/** Parses "0.5", "1", "0.333333333333333333" like NewDecFromStr; null on anything else (or > 18 digits). */
export function parseDec(text: string): bigint | null {
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] === '' && match[3] === undefined)) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > PRECISION) return null;
  const value = BigInt((match[2] || '0') + fraction.padEnd(PRECISION, '0'));
  return match[1] === '-' ? -value : value;
}

/** "1.000000000000000000" form, as LegacyDec.String(). */
export function formatDec(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(PRECISION + 1, '0');
  const cut = digits.length - PRECISION;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

export const decFromInt = (value: bigint): bigint => value * DEC_ONE;

/** Drops 18 digits with round-half-to-even (chopPrecisionAndRound). */
function chopAndRound(value: bigint): bigint {
  if (value < 0n) return -chopAndRound(-value);
  const quotient = value / DEC_ONE;
  const remainder = value % DEC_ONE;
  const half = DEC_ONE / 2n;
  if (remainder < half) return quotient;
  if (remainder > half) return quotient + 1n;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}

export const decMul = (a: bigint, b: bigint): bigint => chopAndRound(a * b);

export const decMulInt = (a: bigint, i: bigint): bigint => a * i;

export function decQuo(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new Error('division by zero');
  return chopAndRound((a * DEC_ONE * DEC_ONE) / b);
}

export const decTruncateInt = (value: bigint): bigint => value / DEC_ONE;
