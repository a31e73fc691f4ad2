// Maps a chain #1 reply (GET /ledger/tx/v1beta1/txs/{hash}) to TxDetailView: gas, events, fee, memo and messages.
import type { TxDetailView } from '../../../shared/api/data';
import { WalletError } from '../../../shared/errors';
import type { ChainRestClient } from '../chain/chain-rest';

type GetTxReply = NonNullable<Awaited<ReturnType<ChainRestClient['getTx']>>>;

/** Pure mapping of a parsed #1 reply; heights become numbers, gas stays as integer strings. */
export function toTxDetailView(reply: GetTxReply): TxDetailView {
  const response = reply.tx_response;
  return {
    hash: response.txhash,
    height: Number(response.height),
    code: response.code,
    codespace: response.codespace,
    rawLog: response.raw_log,
    gasWanted: response.gas_wanted,
    gasUsed: response.gas_used,
    events: (response.events ?? []).map((event) => ({
      type: event.type,
      attributes: event.attributes.map((attr) => ({ key: attr.key, value: attr.value ?? '' })),
    })),
    timestamp: response.timestamp,
    memo: reply.tx?.body.memo ?? '',
    fee: (reply.tx?.auth_info.fee?.amount ?? []).map((coin) => ({ denom: coin.denom, amount: coin.amount })),
    messages: reply.tx?.body.messages ?? [],
  };
}

/** Fetches one tx from the node; `not_found` while the node does not know the hash. */
export async function fetchTxDetail(
  chain: Pick<ChainRestClient, 'getTx'>,
  hash: string,
): Promise<TxDetailView> {
  const reply = await chain.getTx(hash.toUpperCase());
  if (!reply) throw new WalletError('not_found', 'The node does not know this transaction (yet).');
  return toTxDetailView(reply);
}
