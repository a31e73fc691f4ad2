// Fake charts for the renderer e2e: a deterministic trade history per token (through the real bucketing) and a
// portfolio rebuilt by the real pure function from the fake history.
import type { PortfolioSeries, PriceRange, TokenPriceSeries } from '../../../shared/api/charts';
import type { HistoryEntry, TokenView } from '../../../shared/api/data';
import { bucketTrades } from '../../../electron/core/charts/price-buckets';
import { portfolioSeries } from '../../../electron/core/charts/portfolio-series';
import type { TradePoint } from '../../../electron/core/cache/repos/charts-types';

const HOUR = 3_600_000;

/** Trades of a token over the last 10 days: a random walk around its current price; graduated tokens graduate 2 days ago. */
export function fakeTrades(token: TokenView, nowMs: number): TradePoint[] {
  let seed = [...token.address].reduce((s, c) => (s * 31 + c.charCodeAt(0)) >>> 0, 7);
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const end = BigInt(token.currentPrice || '1000');
  const points: TradePoint[] = [];
  const count = 400;
  for (let i = 0; i < count; i++) {
    const timeMs = nowMs - 240 * HOUR + Math.floor((i * 240 * HOUR) / count);
    // A slow wave of +-20% around today's price with some noise, ending on today's price.
    const percent = 100 + Math.round(20 * Math.sin(i / 45) + (rand() - 0.5) * 6);
    const price = i === count - 1 ? end : (end * BigInt(percent)) / 100n + 1n;
    const xyzAmount = BigInt(Math.floor(rand() * 50_000_000) + 100_000);
    const kind = rand() < 0.65 ? 'buy' : 'sell';
    points.push({
      hash: `F${i}`,
      height: i + 1,
      eventIndex: 0,
      timeMs,
      kind,
      venue: 'curve',
      xyzAmount,
      tokenAmount: 1n,
      price,
    });
    if (token.graduated && i === count - 96) {
      points.push({
        hash: `F${i}`,
        height: i + 1,
        eventIndex: 1,
        timeMs,
        kind: 'graduation',
        venue: 'amm',
        xyzAmount: 0n,
        tokenAmount: 0n,
        price,
      });
    }
  }
  return points;
}

/** A token without 24h trades has never traded (the chart's empty state); the others have 400 trades. */
export function fakePriceSeries(token: TokenView | undefined, range: PriceRange): TokenPriceSeries {
  const now = Date.now();
  const trades = token && token.tradeCount24h > 0 ? fakeTrades(token, now) : [];
  return {
    token: token?.address ?? '',
    ...bucketTrades({ trades, range, nowMs: now }),
    updatedAt: now - 30_000,
    stale: false,
  };
}

export function fakePortfolio(
  accountId: string,
  address: string,
  history: readonly HistoryEntry[],
  priceUsd: string,
): PortfolioSeries {
  const now = Date.now();
  const day = (back: number) => new Date(now - back * 24 * HOUR).toISOString().slice(0, 10);
  const usdByDay = new Map(
    [0, 2, 3, 5, 9, 12, 20].map((back, i) => [day(back), i === 0 ? priceUsd : (1 + i * 0.05).toFixed(2)]),
  );
  const days = portfolioSeries({
    address,
    nowMs: now,
    xyzNow: 1_551_598_381n,
    tokensNow: 355_382_710n,
    history,
    usdByDay,
  });
  return { accountId, days, historyComplete: true };
}
