// Pure aggregation of a token's price points into at most a few hundred time buckets per chart range.
import type { PriceBucket, PriceRange, TokenPriceSeries } from '../../../shared/api/charts';
import type { TradePoint } from '../cache/repos/charts-types';

/** Length of each fixed range; 'all' spans from the first point to now. */
export const RANGE_MS: Record<Exclude<PriceRange, 'all'>, number> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** The most buckets a chart gets: enough for a smooth line, never a point per trade. */
export const MAX_BUCKETS = 240;

/** Bucket widths a chart uses: whole seconds, minutes, hours or days, so bucket edges read well on the axis. */
const NICE_STEPS_MS = [1, 5, 10, 15, 30]
  .map((s) => s * 1000)
  .concat([1, 2, 5, 10, 15, 30].map((m) => m * 60_000))
  .concat([1, 2, 3, 6, 12].map((h) => h * 3_600_000))
  .concat([1, 2, 7, 14, 30, 90].map((d) => d * 86_400_000));

/** The smallest nice width that covers `spanMs` in at most `maxBuckets` buckets. */
export function bucketWidth(spanMs: number, maxBuckets: number = MAX_BUCKETS): number {
  const needed = Math.max(1, Math.ceil(spanMs / maxBuckets));
  return NICE_STEPS_MS.find((step) => step >= needed) ?? Math.ceil(needed / 86_400_000) * 86_400_000;
}

export interface BucketInput {
  /** Oldest first (compareTrades). */
  trades: readonly TradePoint[];
  range: PriceRange;
  nowMs: number;
  maxBuckets?: number;
}

/**
 * Buckets of the points inside the range: each has its last price (close), its highest and lowest, and the uxyz
 * volume and count of its trades (graduation and pool opening move the price but trade nothing). Buckets without
 * points are left out. `startPrice` is the last price before the range, so a line can start at the range's edge.
 */
export function bucketTrades(input: BucketInput): Omit<TokenPriceSeries, 'token' | 'updatedAt' | 'stale'> {
  const { trades, range, nowMs } = input;
  const graduation = trades.find((t) => t.kind === 'graduation') ?? null;
  const lastPrice = trades.length > 0 ? trades[trades.length - 1]!.price.toString() : null;
  const base = {
    range,
    tradeCount: trades.filter(isTrade).length,
    graduatedAt: graduation?.timeMs ?? null,
    lastPrice,
  };
  const firstMs = trades[0]?.timeMs ?? nowMs;
  const fromMs = range === 'all' ? Math.min(firstMs, nowMs) : nowMs - RANGE_MS[range];
  const bucketMs = bucketWidth(Math.max(nowMs - fromMs, 1), input.maxBuckets);
  const origin = Math.floor(fromMs / bucketMs) * bucketMs;
  const buckets: PriceBucket[] = [];
  let startPrice: string | null = null;
  let open: { index: number; bucket: PriceBucket; high: bigint; low: bigint; volume: bigint } | null = null;
  const flush = () => {
    if (!open) return;
    buckets.push({
      ...open.bucket,
      high: open.high.toString(),
      low: open.low.toString(),
      volumeUxyz: open.volume.toString(),
    });
  };
  for (const trade of trades) {
    if (trade.timeMs < fromMs) {
      startPrice = trade.price.toString();
      continue;
    }
    if (trade.timeMs > nowMs) break;
    const index = Math.floor((trade.timeMs - origin) / bucketMs);
    if (!open || open.index !== index) {
      flush();
      const t = origin + index * bucketMs;
      const bucket: PriceBucket = { t, close: '0', high: '0', low: '0', volumeUxyz: '0', trades: 0 };
      open = { index, bucket, high: trade.price, low: trade.price, volume: 0n };
    }
    open.bucket.close = trade.price.toString();
    if (trade.price > open.high) open.high = trade.price;
    if (trade.price < open.low) open.low = trade.price;
    if (isTrade(trade)) {
      open.volume += trade.xyzAmount;
      open.bucket.trades += 1;
    }
  }
  flush();
  return { ...base, fromMs, toMs: nowMs, bucketMs, startPrice, buckets };
}

function isTrade(point: TradePoint): boolean {
  return point.kind === 'buy' || point.kind === 'sell';
}
