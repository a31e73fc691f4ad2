// The B1 token list from core's cache, with search, filter and sort as derived views (no network per keystroke).
import type { ErrorInfo } from '../../../../shared/api';
import { callPending, onEvent } from '../api';
import type { ProgressView, TokenRow } from '../contract-pending';
import { progressBps } from '../money';

export type TokenFilter = 'all' | 'launchpad' | 'amm' | 'graduated';
export type TokenSort = 'newest' | 'volume' | 'price' | 'progress';

function cmpBig(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x > y ? -1 : 1;
}

/** Progress in basis points of a token: graduated = 100%, curve tokens from reserves/threshold, AMM-only = none. */
export function tokenProgress(token: TokenRow): number | null {
  if (token.graduated) return 10000;
  if (token.source !== 'launchpad') return null;
  return progressBps(token.xyz_reserves, token.threshold ?? null);
}

/** Pure: filters and sorts `tokens` for the list. */
export function viewTokens(tokens: readonly TokenRow[], query: string, filter: TokenFilter, sort: TokenSort): TokenRow[] {
  const q = query.trim().toLowerCase();
  const matches = tokens.filter((t) => {
    if (filter === 'launchpad' && !(t.source === 'launchpad' && !t.graduated)) return false;
    if (filter === 'amm' && t.source !== 'amm' && !t.graduated) return false;
    if (filter === 'graduated' && !t.graduated) return false;
    if (!q) return true;
    return [t.name, t.symbol, t.address].some((f) => f?.toLowerCase().includes(q));
  });
  const byNewest = (a: TokenRow, b: TokenRow) => (b.created_at ?? b.first_seen_at).localeCompare(a.created_at ?? a.first_seen_at);
  const sorters: Record<TokenSort, (a: TokenRow, b: TokenRow) => number> = {
    newest: byNewest,
    volume: (a, b) => cmpBig(a.volume_24h, b.volume_24h) || byNewest(a, b),
    price: (a, b) => cmpBig(a.current_price, b.current_price) || byNewest(a, b),
    progress: (a, b) => (tokenProgress(b) ?? -1) - (tokenProgress(a) ?? -1) || byNewest(a, b),
  };
  return matches.sort(sorters[sort]);
}

export class TokensStore {
  tokens = $state.raw<TokenRow[]>([]);
  updatedAt = $state<number | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  loaded = $state(false);
  query = $state('');
  filter = $state<TokenFilter>('all');
  sort = $state<TokenSort>('newest');
  /** Launchpad progress answers by token address (exact thresholds). */
  progress = $state.raw<Record<string, ProgressView>>({});

  visible = $derived(viewTokens(this.tokens, this.query, this.filter, this.sort));

  connect(): () => void {
    void this.load();
    return onEvent('tokens/changed', () => void this.load());
  }

  async load(): Promise<void> {
    const r = await callPending<{ tokens: TokenRow[]; updatedAt: number | null }>('tokens/list', {});
    this.loaded = true;
    if (r.ok) {
      this.tokens = r.value.tokens;
      this.updatedAt = r.value.updatedAt;
      this.error = null;
    } else this.error = r.error;
  }

  byAddress(address: string): TokenRow | null {
    return this.tokens.find((t) => t.address === address) ?? null;
  }

  /** Asks core for the launchpad progress query of one token (exact threshold). */
  async loadProgress(token: string): Promise<void> {
    const r = await callPending<ProgressView>('tokens/progress', { token });
    if (r.ok) this.progress = { ...this.progress, [token]: r.value };
  }
}

export const tokens = new TokensStore();
