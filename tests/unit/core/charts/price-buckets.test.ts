import { describe, expect, it } from 'vitest';
import { bucketTrades, bucketWidth, MAX_BUCKETS } from '../../../../electron/core/charts/price-buckets';
import type { TradePoint } from '../../../../electron/core/cache/repos/charts-types';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const MIN = 60_000;

function trade(
  timeMs: number,
  price: bigint,
  xyzAmount = 1_000_000n,
  kind: TradePoint['kind'] = 'buy',
): TradePoint {
  return {
    hash: `H${timeMs}`,
    height: timeMs,
    eventIndex: 0,
    timeMs,
    kind,
    venue: 'curve',
    xyzAmount,
    tokenAmount: 1n,
    price,
  };
}

describe('bucketTrades: a chart never gets a point per trade', () => {
  it('no trades: no buckets, no prices, nothing graduated', () => {
    const series = bucketTrades({ trades: [], range: 'all', nowMs: NOW });
    expect(series).toMatchObject({
      buckets: [],
      startPrice: null,
      lastPrice: null,
      tradeCount: 0,
      graduatedAt: null,
    });
  });

  it('one trade: one bucket holding its price and volume', () => {
    const series = bucketTrades({
      trades: [trade(NOW - 10 * MIN, 4100n, 2_500_000n)],
      range: 'all',
      nowMs: NOW,
    });
    expect(series.buckets).toHaveLength(1);
    expect(series.buckets[0]).toMatchObject({
      close: '4100',
      high: '4100',
      low: '4100',
      volumeUxyz: '2500000',
      trades: 1,
    });
    expect(series.lastPrice).toBe('4100');
  });

  it('1H: trades before the range give the start price; each bucket closes at its last trade, with high, low and volume', () => {
    const trades = [
      trade(NOW - 2 * 60 * MIN, 100n), // before the hour
      trade(NOW - 30 * MIN, 120n, 1_000_000n),
      trade(NOW - 30 * MIN + 1000, 90n, 3_000_000n, 'sell'),
      trade(NOW - 30 * MIN + 2000, 110n, 500_000n),
      trade(NOW - 5 * MIN, 130n, 2_000_000n),
    ];
    const series = bucketTrades({ trades, range: '1h', nowMs: NOW });
    expect(series.bucketMs).toBe(15_000); // 3_600_000 / 240 = 15 s
    expect(series.startPrice).toBe('100');
    expect(series.buckets.map((b) => [b.t, b.close, b.high, b.low, b.volumeUxyz, b.trades])).toEqual([
      [NOW - 30 * MIN, '110', '120', '90', '4500000', 3],
      [NOW - 5 * MIN, '130', '130', '130', '2000000', 1],
    ]);
    expect(series.tradeCount).toBe(5);
  });

  it('graduation is marked, moves the price and adds no volume or trade', () => {
    const grad = NOW - 20 * MIN;
    const series = bucketTrades({
      trades: [
        trade(grad - 1000, 7400n, 7_000_000n),
        { ...trade(grad, 7666n, 0n, 'graduation') },
        trade(grad + 10 * MIN, 7700n, 1_000_000n),
      ],
      range: '24h',
      nowMs: NOW,
    });
    expect(series.graduatedAt).toBe(grad);
    expect(series.tradeCount).toBe(2);
    const totalVolume = series.buckets.reduce((sum, b) => sum + BigInt(b.volumeUxyz), 0n);
    expect(totalVolume).toBe(8_000_000n);
    expect(series.buckets.some((b) => b.close === '7666' || b.high === '7666')).toBe(true);
  });

  it('100,000 trades over a week: at most MAX_BUCKETS buckets, volume and count preserved', () => {
    const week = 7 * 24 * 60 * MIN;
    const trades = Array.from({ length: 100_000 }, (_, i) =>
      trade(NOW - week + Math.floor((i * week) / 100_000), BigInt(1000 + (i % 50)), 10n),
    );
    for (const range of ['1h', '24h', '7d', 'all'] as const) {
      const series = bucketTrades({ trades, range, nowMs: NOW });
      expect(series.buckets.length).toBeGreaterThan(0);
      expect(series.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
    }
    const all = bucketTrades({ trades, range: 'all', nowMs: NOW });
    expect(all.buckets.reduce((n, b) => n + b.trades, 0)).toBe(100_000);
    expect(all.buckets.reduce((s, b) => s + BigInt(b.volumeUxyz), 0n)).toBe(1_000_000n);
  });

  it('bucketWidth picks the smallest readable width that fits', () => {
    expect(bucketWidth(3_600_000)).toBe(15_000);
    expect(bucketWidth(86_400_000)).toBe(10 * MIN); // 6 min needed
    expect(bucketWidth(7 * 86_400_000)).toBe(60 * MIN); // 42 min needed
    expect(bucketWidth(1)).toBe(1000);
  });
});
