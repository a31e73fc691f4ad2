// The B1 token list from core's cache, with search, filter and sort as derived views; launchpad progress fetched per row.
import type { ErrorInfo } from '../../../../shared/api';
import type { TokenProgress, TokenView } from '../../../../shared/api/data';
import { call, onEvent } from '../api';

export type TokenFilter = 'all' | 'launchpad' | 'amm' | 'graduated';
export type TokenSort = 'newest' | 'volume' | 'price' | 'progress';

/** Rows must stay on screen this long (ms) before their progress is asked for, so a fast scroll asks for nothing. */
export const PROGRESS_SETTLE_MS = 120;
const NO_PROGRESS: Readonly<Record<string, TokenProgress>> = Object.freeze({});

function cmpBig(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x > y ? -1 : 1;
}

/** Progress in basis points: graduated = 100%, curve tokens from the progress query, AMM-only or unknown = null. */
export function tokenProgressBps(token: TokenView, progress: TokenProgress | undefined): number | null {
  if (token.graduated || progress?.graduated) return 10000;
  if (token.source !== 'launchpad' || !progress) return null;
  return Math.min(10000, Math.round(Number(progress.percent) * 100));
}

/** Pure: filters and sorts `tokens` for the list. */
export function viewTokens(
  tokens: readonly TokenView[],
  progress: Readonly<Record<string, TokenProgress>>,
  query: string,
  filter: TokenFilter,
  sort: TokenSort,
): TokenView[] {
  const q = query.trim().toLowerCase();
  const matches = tokens.filter((t) => {
    if (filter === 'launchpad' && !(t.source === 'launchpad' && !t.graduated)) return false;
    if (filter === 'amm' && t.source !== 'amm' && !t.graduated) return false;
    if (filter === 'graduated' && !t.graduated) return false;
    if (!q) return true;
    return [t.name, t.symbol, t.address].some((f) => f?.toLowerCase().includes(q));
  });
  const newest = (a: TokenView, b: TokenView) => (b.createdAt ?? b.firstSeenAt).localeCompare(a.createdAt ?? a.firstSeenAt);
  const pct = (t: TokenView) => tokenProgressBps(t, progress[t.address]) ?? -1;
  const sorters: Record<TokenSort, (a: TokenView, b: TokenView) => number> = {
    newest,
    volume: (a, b) => cmpBig(a.volume24h, b.volume24h) || newest(a, b),
    price: (a, b) => cmpBig(a.currentPrice, b.currentPrice) || newest(a, b),
    progress: (a, b) => pct(b) - pct(a) || cmpBig(a.xyzReserves, b.xyzReserves) || newest(a, b),
  };
  return matches.sort(sorters[sort]);
}

export class TokensStore {
  tokens = $state.raw<TokenView[]>([]);
  updatedAt = $state<number | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  loaded = $state(false);
  query = $state('');
  filter = $state<TokenFilter>('all');
  sort = $state<TokenSort>('newest');
  /** Launchpad progress answers by token address (exact thresholds). */
  progress = $state.raw<Record<string, TokenProgress>>({});
  /** Tokens whose progress was already requested (bookkeeping only, never rendered). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- not reactive state
  #asked = new Set<string>();

  /** Tokens waiting for their progress request (rows on screen, not yet asked). */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- not reactive state
  #queued = new Set<string>();
  #settleTimer: ReturnType<typeof setTimeout> | null = null;

  // Progress answers re-sort the 10,000-row list only when the list is sorted by progress.
  visible = $derived(viewTokens(this.tokens, this.sort === 'progress' ? this.progress : NO_PROGRESS, this.query, this.filter, this.sort));

  connect(): () => void {
    void this.load();
    return onEvent('tokens/changed', () => {
      this.#asked.clear();
      void this.load();
    });
  }

  async load(): Promise<void> {
    const r = await call('tokens/list', {});
    this.loaded = true;
    if (r.ok) {
      this.tokens = r.value.tokens;
      this.updatedAt = r.value.updatedAt;
      this.error = null;
    } else this.error = r.error;
  }

  byAddress(address: string): TokenView | null {
    return this.tokens.find((t) => t.address === address) ?? null;
  }

  /**
   * Asks core once for the launchpad progress of a curve token whose row is on screen. Requests wait until rows
   * have stayed in view for PROGRESS_SETTLE_MS (scrolling keeps postponing them) and go out together; the
   * returned function (a row effect's teardown) withdraws a row that left the screen before its request went out.
   */
  ensureProgress(token: TokenView): (() => void) | undefined {
    if (token.source !== 'launchpad' || this.#asked.has(token.address)) return undefined;
    const address = token.address;
    this.#queued.add(address);
    if (this.#settleTimer) clearTimeout(this.#settleTimer);
    this.#settleTimer = setTimeout(() => void this.#askQueued(), PROGRESS_SETTLE_MS);
    return () => void this.#queued.delete(address);
  }

  async #askQueued(): Promise<void> {
    this.#settleTimer = null;
    const batch = [...this.#queued].filter((address) => !this.#asked.has(address));
    this.#queued.clear();
    batch.forEach((address) => this.#asked.add(address));
    // One request at a time: each bridge call then runs in its own task instead of a burst in one long task.
    const fresh: Record<string, TokenProgress> = {};
    for (const token of batch) {
      const r = await call('tokens/progress', { token });
      if (r.ok) fresh[token] = r.value;
    }
    if (Object.keys(fresh).length > 0) this.progress = { ...this.progress, ...fresh };
  }

  /**
   * Sorting by progress needs every curve token's exact threshold: asks for the ones not asked yet,
   * at most `limit` of them, four at a time.
   */
  async ensureAllProgress(limit = 500): Promise<void> {
    const queue = this.tokens.filter((t) => t.source === 'launchpad' && !t.graduated && !this.#asked.has(t.address)).slice(0, limit);
    queue.forEach((t) => this.#asked.add(t.address));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.loadProgress(next.address);
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  }

  async loadProgress(token: string): Promise<TokenProgress | null> {
    const r = await call('tokens/progress', { token });
    if (!r.ok) return null;
    this.progress = { ...this.progress, [token]: r.value };
    return r.value;
  }
}

export const tokens = new TokensStore();
