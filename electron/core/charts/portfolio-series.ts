// Pure rebuild of an account's total value by day: today's cached totals walked back through its history.
import type { PortfolioDay, PortfolioEstimate } from '../../../shared/api/charts';
import { DECIMALS } from '../../../shared/chain';
import { nativeDelta, type HistoryRowLike } from './native-delta';

/** The longest series rebuilt (one point a day). */
export const MAX_PORTFOLIO_DAYS = 366;
const DAY_MS = 86_400_000;
const USD_DIGITS = 12;

export interface PortfolioSeriesInput {
  address: string;
  nowMs: number;
  /** Today's native total in uxyz: bank + staked + unbonding + unclaimed rewards. */
  xyzNow: bigint;
  /** Today's token holdings valued in uxyz (balance x price). */
  tokensNow: bigint;
  /** Cached history of the address, any order (or its per-day effects, see `deltas`). */
  history?: readonly HistoryRowLike[];
  /** The history's native effect per UTC day (dayDeltas), when kept from an earlier call instead of `history`. */
  deltas?: ReadonlyMap<string, DayDelta>;
  /** XYZ/USD the wallet saw, one per UTC day ("2026-11-24" -> "1.25"). */
  usdByDay: ReadonlyMap<string, string>;
}

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What one UTC day's transactions did to the native total; `known` is false when one effect is unknown. */
export interface DayDelta {
  delta: bigint;
  known: boolean;
}

/** Adds `rows`' native effects to `byDay` (per UTC day of their timestamps); rows without a time are skipped. */
export function addDayDeltas(
  byDay: Map<string, DayDelta>,
  rows: readonly HistoryRowLike[],
  address: string,
): Map<string, DayDelta> {
  for (const row of rows) {
    const ms = Date.parse(row.timestamp);
    if (!Number.isFinite(ms)) continue;
    const day = utcDay(ms);
    const effect = nativeDelta(row, address);
    const sum = byDay.get(day) ?? { delta: 0n, known: true };
    byDay.set(day, { delta: sum.delta + effect.delta, known: sum.known && effect.known });
  }
  return byDay;
}

/** "1.25" -> 1.25 x 10^12; null when not a plain non-negative decimal. */
function parseUsd(text: string): bigint | null {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) return null;
  return (
    BigInt(m[1]!) * 10n ** BigInt(USD_DIGITS) +
    BigInt((m[2] ?? '').slice(0, USD_DIGITS).padEnd(USD_DIGITS, '0'))
  );
}

/** uxyz at `usdPerXyz` in USD, rounded down to cents: "1234.56". */
export function usdOf(totalUxyz: bigint, usdPerXyz: string): string | null {
  const price = parseUsd(usdPerXyz);
  if (price === null || price === 0n) return null;
  const cents = (totalUxyz * price * 100n) / 10n ** BigInt(DECIMALS + USD_DIGITS);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The price seen on `day`, else the nearest seen day (earlier wins a tie); `exact` says which. */
function priceFor(day: string, seen: readonly string[], usdByDay: ReadonlyMap<string, string>) {
  const exact = usdByDay.get(day);
  if (exact !== undefined) return { price: exact, exact: true };
  if (seen.length === 0) return null;
  const dayMs = Date.parse(day);
  let best = seen[0]!;
  for (const other of seen) {
    if (Math.abs(Date.parse(other) - dayMs) < Math.abs(Date.parse(best) - dayMs)) best = other;
  }
  return { price: usdByDay.get(best)!, exact: false };
}

/**
 * One point per UTC day from the oldest cached transaction (at most MAX_PORTFOLIO_DAYS back) to today. Each point
 * is the value at the end of its day: today's native total minus what every later transaction added. A point is
 * marked estimated when a later transaction's effect is unknown, when tokens count (held at today's value), or when
 * its XYZ/USD price was seen on another day. Staking rewards that accrued without a transaction are not rebuilt.
 */
export function portfolioSeries(input: PortfolioSeriesInput): PortfolioDay[] {
  const today = utcDay(input.nowMs);
  const deltasByDay = input.deltas ?? addDayDeltas(new Map(), input.history ?? [], input.address);
  let oldest = today;
  for (const day of deltasByDay.keys()) if (day < oldest) oldest = day;
  const firstMs = Math.max(Date.parse(oldest), Date.parse(today) - (MAX_PORTFOLIO_DAYS - 1) * DAY_MS);
  const seen = [...input.usdByDay.keys()].sort();
  const days: PortfolioDay[] = [];
  let xyz = input.xyzNow;
  let laterUnknown = false;
  for (let ms = Date.parse(today); ms >= firstMs; ms -= DAY_MS) {
    const day = utcDay(ms);
    // Below zero, the cached history misses something that added XYZ: shown as nothing held, and estimated.
    const held = xyz < 0n ? 0n : xyz;
    const total = held + input.tokensNow;
    const price = priceFor(day, seen, input.usdByDay);
    const estimates: PortfolioEstimate[] = [];
    if (laterUnknown || xyz < 0n) estimates.push('unknown_effect');
    if (input.tokensNow > 0n && day !== today) estimates.push('tokens_today');
    if (price && !price.exact) estimates.push('price_nearby');
    days.push({
      day,
      xyzUxyz: held.toString(),
      tokensUxyz: input.tokensNow.toString(),
      totalUxyz: total.toString(),
      usdPerXyz: price?.price ?? null,
      totalUsd: price ? usdOf(total, price.price) : null,
      estimates,
    });
    // Step back over this day's transactions to the end of the day before.
    const effect = deltasByDay.get(day);
    if (effect) {
      xyz -= effect.delta;
      laterUnknown ||= !effect.known;
    }
  }
  return days.reverse();
}
