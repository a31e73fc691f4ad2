// A transaction's state as the renderer sees it (TxSubmitted): from a pending-table row, optionally asking the node
// now, or straight from the node for a tx the wallet did not send.
import type { TxSubmitted } from '../../../shared/api/tx';
import { dropReasonOf } from '../../../shared/tx-drop';
import { WalletError } from '../../../shared/errors';
import type { PendingTxRow } from '../cache/repos/pending-types';
import { describeTxFailure } from './result-codes';
import { isOpenStatus } from './settle/settle-decision';
import type { TxServiceDeps } from './tx-service-deps';

/** A pending-table row as TxSubmitted, with the next step and codespace the caller knows. */
export function submittedOf(
  row: PendingTxRow,
  next: TxSubmitted['next'] = null,
  codespace: string | null = null,
): TxSubmitted {
  return {
    txHash: row.hash,
    status: row.status,
    code: row.code,
    codespace,
    rawLog: row.rawLog,
    height: row.height === null ? null : String(row.height),
    next,
  };
}

/** A pending-table row as TxSubmitted; the table keeps no codespace, so a failure's is inferred from raw_log. */
export function describeRow(row: PendingTxRow): TxSubmitted {
  if (row.status === 'failed' && row.code !== null && row.code !== 0) {
    const failure = describeTxFailure({ code: row.code, rawLog: row.rawLog ?? '' });
    return submittedOf(row, failure.next === 'retry_more_gas' ? 'retry_more_gas' : null, failure.codespace);
  }
  // A dropped tx can never be included: a new review of it can be made (tx/retry), never the same one signed again.
  if (row.status === 'dropped')
    return { ...submittedOf(row, 'review_again'), dropReason: dropReasonOf(row.code) };
  return submittedOf(row);
}

/** Status from the pending table (optionally asking the node now), else straight from the node. */
export async function txStatus(
  deps: Pick<TxServiceDeps, 'clients' | 'pending' | 'tracker'>,
  txHash: string,
  refresh: boolean,
): Promise<TxSubmitted> {
  const hash = txHash.toUpperCase();
  const clients = deps.clients();
  let row = deps.pending.get(clients.profile.id, hash);
  if (row) {
    if (refresh && isOpenStatus(row.status)) row = await deps.tracker.refresh(row);
    return describeRow(row);
  }
  const found = await clients.chain.getTx(hash);
  if (!found) throw new WalletError('not_found', 'The network does not know this transaction (yet).');
  const r = found.tx_response;
  const failure =
    r.code === 0 ? null : describeTxFailure({ code: r.code, codespace: r.codespace, rawLog: r.raw_log });
  return {
    txHash: hash,
    status: r.code === 0 ? 'included' : 'failed',
    code: r.code,
    codespace: failure ? failure.codespace : null,
    rawLog: r.raw_log,
    height: r.height,
    next: failure?.next === 'retry_more_gas' ? 'retry_more_gas' : null,
  };
}
