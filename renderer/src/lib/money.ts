// Renderer money formatting: uxyz, token amounts, prices and USD values with bigint, never JS floats, in the current
// locale's symbols (locale/number-style.ts: en-US without Intl, whose ICU start-up would sit on the cold open's
// critical path, docs/decisions/0472-cold-open.md; other locales read their symbols from Intl once).
import { formatBaseAmount } from '../../../shared/format';
import { numberStyle } from './locale/locale-state';
import { localizeDecimal, withAffix } from './locale/number-style';
import { DECIMALS, DISPLAY_DENOM } from '../../../shared/chain';
import { UNKNOWN } from './placeholders';

export { UNKNOWN };

/** Scale used for USD prices held as decimal strings ("1.25" USD per XYZ -> 1_250_000_000_000n at 1e12). */
const USD_SCALE_DIGITS = 12;

/** Parses a non-negative decimal string ("1.25", "0", "3") to an integer scaled by 10^USD_SCALE_DIGITS; null if invalid. */
export function parseDecimal(text: string | number | null | undefined): bigint | null {
  if (text === null || text === undefined) return null;
  const s =
    typeof text === 'number' ? (Number.isFinite(text) ? text.toFixed(USD_SCALE_DIGITS) : '') : text.trim();
  const m = /^(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return null;
  const frac = (m[2] ?? '').slice(0, USD_SCALE_DIGITS).padEnd(USD_SCALE_DIGITS, '0');
  return BigInt(m[1] ?? '0') * 10n ** BigInt(USD_SCALE_DIGITS) + BigInt(frac || '0');
}

function toBig(value: bigint | string | null | undefined): bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value;
  return /^-?\d+$/.test(value) ? BigInt(value) : null;
}

/** Formats an amount in uxyz as "1,234.5 XYZ" (at most `maxFractionDigits` digits, default 6). */
export function formatXyz(uxyz: bigint | string | null | undefined, maxFractionDigits = DECIMALS): string {
  const v = toBig(uxyz);
  if (v === null) return UNKNOWN;
  return `${localAmount(v, DECIMALS, { maxFractionDigits })} ${DISPLAY_DENOM}`;
}

/** Base units as a decimal in the current locale ("1,234.5"; "1.234,5" in de-DE), exact for any size. */
export function localAmount(
  base: bigint,
  decimals: number,
  opts: { minFractionDigits?: number; maxFractionDigits?: number } = {},
): string {
  return localizeDecimal(formatBaseAmount(base, decimals, { ...opts, grouping: false }), numberStyle());
}

/** A whole number (count, height, gas) with the current locale's grouping ("1,234,567"; "1.234.567" in de-DE). */
export function formatInteger(value: bigint | number | string): string {
  const text = typeof value === 'bigint' ? value.toString() : String(value);
  return /^-?\d+$/.test(text) ? localizeDecimal(text, numberStyle()) : text;
}

/** An amount as typed into an input in the current locale, without grouping ("1234.5"; "1234,5" in de-DE). */
export function formatInputAmount(base: bigint, decimals: number): string {
  return localizeDecimal(formatBaseAmount(base, decimals, { grouping: false }), numberStyle(), {
    grouping: false,
  });
}

/** Formats a token amount in its smallest unit ("1,000 MEME"). */
export function formatToken(
  amount: bigint | string | null | undefined,
  symbol: string | null,
  decimals = DECIMALS,
): string {
  const v = toBig(amount);
  if (v === null) return UNKNOWN;
  return `${localAmount(v, decimals, { maxFractionDigits: Math.min(decimals, 6) })}${symbol ? ` ${symbol}` : ''}`;
}

/** A price in uxyz per smallest token unit scaled by 10^6 is, for 6-decimal tokens, XYZ per whole token x 10^6. */
export function formatTokenPrice(priceScaled: bigint | string | null | undefined): string {
  const v = toBig(priceScaled);
  if (v === null) return UNKNOWN;
  return `${localAmount(v, DECIMALS, { maxFractionDigits: 6 })} ${DISPLAY_DENOM}`;
}

/** Value in uxyz of `balance` smallest token units at `priceScaled` (uxyz per unit x 10^6). */
export function tokenValueUxyz(balance: bigint | string, priceScaled: bigint | string): bigint | null {
  const b = toBig(balance);
  const p = toBig(priceScaled);
  if (b === null || p === null) return null;
  return (b * p) / 10n ** BigInt(DECIMALS);
}

/**
 * USD value of `uxyz` at `usdPerXyz` (decimal string or number from the price feed). A price of 0 or a missing
 * price means "unknown" and yields "—", never "$0.00".
 */
export function formatUsd(
  uxyz: bigint | string | null | undefined,
  usdPerXyz: string | number | null | undefined,
): string {
  const amount = toBig(uxyz);
  const price = parseDecimal(usdPerXyz ?? null);
  if (amount === null || price === null || price === 0n) return UNKNOWN;
  // cents = uxyz * price / 10^6 (uxyz->XYZ) / 10^12 (price scale) * 100
  const cents = (amount * price * 100n) / 10n ** BigInt(DECIMALS + USD_SCALE_DIGITS);
  const style = numberStyle();
  const text = localAmount(cents < 0n ? -cents : cents, 2, { minFractionDigits: 2 });
  return withAffix(text, cents < 0n ? style.usd.negative : style.usd.positive);
}

/** Graduation progress in basis points (0..10000) from reserves and threshold (both uxyz strings). */
export function progressBps(
  reserves: string | null | undefined,
  threshold: string | null | undefined,
): number | null {
  const r = toBig(reserves);
  const t = toBig(threshold);
  if (r === null || t === null || t <= 0n) return null;
  const bps = (r * 10000n) / t;
  return Number(bps > 10000n ? 10000n : bps);
}

/** A percentage given as a plain decimal ("12.5" -> "12.5%"; "12,5 %" in de-DE). */
export function formatPercent(plainDecimal: string): string {
  const style = numberStyle();
  return withAffix(localizeDecimal(plainDecimal, style), style.percent);
}

/** "42.5%" ("42,5 %" in de-DE) from basis points. */
export function formatBps(bps: number | null): string {
  if (bps === null) return UNKNOWN;
  const style = numberStyle();
  return withAffix(localizeDecimal((bps / 100).toFixed(bps % 100 === 0 ? 0 : 1), style), style.percent);
}

/** "xyz1abcd…wxyz" for narrow places; the full address stays available in a title. */
export function shortAddress(address: string, keep = 8): string {
  return address.length <= keep * 2 + 1
    ? address
    : `${address.slice(0, keep + 2)}…${address.slice(-keep + 2)}`;
}

/** Spot-price estimate of tokens (smallest units) for `uxyzIn` at `priceScaled` (uxyz per unit x 10^6). */
export function estimateTokensOut(uxyzIn: bigint, priceScaled: string): bigint | null {
  const p = toBig(priceScaled);
  if (p === null || p === 0n) return null;
  return (uxyzIn * 10n ** BigInt(DECIMALS)) / p;
}

/** Spot-price estimate of uxyz for `tokensIn` smallest units. */
export function estimateXyzOut(tokensIn: bigint, priceScaled: string): bigint | null {
  return tokenValueUxyz(tokensIn, priceScaled);
}

/** "2026-11-22" for epoch ms (UTC), for file names. */
export function dateStamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
