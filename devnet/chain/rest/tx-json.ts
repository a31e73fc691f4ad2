// Gateway JSON of tx_response for included txs and for SYNC/ASYNC broadcast replies.
import type { TxRecord } from '../types';

export const TX_TYPE_URL = '/ledger.tx.v1beta1.Tx';

export function txResponseJson(tx: TxRecord): Record<string, unknown> {
  return {
    height: String(tx.height),
    txhash: tx.hash,
    codespace: tx.codespace,
    code: tx.code,
    data: tx.data ?? '',
    raw_log: tx.rawLog,
    logs: tx.logs ?? [],
    info: '',
    gas_wanted: tx.gasWanted,
    gas_used: tx.gasUsed,
    tx: { '@type': TX_TYPE_URL, ...(tx.txJson as Record<string, unknown>) },
    timestamp: tx.timestamp,
    events: tx.events.map((e) => ({
      type: e.type,
      attributes: e.attributes.map((a) => ({ key: a.key, value: a.value, index: a.index })),
    })),
  };
}

/** tx_response of a broadcast (not yet included): height 0, no tx, no events. */
export function broadcastResponseJson(
  hash: string,
  code: number,
  codespace: string,
  rawLog: string,
): Record<string, unknown> {
  return {
    height: '0',
    txhash: hash,
    codespace,
    code,
    data: '',
    raw_log: rawLog,
    logs: [],
    info: '',
    gas_wanted: '0',
    gas_used: '0',
    tx: null,
    timestamp: '',
    events: [],
  };
}
