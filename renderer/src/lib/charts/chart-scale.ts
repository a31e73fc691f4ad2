// Pure arithmetic of the charts' axes: value ranges, round value ticks, calendar-aligned time ticks and the column
// nearest to the pointer. No DOM here, so every rule is unit-tested.

const MINUTE_S = 60;
const HOUR_S = 3_600;
const DAY_S = 86_400;

/** Time-axis steps in seconds, smallest first: minutes, hours, days, weeks, months, quarters, half years, years. */
export const TIME_INCRS: readonly number[] = [
  ...[1, 5, 10, 15, 30].map((m) => m * MINUTE_S),
  ...[1, 2, 3, 4, 6, 8, 12].map((h) => h * HOUR_S),
  ...[1, 2, 3, 4, 5, 7, 10, 14].map((d) => d * DAY_S),
  ...[30, 91, 182, 365].map((d) => d * DAY_S),
];

export type Range = readonly [min: number, max: number];

/** Smallest and largest of the values that are not null, or null when there are none. */
export function extent(values: readonly (number | null)[]): Range | null {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v === null || !Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? [min, max] : null;
}

/**
 * The value axis for data from `lo` to `hi`: a tenth of the span added either side, never below zero for data that
 * is not, and a flat line centred in a band of 5% of its value (or 1 when it is zero).
 */
export function paddedRange(lo: number, hi: number): Range {
  if (hi > lo) {
    const pad = (hi - lo) * 0.1;
    return [lo >= 0 ? Math.max(0, lo - pad) : lo - pad, hi + pad];
  }
  const pad = lo === 0 ? 1 : Math.abs(lo) * 0.05;
  return [lo >= 0 ? Math.max(0, lo - pad) : lo - pad, hi + pad];
}

/** Round ticks (1, 2, 2.5 or 5 times a power of ten apart) inside `range`, at most `maxCount` of them. */
export function valueTicks(range: Range, maxCount: number): number[] {
  const [min, max] = range;
  if (!(max > min) || maxCount < 1) return [];
  const rough = (max - min) / Math.max(1, maxCount);
  const power = 10 ** Math.floor(Math.log10(rough));
  const count = (s: number) => Math.floor(max / s + 1e-9) - Math.ceil(min / s - 1e-9) + 1;
  const step = [1, 2, 2.5, 5, 10, 20].map((m) => m * power).find((s) => count(s) <= maxCount) ?? 20 * power;
  const ticks: number[] = [];
  // Multiplying (not adding) keeps 0.1 + 0.2 drift out of the labels.
  for (let k = Math.ceil(min / step); k * step <= max + step * 1e-9; k++)
    ticks.push(Number((k * step).toPrecision(12)));
  return ticks;
}

/** Local-time midnight of the day holding `s` (epoch seconds), as epoch seconds. */
function localMidnight(s: number): number {
  const d = new Date(s * 1000);
  d.setHours(0, 0, 0, 0);
  return d.getTime() / 1000;
}

/** Epoch seconds of the first of the month `months` after the month of `d` (local time). */
function monthStart(d: Date, months: number): number {
  return new Date(d.getFullYear(), d.getMonth() + months, 1).getTime() / 1000;
}

/**
 * Time ticks inside `range` (epoch seconds) at the smallest step of `incrs` that leaves `space` pixels between ticks
 * on an axis `pixels` wide, aligned on the calendar in local time: whole minutes and hours, midnights, the first of
 * a month (every 1, 3 or 6 months), the first of January.
 */
export function timeTicks(
  range: Range,
  pixels: number,
  space: number,
  incrs: readonly number[] = TIME_INCRS,
): { splits: number[]; incr: number } {
  const [min, max] = range;
  const fit = Math.max(1, Math.floor(pixels / space));
  const incr = incrs.find((i) => (max - min) / i <= fit) ?? incrs[incrs.length - 1]!;
  const splits: number[] = [];
  const push = (s: number) => {
    if (s >= min && s <= max) splits.push(s);
  };
  if (incr < DAY_S) {
    // Hours and minutes count from local midnight, so a 6-hour step lands on 0:00, 6:00, 12:00 and 18:00.
    const day = localMidnight(min);
    for (let s = day + Math.ceil((min - day) / incr) * incr; s <= max; s += incr) push(s);
  } else if (incr < 28 * DAY_S) {
    const days = Math.round(incr / DAY_S);
    const d = new Date(localMidnight(min) * 1000);
    if (d.getTime() / 1000 < min) d.setDate(d.getDate() + 1);
    for (; d.getTime() / 1000 <= max; d.setDate(d.getDate() + days)) push(d.getTime() / 1000);
  } else {
    const months = incr < 365 * DAY_S ? Math.round(incr / (30 * DAY_S)) : 12;
    const first = new Date(min * 1000);
    // The first month boundary at or after `min` that is a multiple of the step (Jan, Apr, Jul, Oct for quarters).
    let k = first.getDate() === 1 && first.getHours() === 0 && first.getMinutes() === 0 ? 0 : 1;
    while ((first.getMonth() + k) % months !== 0) k++;
    for (let s = monthStart(first, k); s <= max; k += months, s = monthStart(first, k)) push(s);
  }
  return { splits, incr };
}

/** Index of the value of `xs` (sorted ascending) nearest to `x`, or null for no values. */
export function nearestIndex(xs: readonly number[], x: number): number | null {
  if (xs.length === 0) return null;
  let lo = 0;
  let hi = xs.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs(xs[hi]! - x) < Math.abs(x - xs[lo]!) ? hi : lo;
}
