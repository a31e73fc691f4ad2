// History fallback when the backend (B4) is unavailable: the newest txs of an address from chain search (#2),
// by `message.sender` and `transfer.recipient`, turned into history rows. Head only; the B4 backfill stays authoritative.
import type { HistoryRow } from '../cache/repos/history-types';
import type { TxJson, TxResponseJson } from '../chain/chain-schemas';
import { nextCursor, type ChainRestClient } from '../chain/chain-rest';

/** Direction of a tx for `address`, from its events: sender -> out, transfer recipient -> in, both -> self. */
export function directionFor(address: string, response: TxResponseJson): HistoryRow['direction'] {
  const events = response.events ?? [];
  const has = (type: string, key: string) =>
    events.some((e) => e.type === type && e.attributes.some((a) => a.key === key && a.value === address));
  const sent = has('message', 'sender');
  const received = events.some(
    (e) =>
      e.type === 'transfer' &&
      e.attributes.some((a) => a.key === 'recipient' && a.value === address) &&
      !e.attributes.some((a) => a.key === 'sender' && a.value === address),
  );
  if (sent && received) return 'self';
  return sent ? 'out' : 'in';
}

export function chainTxToRow(address: string, tx: TxJson | undefined, response: TxResponseJson): HistoryRow {
  return {
    hash: response.txhash.toUpperCase(),
    height: Number(response.height),
    timestamp: response.timestamp,
    code: response.code,
    memo: tx?.body.memo ?? '',
    fee: tx?.auth_info.fee?.amount ?? [],
    messages: tx?.body.messages ?? [],
    direction: directionFor(address, response),
    rawLog: response.raw_log,
  };
}

/** Newest `pages` x `limit` txs sent or received by `address`, newest first, de-duplicated by hash. */
export async function recentHistoryFromChain(
  chain: ChainRestClient,
  address: string,
  limit = 50,
  pages = 2,
): Promise<HistoryRow[]> {
  const rows = new Map<string, HistoryRow>();
  for (const filter of [`message.sender='${address}'`, `transfer.recipient='${address}'`]) {
    let key: string | undefined;
    for (let page = 0; page < pages; page += 1) {
      const reply = await chain.searchTxs({ events: [filter], orderBy: 'ORDER_BY_DESC', limit, key });
      const responses = reply.tx_responses ?? [];
      responses.forEach((response, i) => {
        const row = chainTxToRow(address, reply.txs?.[i], response);
        rows.set(row.hash, row);
      });
      key = nextCursor(reply);
      if (!key || responses.length < limit) break;
    }
  }
  return [...rows.values()].sort((a, b) => b.height - a.height);
}
