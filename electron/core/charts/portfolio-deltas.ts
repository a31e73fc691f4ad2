// The per-day native effects of an account's cached history for the portfolio chart, read from the totals the cache
// keeps per day (cache migration 10): a load reads at most one row per day. What changed since the last fold (rows a
// sync or a live update added, rows rewritten) is folded in first; the sync folds as it writes (foldAfterWrite), so a
// load after a sync finds nothing left to fold. A cache made before migration 10 is folded once, in chunks.
import type { CacheRepositories } from '../cache/repositories-types';
import type { RowEffect } from '../cache/repos/history-days-types';
import { nativeDelta } from './native-delta';
import { utcDay, type DayDelta } from './portfolio-series';

/** History rows folded per transaction; between two, the core answers other calls. */
export const FOLD_CHUNK = 2000;

/** What a row did to `address`'s native total on its UTC day, as addDayDeltas counts it. Pure. */
export const rowEffectFor =
  (address: string): RowEffect =>
  (row) => {
    const ms = Date.parse(row.timestamp);
    if (!Number.isFinite(ms)) return null;
    const effect = nativeDelta(row, address);
    return { day: utcDay(ms), delta: effect.delta, known: effect.known };
  };

/** Lets the event loop run between two chunks. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One fold step inside a writer's transaction (the sync's batch): folds what the batch wrote and some of what an older
 * cache left unfolded, at most FOLD_CHUNK rows, so a batch never carries a whole history's fold.
 */
export function foldAfterWrite(
  db: Pick<CacheRepositories, 'historyDays'>,
  networkId: string,
  address: string,
): void {
  db.historyDays.foldStep(networkId, address, FOLD_CHUNK, rowEffectFor(address));
}

export interface PortfolioDeltas {
  /** The account's native effects per UTC day, from every cached row. */
  read(networkId: string, address: string): Promise<ReadonlyMap<string, DayDelta>>;
}

export function createPortfolioDeltas(db: Pick<CacheRepositories, 'historyDays'>): PortfolioDeltas {
  return {
    async read(networkId, address) {
      const effectOf = rowEffectFor(address);
      while (!db.historyDays.foldStep(networkId, address, FOLD_CHUNK, effectOf).done) await nextTurn();
      return new Map(
        db.historyDays
          .days(networkId, address)
          .map((d): [string, DayDelta] => [d.day, { delta: d.delta, known: d.unknown === 0 }]),
      );
    },
  };
}
