// Remembers the XYZ/USD price the wallet saw today (the portfolio chart's USD for that day).
import type { ChartsRepo } from '../cache/repos/charts-types';
import { utcDay } from './portfolio-series';

/** Records `price` (a decimal string) for the UTC day of `seenAt`; "0" and non-numbers mean "unknown" and are skipped. */
export function recordUsdSeen(charts: ChartsRepo, networkId: string, price: unknown, seenAt: number): void {
  const text = typeof price === 'number' ? String(price) : price;
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text) || /^0+(\.0+)?$/.test(text)) return;
  charts.recordUsd(networkId, utcDay(seenAt), text, seenAt);
}
