// Interfaces of the repositories (one per domain). Chain data is keyed by (networkId, address).
import type { AccountInfo } from '../../../shared/api/keys';
import type { AddressBookEntry } from '../../../shared/api/addressbook';
import type { NetworkProfile } from '../../../shared/api/network';
import type { TokenView } from '../../../shared/api/data';
import type { SearchTerm } from './repos/history-match';
import type { TradePoint } from '../charts/trade-events';

/** Unix epoch milliseconds. */
export type EpochMs = number;

export interface CoinRow {
  denom: string;
  /** Base units, decimal integer string. */
  amount: string;
}

/** A snapshot of an address's native balances: `kind` says which view (bank total, spendable, delegated...). */
export interface BalanceEntry extends CoinRow {
  kind: 'total' | 'spendable' | 'delegated' | 'unbonding' | 'rewards';
}

export interface BalanceSnapshot {
  entries: BalanceEntry[];
  updatedAt: EpochMs;
}

export interface BalancesRepo {
  get(networkId: string, address: string): BalanceSnapshot | null;
  /** Replaces the whole snapshot of one address atomically. */
  replace(networkId: string, address: string, entries: BalanceEntry[], updatedAt: EpochMs): void;
}

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

export interface TokenHygienePrefs {
  /** Holdings worth less than this many uxyz are hidden; null = no threshold. */
  hideBelowUxyz: string | null;
  showHidden: boolean;
}

/** The person's token choices per account (records file). */
export interface TokenMarksRepo {
  marks(accountId: string): Record<string, 'hidden' | 'kept'>;
  /** Addresses the account hid. */
  hidden(accountId: string): string[];
  /** Sets a mark, or forgets it (null). */
  setMark(accountId: string, token: string, mark: 'hidden' | 'kept' | null, now: EpochMs): void;
  prefs(accountId: string): TokenHygienePrefs;
  setPrefs(accountId: string, change: Partial<TokenHygienePrefs>): TokenHygienePrefs;
}

/** One B3 holding. */
export interface HoldingRow {
  token: string;
  name: string;
  symbol: string;
  /** Micro-units, integer string. */
  balance: string;
  /** uxyz per token scaled by 10^6, integer string. */
  priceUxyz: string;
  graduated: boolean;
}

export interface HoldingsRepo {
  get(networkId: string, address: string): { holdings: HoldingRow[]; updatedAt: EpochMs } | null;
  replace(networkId: string, address: string, holdings: HoldingRow[], updatedAt: EpochMs): void;
}

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

export type { SearchTerm };

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

/** 'dropped': never included, another tx used its sequence (nothing was spent; decision 0209). */
export type PendingStatus = 'broadcasting' | 'pending' | 'included' | 'failed' | 'unknown' | 'dropped';

/** A transaction the wallet submitted and tracks until inclusion. */
export interface PendingTxRow {
  hash: string;
  networkId: string;
  accountId: string;
  address: string;
  status: PendingStatus;
  /** What the user did (e.g. 'send', 'delegate', 'buy'); free text for display. */
  kind: string;
  /** JSON summary of the reviewed tx (amounts, recipient...), never secrets. */
  summary: unknown;
  /** Base64 TxRaw bytes (public data) so tracking can resume after restart without resending. */
  txBytes: string | null;
  code: number | null;
  rawLog: string | null;
  height: number | null;
  createdAt: EpochMs;
  updatedAt: EpochMs;
}

export interface PendingRepo {
  add(row: PendingTxRow): void;
  get(networkId: string, hash: string): PendingTxRow | null;
  update(
    networkId: string,
    hash: string,
    patch: Partial<Pick<PendingTxRow, 'status' | 'code' | 'rawLog' | 'height' | 'updatedAt'>>,
  ): PendingTxRow | null;
  /** Rows not yet final (broadcasting, pending, unknown), oldest first. */
  listOpen(networkId: string): PendingTxRow[];
  listForAccount(networkId: string, accountId: string): PendingTxRow[];
  remove(networkId: string, hash: string): boolean;
}

/** Account rows: non-secret account data (the secret stays in the keychain). */
export interface AccountsRepo {
  list(): AccountInfo[];
  get(id: string): AccountInfo | null;
  insert(account: AccountInfo): void;
  rename(id: string, name: string): AccountInfo | null;
  remove(id: string): boolean;
  /** Accounts that use the given keychain secret. */
  listBySecret(secretId: string): AccountInfo[];
}

/** Small key/value store of JSON values (settings, wallet metadata). */
export interface KvRepo {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export interface NetworksRepo {
  list(): NetworkProfile[];
  get(id: string): NetworkProfile | null;
  upsert(profile: NetworkProfile): void;
  remove(id: string): boolean;
}

export interface AddressBookRepo {
  list(): AddressBookEntry[];
  get(id: string): AddressBookEntry | null;
  insert(entry: AddressBookEntry): void;
  update(entry: AddressBookEntry): void;
  remove(id: string): boolean;
}

/** A cached token image URL: a checked image, or a failure remembered until it is retried. */
export type TokenImageEntry =
  | { url: string; kind: 'image'; mime: string; body: Uint8Array; fetchedAt: EpochMs }
  | { url: string; kind: 'failure'; failure: string; fetchedAt: EpochMs };

export interface TokenImagesRepo {
  get(url: string): TokenImageEntry | null;
  /** Stores a checked image (replacing any failure) as used now. */
  putImage(url: string, mime: string, body: Uint8Array, now: EpochMs): void;
  /** Remembers that fetching `url` failed (a reason code) at `now`. */
  putFailure(url: string, failure: string, now: EpochMs): void;
  /** Marks an entry as used now (eviction is least recently used first). */
  touch(url: string, now: EpochMs): void;
  /** Bytes of image bodies stored. */
  totalBytes(): number;
  /** Deletes least recently used entries until the stored bodies take at most `maxTotalBytes`. */
  trimTo(maxTotalBytes: number): void;
}

/** Chart inputs (cache migration 7): a token's price points, catch-up marks, and the XYZ/USD prices seen by day. */
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
}

/** Every repository: user records in `wallet.sqlite`, chain data in `wallet-cache.sqlite`. */
export interface CacheRepositories {
  accounts: AccountsRepo;
  balances: BalancesRepo;
  tokens: TokensRepo;
  tokenMarks: TokenMarksRepo;
  holdings: HoldingsRepo;
  history: HistoryRepo;
  pending: PendingRepo;
  tokenImages: TokenImagesRepo;
  charts: ChartsRepo;
  kv: KvRepo;
  networks: NetworksRepo;
  addressBook: AddressBookRepo;
  /** Runs `fn` in one transaction of the CACHE database (multi-repo chain-data writes). */
  transaction<T>(fn: () => T): T;
  /** Runs a bulk write (a history sync) with the CACHE database's WAL checkpoints deferred to one at its end. */
  deferCheckpoints<T>(work: () => Promise<T>): Promise<T>;
}
