// Contract of the charts domain: a token's price over time from its trades on chain, and the portfolio by day.
import { z } from 'zod';
import { PRICE_RANGES, type PriceRange } from '../price-ranges';
import { channel, idSchema, type EpochMs } from './channel';

export { PRICE_RANGES, type PriceRange };

/** One time bucket of a token's price; prices are uxyz per smallest token unit x 10^6 as integer strings. */
export interface PriceBucket {
  /** Start of the bucket. */
  t: EpochMs;
  /** Price after the bucket's last point. */
  close: string;
  high: string;
  low: string;
  /** uxyz traded in the bucket (buys and sells). */
  volumeUxyz: string;
  trades: number;
}

export interface TokenPriceSeries {
  token: string;
  range: PriceRange;
  fromMs: EpochMs;
  toMs: EpochMs;
  bucketMs: number;
  /** At most a few hundred, oldest first; buckets without trades are left out. */
  buckets: PriceBucket[];
  /** The last price before `fromMs` (the line's start), null when nothing came before. */
  startPrice: string | null;
  /** The moment the token left the curve for its AMM pair; null when it has not (or it never was on a curve). */
  graduatedAt: EpochMs | null;
  /** Buys and sells cached for the token (all time). */
  tradeCount: number;
  lastPrice: string | null;
  /** When the cache last caught up with the chain; null when never. */
  updatedAt: EpochMs | null;
  /** True when catching up failed this time (the series is what the cache held). */
  stale: boolean;
}

/** Why a portfolio point is an estimate rather than an exact figure. */
export type PortfolioEstimate =
  /** A later transaction changed the balance by an amount its messages do not say (a trade's return, a contract). */
  | 'unknown_effect'
  /** Tokens are counted at today's balances and prices. */
  | 'tokens_today'
  /** The wallet saw no XYZ/USD price that day; the nearest seen one is used. */
  | 'price_nearby';

export interface PortfolioDay {
  /** UTC day, "2026-11-24". */
  day: string;
  /** Native XYZ of every kind (bank, staked, unbonding, rewards) at the end of the day, uxyz. */
  xyzUxyz: string;
  /** Token holdings valued in uxyz. */
  tokensUxyz: string;
  totalUxyz: string;
  /** XYZ/USD used for the day (decimal string); null when the wallet never saw a price. */
  usdPerXyz: string | null;
  /** totalUxyz in USD, rounded down to cents ("1234.56"); null without a price. */
  totalUsd: string | null;
  /** Empty when the point is exact. */
  estimates: PortfolioEstimate[];
}

export interface PortfolioSeries {
  accountId: string;
  /** Oldest first, one per day from the first cached transaction (at most a year) to today. */
  days: PortfolioDay[];
  /** False while the history backfill has not reached the account's first transaction. */
  historyComplete: boolean;
}

export const chartsChannels = {
  /** A token's price over `range`, bucketed, after fetching only the trades newer than the cache holds. */
  'charts/token-price': channel(
    z.strictObject({ token: z.string().min(1).max(128), range: z.enum(PRICE_RANGES) }),
  ).returns<TokenPriceSeries>(),
  /** The account's total value by day, rebuilt from its cached history and the XYZ/USD prices the wallet saw. */
  'charts/portfolio': channel(z.strictObject({ accountId: idSchema })).returns<PortfolioSeries>(),
} as const;
