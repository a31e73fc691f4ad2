// Gateway JSON of tx_response for included txs and for SYNC/ASYNC broadcast replies.
import { dialectNames, type DialectNames } from '../codec/dialect-names';
import type { TxRecord } from '../types';

/** The spec dialect's Tx type URL (a chain's own is `names.txUrl`). */
export const TX_TYPE_URL = dialectNames('spec').txUrl;

export function txResponseJson(tx: TxRecord, names: DialectNames = dialectNames()): Record<string, unknown> {
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
    tx: { '@type': names.txUrl, ...(tx.txJson as Record<string, unknown>) },
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
