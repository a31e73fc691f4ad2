// B1 token rows, launchpad progress and the token list's windows: the rows and their repository.
import type { EpochMs } from '../../../../shared/api/channel';
import type { TokenView } from '../../../../shared/api/data';

/** One B1 token row (spec "Token"): the cache stores exactly what the contract shows. */
export type TokenRow = TokenView;

/** Launchpad `progress` query result for one token. */
export interface TokenProgressRow {
  token: string;
  xyzReserves: string;
  threshold: string;
  graduated: boolean;
  pair: string | null;
  updatedAt: EpochMs;
}

/** What one window of the token list asks for; `hidden` are the addresses the account hid. */
export interface TokenWindowQuery {
  query: string;
  filter: 'all' | 'launchpad' | 'amm' | 'graduated';
  sort: 'newest' | 'volume' | 'price' | 'progress';
  hidden: readonly string[];
  showHidden: boolean;
  offset: number;
  limit: number;
}

export interface TokenWindowRows {
  rows: TokenRow[];
  total: number;
  /** True when `total` is only "at least" (short text matched row by row, counted a little past the window). */
  totalIsLowerBound: boolean;
  /** Hidden tokens matching the query and filter. */
  hiddenMatches: number;
}

export interface TokensRepo {
  /** Tokens ordered by first_seen_at descending; updatedAt null when never fetched. */
  list(networkId: string): { tokens: TokenRow[]; updatedAt: EpochMs | null };
  get(networkId: string, address: string): TokenRow | null;
  /** One window of the filtered, sorted list (cache migration 8). */
  window(networkId: string, query: TokenWindowQuery): TokenWindowRows & { updatedAt: EpochMs | null };
  /** Name, symbol and pair of the tokens whose contract or pair address is one of `addresses`. */
  namesOf(
    networkId: string,
    addresses: readonly string[],
  ): Array<{ address: string; name: string | null; symbol: string | null; pair: string | null }>;
  /** At most `cap` tokens whose symbol or name has a word starting with `word` (1-2 letters: symbol/name start). */
  named(networkId: string, word: string, cap: number): Array<{ names: readonly string[]; address: string }>;
  /** Replaces the whole list atomically. */
  replaceAll(networkId: string, tokens: TokenRow[], updatedAt: EpochMs): void;
  /** Of `tokens`, those `owner` ever sent a transaction about (an outgoing history row naming the contract). */
  interactedWith(networkId: string, owner: string, tokens: readonly string[]): Set<string>;
  getProgress(networkId: string, token: string): TokenProgressRow | null;
  putProgress(networkId: string, progress: TokenProgressRow): void;
}
