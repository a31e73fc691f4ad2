// Chart inputs: a token's price points (read from its trades by charts/trade-events) and their repository.
import type { EpochMs } from '../../../../shared/api/channel';

/** How a point moved the price: a trade on the curve or the pool, the graduation, or an AMM pool's opening. */
export type TradeKind = 'buy' | 'sell' | 'graduation' | 'liquidity';

/** One price observation of a token, exact: `price` is uxyz per smallest token unit x 10^6 (the chain's own scale). */
export interface TradePoint {
  hash: string;
  height: number;
  /** Position of the event in its tx: orders several trades of one tx. */
  eventIndex: number;
  timeMs: number;
  kind: TradeKind;
  venue: 'curve' | 'amm';
  /** uxyz side of the trade (0 for graduation and pool opening). */
  xyzAmount: bigint;
  /** Token side of the trade in the smallest unit. */
  tokenAmount: bigint;
  price: bigint;
}

/**
 * Chart inputs (cache migration 7): a token's price points, catch-up marks, the XYZ/USD prices seen by day and the
 * latest one.
 */
export interface ChartsRepo {
  /** Stores points (a point already stored is kept); returns how many were new. */
  addTrades(networkId: string, token: string, points: readonly TradePoint[]): number;
  /** Every stored point of the token, oldest first. */
  trades(networkId: string, token: string): TradePoint[];
  /** How far the trades found by searching `contract` are cached: the newest height seen. */
  mark(
    networkId: string,
    token: string,
    contract: string,
  ): { newestHeight: number; updatedAt: EpochMs } | null;
  setMark(networkId: string, token: string, contract: string, newestHeight: number, updatedAt: EpochMs): void;
  /** Remembers the XYZ/USD price seen on a UTC day ("2026-11-24"); the latest sighting of a day wins. */
  recordUsd(networkId: string, day: string, price: string, seenAt: EpochMs): void;
  usdByDay(networkId: string): Map<string, string>;
  /** The latest XYZ/USD price the backend gave for the network, as it gave it, and when (cache migration 11). */
  latestUsd(networkId: string): { value: string; updatedAt: EpochMs } | null;
  setLatestUsd(networkId: string, value: string, updatedAt: EpochMs): void;
}
