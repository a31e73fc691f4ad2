// Reads the fees paid over the APR window from tx search (#2): newest txs first up to the latest block, until a tx
// older than the window or a page cap; a chain younger than the window is measured from its first block.
import { nextCursor, type ChainRestClient } from '../chain/chain-rest';
import { feeIn, sumFeesSince, type FeeTx } from './fee-apr';

/** What the window covered: the whole window, the chain's life so far, or the newest txs up to the page cap. */
export type FeeWindowReach = 'window' | 'chain_start' | 'partial';

export interface FeeWindow {
  fromMs: number;
  toMs: number;
  /** Fees paid in the bond denom by the txs in the window (base units). */
  fees: bigint;
  txCount: number;
  reach: FeeWindowReach;
}

/** At most this many search pages per estimate (a busy chain is measured over its newest txs instead). */
export const FEE_WINDOW_MAX_PAGES = 10;
const PAGE_SIZE = 100;

export async function readFeeWindow(
  chain: Pick<ChainRestClient, 'latestBlock' | 'searchTxs' | 'blockAt'>,
  denom: string,
  windowMs: number,
  maxPages = FEE_WINDOW_MAX_PAGES,
): Promise<FeeWindow> {
  const latest = await chain.latestBlock();
  const height = latest.block.header.height;
  const toMs = Date.parse(latest.block.header.time);
  const windowStart = toMs - windowMs;
  let fees = 0n;
  let txCount = 0;
  let oldestMs = toMs;
  let key: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const reply = await chain.searchTxs({
      events: [`tx.height<=${height}`],
      orderBy: 'ORDER_BY_DESC',
      limit: PAGE_SIZE,
      key,
    });
    const responses = reply.tx_responses ?? [];
    const txs: FeeTx[] = responses.map((r, i) => ({
      timestampMs: Date.parse(r.timestamp),
      fee: feeIn(reply.txs?.[i]?.auth_info.fee?.amount ?? [], denom),
    }));
    const sum = sumFeesSince(txs, windowStart);
    fees += sum.fees;
    txCount += sum.count;
    if (sum.count > 0) oldestMs = txs[sum.count - 1]!.timestampMs;
    if (sum.reachedOlder) return { fromMs: windowStart, toMs, fees, txCount, reach: 'window' };
    key = nextCursor(reply);
    if (!key || responses.length === 0) {
      const firstBlockMs = await chain
        .blockAt(1)
        .then((b) => Date.parse(b.block.header.time))
        .catch(() => oldestMs); // a pruned node: measure from the oldest tx it still has
      return firstBlockMs > windowStart
        ? { fromMs: firstBlockMs, toMs, fees, txCount, reach: 'chain_start' }
        : { fromMs: windowStart, toMs, fees, txCount, reach: 'window' };
    }
  }
  return { fromMs: oldestMs, toMs, fees, txCount, reach: 'partial' };
}
