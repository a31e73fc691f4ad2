// Pure shaping of chart series into the plot's column arrays (floats only here, for pixel positions: the exact integer
// strings stay beside them for every number a person reads), and the portfolio snapshot as CSV.
import type { PortfolioDay, PortfolioSeries, TokenPriceSeries } from '../../../../shared/api/charts';

/** A price in uxyz per smallest unit x 10^6 as XYZ per whole (6-decimal) token, for drawing only. */
export const priceToNumber = (scaled: string) => Number(BigInt(scaled)) / 1e6;
/** uxyz as XYZ, for drawing only. */
export const uxyzToNumber = (uxyz: string) => Number(BigInt(uxyz)) / 1e6;

export interface PriceChartData {
  /** Seconds (the time axis's unit). */
  xs: number[];
  prices: Array<number | null>;
  volumes: Array<number | null>;
  /** The exact price (integer string) and uxyz volume behind each column, for the crosshair readout. */
  exact: Array<{ price: string; volume: string; trades: number }>;
  /** The graduation moment in seconds when it falls inside the range. */
  graduation: number | null;
  /** True when the token has never traded: the chart shows its empty state instead. */
  empty: boolean;
}

/**
 * One column per bucket; the range's edge gets the price from before the range, and the line is carried to "now",
 * so a quiet hour still shows a flat line at the last price instead of nothing.
 */
export function priceChartData(series: TokenPriceSeries): PriceChartData {
  const out: PriceChartData = { xs: [], prices: [], volumes: [], exact: [], graduation: null, empty: false };
  const push = (ms: number, price: string, volume: string, trades: number) => {
    out.xs.push(Math.floor(ms / 1000));
    out.prices.push(priceToNumber(price));
    out.volumes.push(trades > 0 ? uxyzToNumber(volume) : null);
    out.exact.push({ price, volume, trades });
  };
  if (series.startPrice !== null) push(series.fromMs, series.startPrice, '0', 0);
  for (const b of series.buckets) push(b.t, b.close, b.volumeUxyz, b.trades);
  const last = out.exact[out.exact.length - 1];
  if (last && out.xs[out.xs.length - 1]! < Math.floor(series.toMs / 1000))
    push(series.toMs, last.price, '0', 0);
  out.empty = series.lastPrice === null;
  const grad = series.graduatedAt;
  if (grad !== null && grad >= series.fromMs && grad <= series.toMs) out.graduation = Math.floor(grad / 1000);
  return out;
}

export type PortfolioUnit = 'xyz' | 'usd';

export interface PortfolioChartData {
  xs: number[];
  /** The value where the point is exact (null elsewhere). */
  exact: Array<number | null>;
  /** The value where the point, or its neighbour, is an estimate: drawn dashed, joining the exact line. */
  estimated: Array<number | null>;
  days: PortfolioDay[];
}

const valueOf = (day: PortfolioDay, unit: PortfolioUnit): number | null =>
  unit === 'xyz' ? uxyzToNumber(day.totalUxyz) : day.totalUsd === null ? null : Number(day.totalUsd);

export function portfolioChartData(days: readonly PortfolioDay[], unit: PortfolioUnit): PortfolioChartData {
  const isEstimate = days.map((d) => d.estimates.length > 0);
  const values = days.map((d) => valueOf(d, unit));
  return {
    xs: days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000),
    exact: values.map((v, i) => (isEstimate[i] ? null : v)),
    // A segment touching an estimated point is an estimate: both its ends are on the dashed series.
    estimated: values.map((v, i) => (isEstimate[i] || isEstimate[i - 1] || isEstimate[i + 1] ? v : null)),
    days: [...days],
  };
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The portfolio series as CSV: machine columns (integer uxyz, decimal USD) and which estimates apply. */
export function portfolioCsv(series: Pick<PortfolioSeries, 'days'>): string {
  const header = [
    'day',
    'total_uxyz',
    'xyz_uxyz',
    'tokens_uxyz',
    'usd_per_xyz',
    'total_usd',
    'estimated',
    'estimate_reasons',
  ];
  const rows = series.days.map((d) => [
    d.day,
    d.totalUxyz,
    d.xyzUxyz,
    d.tokensUxyz,
    d.usdPerXyz ?? '',
    d.totalUsd ?? '',
    d.estimates.length > 0 ? 'yes' : 'no',
    d.estimates.join(';'),
  ]);
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
