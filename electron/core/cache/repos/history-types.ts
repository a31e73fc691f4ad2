// History rows of an address, its sync position and their repository.
import type { EpochMs } from '../../../../shared/api/channel';
import type { CoinRow } from './balances-types';
import type { SearchTerm } from './history-match';

/** One history row of an address (B4 shape, or built from chain search). */
export interface HistoryRow {
  hash: string;
  /** Block height (integer). */
  height: number;
  /** ISO 8601 block time. */
  timestamp: string;
  code: number;
  memo: string;
  fee: CoinRow[];
  /** Messages as JSON objects with "@type" (canonical or dialect names as received). */
  messages: unknown[];
  direction: 'in' | 'out' | 'self';
  rawLog: string;
}

/** Sync position of one address's history; `cursor` is opaque to the cache (the sync job owns its format). */
export interface HistoryCursor {
  cursor: string | null;
  /** True when the whole past has been fetched. */
  complete: boolean;
  /** Highest height stored so far (0 when none). */
  newestHeight: number;
  updatedAt: EpochMs;
}

export interface HistoryRepo {
  /**
   * Inserts rows, ignoring hashes already stored (an update of the same hash replaces it); returns how many were new.
   * All or nothing: in a transaction of its own, or as part of the caller's transaction when one is open.
   */
  upsertMany(networkId: string, address: string, rows: HistoryRow[]): number;
  /** Newest first; `before` pages past the given (height, hash). */
  page(
    networkId: string,
    address: string,
    opts: { limit: number; before?: { height: number; hash: string } },
  ): HistoryRow[];
  /** Rows matching every search term (prefix of a word in hash, memo or message addresses, or a resolved address), newest first. */
  search(
    networkId: string,
    address: string,
    opts: { terms: readonly SearchTerm[]; limit: number; before?: { height: number; hash: string } },
  ): HistoryRow[];
  count(networkId: string, address: string): number;
  get(networkId: string, address: string, hash: string): HistoryRow | null;
  getCursor(networkId: string, address: string): HistoryCursor | null;
  setCursor(networkId: string, address: string, cursor: HistoryCursor): void;
}
