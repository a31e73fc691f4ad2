// Per-day totals of an account's history's effect on its native XYZ (cache migration 10) and their repository.

/** The parts of a history row whose effect is folded into the totals. */
export interface FoldedRow {
  timestamp: string;
  code: number;
  direction: 'in' | 'out' | 'self';
  fee: ReadonlyArray<{ denom: string; amount: string }>;
  messages: readonly unknown[];
}

/** What one row did: on which UTC day, by how much, whether fully known; null when the row has no usable time. */
export type RowEffect = (row: FoldedRow) => { day: string; delta: bigint; known: boolean } | null;

/** One day's total: the sum of its rows' effects, how many of them are unknown, how many rows. */
export interface HistoryDay {
  day: string;
  delta: bigint;
  unknown: number;
  rows: number;
}

export interface HistoryDaysRepo {
  /**
   * Folds into the totals, in one transaction, what changed since the last fold: the pending old and new values of
   * rows already folded, then up to `limit` history rows not folded yet (oldest stored first). `done` is false while
   * rows remain.
   */
  foldStep(
    networkId: string,
    address: string,
    limit: number,
    effectOf: RowEffect,
  ): { rows: number; done: boolean };
  /** The account's totals, one row per day that has history rows, in day order. */
  days(networkId: string, address: string): HistoryDay[];
}
