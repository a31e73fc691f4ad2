// The token list's filtering and sorting done in memory, pure: what the fake core answers 'tokens/window' with (the
// real core does the same in SQLite, electron/core/cache/repos/token-window.ts).
import type { TokenProgress, TokenView } from '../../../shared/api/data';
import type { TokenFilter, TokenSort } from '../../../shared/api/tokens';
import { tokenProgressBps } from '../../../renderer/src/lib/token-view';

function cmpBig(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x > y ? -1 : 1;
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
  // ISO 8601 UTC timestamps order as plain strings; localeCompare would run ICU collation 130,000 times per sort.
  const newest = (a: TokenView, b: TokenView) => {
    const x = a.createdAt ?? a.firstSeenAt;
    const y = b.createdAt ?? b.firstSeenAt;
    return x === y ? 0 : x < y ? 1 : -1;
  };
  const pct = (t: TokenView) => tokenProgressBps(t, progress[t.address]) ?? -1;
  const sorters: Record<TokenSort, (a: TokenView, b: TokenView) => number> = {
    newest,
    volume: (a, b) => cmpBig(a.volume24h, b.volume24h) || newest(a, b),
    price: (a, b) => cmpBig(a.currentPrice, b.currentPrice) || newest(a, b),
    progress: (a, b) => pct(b) - pct(a) || cmpBig(a.xyzReserves, b.xyzReserves) || newest(a, b),
  };
  return matches.sort(sorters[sort]);
}
