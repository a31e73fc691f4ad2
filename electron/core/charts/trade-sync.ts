// Catches a token's cached price points up with the chain: tx search (#2) by the token's and its pair's contract
// address, newest first, stopping at the height already cached, so only new transactions are fetched.
import type { ChartsRepo } from '../cache/repos/charts-types';
import { nextCursor, type TxSearch } from '../chain/chain-rest';
import { tradesOfTx, type TxResponseLike } from './trade-events';

/** Transactions asked for per page. */
export const TRADE_PAGE_LIMIT = 100;

export interface TradeSyncDeps {
  searchTxs(search: TxSearch): Promise<{
    tx_responses: TxResponseLike[] | null;
    next?: string | null;
    pagination?: { next_key?: string | null } | null;
  }>;
  charts: ChartsRepo;
  clock(): number;
}

/** The #2 filter that finds every execution of `contract` (a CW20 transfer of the token, a pair's swap). */
export const contractFilter = (contract: string) => `execute._contract_address='${contract}'`;

/**
 * Fetches, for each of `contracts`, the transactions newer than its mark and stores the token's points found in
 * them; the mark moves only after the whole gap was read (an interrupted catch-up starts again, duplicates are
 * ignored). Returns how many new points were stored.
 */
export async function catchUpTrades(
  deps: TradeSyncDeps,
  networkId: string,
  token: string,
  contracts: readonly string[],
): Promise<number> {
  let added = 0;
  for (const contract of new Set(contracts)) {
    const known = deps.charts.mark(networkId, token, contract)?.newestHeight ?? 0;
    let newest = known;
    let key: string | undefined;
    for (;;) {
      const page = await deps.searchTxs({
        events: [contractFilter(contract)],
        orderBy: 'ORDER_BY_DESC',
        limit: TRADE_PAGE_LIMIT,
        ...(key ? { key } : {}),
      });
      const rows = page.tx_responses ?? [];
      const fresh = rows.filter((tx) => Number(tx.height) > known);
      for (const tx of fresh) newest = Math.max(newest, Number(tx.height));
      added += deps.charts.addTrades(
        networkId,
        token,
        fresh.flatMap((tx) => tradesOfTx(tx, token)),
      );
      const next = nextCursor(page);
      if (fresh.length < rows.length || !next || rows.length === 0) break;
      key = next;
    }
    deps.charts.setMark(networkId, token, contract, newest, deps.clock());
  }
  return added;
}
