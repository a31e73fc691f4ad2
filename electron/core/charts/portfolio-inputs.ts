// Reads what the portfolio series needs out of the cache: today's totals, the whole cached history, prices seen.
import type { CacheRepositories } from '../cache/repositories-types';
import type { HistoryRow } from '../cache/repos/history-types';
import type { PortfolioDeltas } from './portfolio-deltas';
import type { PortfolioSeriesInput } from './portfolio-series';

const HISTORY_CHUNK = 1000;

const uint = (text: string | null | undefined) => (text && /^\d+$/.test(text) ? BigInt(text) : 0n);

/** Lets the event loop run between two chunks: other calls are answered while a long history is read. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every cached history row of the address, newest first, read in chunks. At 100,000 rows that is seconds of reads
 * (decision 0602): the core answers other calls between chunks instead of holding its thread for all of it. Rows a
 * sync adds meanwhile above the first chunk are left for the next call (the chart reloads on the change events).
 */
export async function allHistory(
  db: Pick<CacheRepositories, 'history'>,
  networkId: string,
  address: string,
): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  for (;;) {
    const last = rows[rows.length - 1];
    const before = last ? { height: last.height, hash: last.hash } : undefined;
    const page = db.history.page(networkId, address, { limit: HISTORY_CHUNK, ...(before ? { before } : {}) });
    rows.push(...page);
    if (page.length < HISTORY_CHUNK) return rows;
    await nextTurn();
  }
}

/** `deltas`: the per-core keeper of the history's per-day effects (portfolio-deltas.ts); without it, every row. */
export async function portfolioInputs(
  db: Pick<CacheRepositories, 'history' | 'balances' | 'holdings' | 'charts'>,
  networkId: string,
  address: string,
  nowMs: number,
  deltas?: PortfolioDeltas,
): Promise<PortfolioSeriesInput> {
  const entries = db.balances.get(networkId, address)?.entries ?? [];
  const amount = (kind: string) => uint(entries.find((e) => e.kind === kind)?.amount);
  const xyzNow = amount('total') + amount('delegated') + amount('unbonding') + amount('rewards');
  const holdings = db.holdings.get(networkId, address)?.holdings ?? [];
  const tokensNow = holdings.reduce((sum, h) => sum + (uint(h.balance) * uint(h.priceUxyz)) / 1_000_000n, 0n);
  return {
    address,
    nowMs,
    xyzNow,
    tokensNow,
    ...(deltas
      ? { deltas: await deltas.read(networkId, address) }
      : { history: await allHistory(db, networkId, address) }),
    usdByDay: db.charts.usdByDay(networkId),
  };
}
