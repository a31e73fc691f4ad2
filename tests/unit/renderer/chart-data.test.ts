import { describe, expect, it } from 'vitest';
import type { PortfolioDay, TokenPriceSeries } from '../../../shared/api/charts';
import {
  portfolioChartData,
  portfolioCsv,
  priceChartData,
} from '../../../renderer/src/lib/charts/chart-data';

const series = (over: Partial<TokenPriceSeries>): TokenPriceSeries => ({
  token: 'xyz1t',
  range: '1h',
  fromMs: 1_000_000,
  toMs: 4_600_000,
  bucketMs: 15_000,
  buckets: [],
  startPrice: null,
  graduatedAt: null,
  tradeCount: 0,
  lastPrice: null,
  updatedAt: 1,
  stale: false,
  ...over,
});
const bucket = (t: number, close: string, volumeUxyz = '0', trades = 1) => ({
  t,
  close,
  high: close,
  low: close,
  volumeUxyz,
  trades,
});

describe('priceChartData', () => {
  it('never traded: empty', () => {
    expect(priceChartData(series({})).empty).toBe(true);
  });

  it('starts at the range edge with the price from before, carries the last price to now, keeps exact values', () => {
    const data = priceChartData(
      series({
        startPrice: '4000',
        lastPrice: '4100',
        buckets: [bucket(2_000_000, '4100', '2500000', 3)],
        graduatedAt: 2_000_000,
      }),
    );
    expect(data.xs).toEqual([1000, 2000, 4600]);
    expect(data.prices).toEqual([0.004, 0.0041, 0.0041]);
    expect(data.volumes).toEqual([null, 2.5, null]);
    expect(data.exact[1]).toEqual({ price: '4100', volume: '2500000', trades: 3 });
    expect(data.graduation).toBe(2000);
    expect(data.empty).toBe(false);
  });

  it('a graduation outside the range is not marked', () => {
    expect(priceChartData(series({ lastPrice: '1', graduatedAt: 10 })).graduation).toBeNull();
  });
});

const day = (
  d: string,
  total: string,
  estimates: PortfolioDay['estimates'] = [],
  usd: string | null = null,
): PortfolioDay => ({
  day: d,
  xyzUxyz: total,
  tokensUxyz: '0',
  totalUxyz: total,
  usdPerXyz: usd === null ? null : '2',
  totalUsd: usd,
  estimates,
});

describe('portfolioChartData and portfolioCsv', () => {
  const days = [
    day('2026-11-22', '1000000', ['price_nearby'], '2.00'),
    day('2026-11-23', '2000000'),
    day('2026-11-24', '3000000', [], '6.00'),
  ];

  it('estimated points and the segments touching them are on the dashed series', () => {
    const data = portfolioChartData(days, 'xyz');
    expect(data.exact).toEqual([null, 2, 3]);
    expect(data.estimated).toEqual([1, 2, null]);
    expect(portfolioChartData(days, 'usd').exact).toEqual([null, null, 6]);
  });

  it('CSV: machine columns and the estimate reasons', () => {
    expect(portfolioCsv({ days }).split('\r\n')).toEqual([
      'day,total_uxyz,xyz_uxyz,tokens_uxyz,usd_per_xyz,total_usd,estimated,estimate_reasons',
      '2026-11-22,1000000,1000000,0,2,2.00,yes,price_nearby',
      '2026-11-23,2000000,2000000,0,,,no,',
      '2026-11-24,3000000,3000000,0,2,6.00,no,',
      '',
    ]);
  });
});
