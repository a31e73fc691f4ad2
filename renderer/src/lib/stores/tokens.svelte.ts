// The B1 token list from core's cache, with search, filter and sort as derived views; launchpad progress fetched per row.
import type { ErrorInfo } from '../../../../shared/api';
import type { TokenProgress, TokenView } from '../../../../shared/api/data';
import { call, onEvent } from '../api';
import { viewTokens, type TokenFilter, type TokenSort } from '../token-view';

/** Rows must stay on screen this long (ms) before their progress is asked for, so a fast scroll asks for nothing. */
export const PROGRESS_SETTLE_MS = 120;
const NO_PROGRESS: Readonly<Record<string, TokenProgress>> = Object.freeze({});

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
  visible = $derived(
    viewTokens(
      this.tokens,
      this.sort === 'progress' ? this.progress : NO_PROGRESS,
      this.query,
      this.filter,
      this.sort,
    ),
  );

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
    const queue = this.tokens
      .filter((t) => t.source === 'launchpad' && !t.graduated && !this.#asked.has(t.address))
      .slice(0, limit);
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
