// Fixed-point decimals with 18 fraction digits (the SDK's LegacyDec) and DecCoins, held as scaled bigints.
import type { Coin } from './types';

/** 10^18: one unit of a Dec. */
export const PRECISION = 10n ** 18n;
const HALF = PRECISION / 2n;

/** A decimal coin: `amount` is the value x 10^18. */
export interface DecCoin {
  denom: string;
  amount: bigint;
}
export type DecCoins = readonly DecCoin[];

export const decFromInt = (value: bigint): bigint => value * PRECISION;

/** "1.500000000000000000" (18 fraction digits, as the SDK prints a Dec). */
export function decToString(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / PRECISION;
  const fraction = (abs % PRECISION).toString().padStart(18, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Parses "1", "1.5" or "0.333333333333333333" as LegacyNewDecFromStr does; null on anything else (or > 18 digits). */
export function parseDec(text: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,18}))?$/.exec(text);
  if (!match) return null;
  const value = BigInt(match[2]!) * PRECISION + BigInt((match[3] ?? '').padEnd(18, '0') || '0');
  return match[1] ? -value : value;
}

/** Like `parseDec`, but throws on text that is not a decimal (for values the devnet wrote itself). */
export function decFromString(text: string): bigint {
  const value = parseDec(text);
  if (value === null) throw new Error(`invalid decimal: ${text}`);
  return value;
}

/** Drops the 18 fraction digits of a 36-digit product with round-half-to-even (chopPrecisionAndRound). */
function chopAndRound(value: bigint): bigint {
  if (value < 0n) return -chopAndRound(-value);
  const quotient = value / PRECISION;
  const remainder = value % PRECISION;
  if (remainder < HALF) return quotient;
  if (remainder > HALF) return quotient + 1n;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}

/** a x b, truncated (Dec.MulTruncate). */
export const mulTruncate = (a: bigint, b: bigint): bigint => (a * b) / PRECISION;

/** a / b, truncated (Dec.QuoTruncate). */
export const quoTruncate = (a: bigint, b: bigint): bigint => (a * PRECISION) / b;

/** a x b with banker's rounding of the 19th digit (Dec.Mul). */
export const mulRound = (a: bigint, b: bigint): bigint => chopAndRound(a * b);

/** a / b with banker's rounding of the 19th digit (Dec.Quo); throws on division by zero. */
export function quoRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new Error('division by zero');
  return chopAndRound((a * PRECISION * PRECISION) / b);
}

/** a x i for a whole number i (Dec.MulInt). */
export const mulInt = (a: bigint, i: bigint): bigint => a * i;

/** The whole part, truncated toward zero (Dec.TruncateInt). */
export const truncateInt = (value: bigint): bigint => value / PRECISION;

function normalise(entries: Iterable<[string, bigint]>): DecCoin[] {
  return [...entries]
    .filter(([, amount]) => amount !== 0n)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([denom, amount]) => ({ denom, amount }));
}

export function decCoinsFromCoins(coins: readonly Coin[]): DecCoin[] {
  return normalise(coins.map((c) => [c.denom, decFromInt(BigInt(c.amount))]));
}

export function addDecCoins(a: DecCoins, b: DecCoins): DecCoin[] {
  const sums = new Map<string, bigint>();
  for (const c of [...a, ...b]) sums.set(c.denom, (sums.get(c.denom) ?? 0n) + c.amount);
  return normalise(sums);
}

/** a - b; throws when a result would be negative (the SDK panics). */
export function subDecCoins(a: DecCoins, b: DecCoins): DecCoin[] {
  const out = addDecCoins(
    a,
    b.map((c) => ({ denom: c.denom, amount: -c.amount })),
  );
  if (out.some((c) => c.amount < 0n)) throw new Error('negative decimal coin amount');
  return out;
}

/** Per-denom amounts mapped by `f` (zero results dropped). */
export function mapDecCoins(coins: DecCoins, f: (amount: bigint) => bigint): DecCoin[] {
  return normalise(coins.map((c) => [c.denom, f(c.amount)]));
}

/** The per-denom minimum of two lists (DecCoins.Intersect). */
export function intersectDecCoins(a: DecCoins, b: DecCoins): DecCoin[] {
  return normalise(
    a.map((c) => {
      const other = b.find((o) => o.denom === c.denom)?.amount ?? 0n;
      return [c.denom, c.amount < other ? c.amount : other];
    }),
  );
}

/** Whole coins and the fractional remainder (DecCoins.TruncateDecimal). */
export function truncateDecCoins(coins: DecCoins): { whole: Coin[]; remainder: DecCoin[] } {
  const whole = coins
    .map((c) => ({ denom: c.denom, amount: (c.amount / PRECISION).toString() }))
    .filter((c) => c.amount !== '0');
  const remainder = mapDecCoins(coins, (amount) => amount % PRECISION);
  return { whole, remainder };
}

/** "1.500000000000000000uxyz,2.000000000000000000uabc" (DecCoins.String). */
export const decCoinsToString = (coins: DecCoins): string =>
  coins.map((c) => `${decToString(c.amount)}${c.denom}`).join(',');

/** The JSON shape of DecCoins: [{denom, amount: "x.yyyyyyyyyyyyyyyyyy"}]. */
export const decCoinsToJson = (coins: DecCoins): Array<{ denom: string; amount: string }> =>
  coins.map((c) => ({ denom: c.denom, amount: decToString(c.amount) }));

export const decCoinsFromJson = (json: ReadonlyArray<{ denom: string; amount: string }>): DecCoin[] =>
  normalise(json.map((c) => [c.denom, decFromString(c.amount)]));
