// One settle check of an open pending row (decision 0209) and the writes it leads to: read the account's sequence and
// the tx by hash (and the latest height, for a tx with a timeout height), let the settle decision choose, then record
// the block result, drop the row (with why) or resend its bytes.
import { fromBase64 } from '@cosmjs/encoding';
import type { EventName, EventPayload, TxStatus } from '../../../../shared/api/events';
import type { PendingRepo, PendingTxRow } from '../../cache/repos/pending-types';
import type { ChainRestClient } from '../../chain/chain-rest';
import { isClientError } from '../../chain/errors';
import { noFaults, type FaultHook } from '../../faults/fault-points';
import { DROP_CODE, dropReasonOf, type DropReason } from '../../../../shared/tx-drop';
import { decideSettle, isOpenStatus, rebroadcastOutcome, type ByHash } from './settle-decision';
import { signerSequenceOf, timeoutHeightOf } from './tx-sequence';

export interface SettleCheckDeps {
  /** The chain client of a network, or null when that network is not the active one (its txs wait until it is). */
  chainFor: (networkId: string) => ChainRestClient | null;
  pending: PendingRepo;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  /** Called once a tracked tx is final (included, failed or dropped), e.g. to refresh balances and history. */
  onFinal?: (row: PendingTxRow) => void;
  /** Crash-test hook (no-op by default). */
  faultPoint?: FaultHook;
}

export type FoundTx = NonNullable<Awaited<ReturnType<ChainRestClient['getTx']>>>;
/** What a block says about a tx. */
export interface BlockResult {
  code: number;
  codespace: string;
  rawLog: string;
  height: string;
}

export const blockResult = (found: FoundTx): BlockResult => ({
  code: found.tx_response.code,
  codespace: found.tx_response.codespace,
  rawLog: found.tx_response.raw_log,
  height: found.tx_response.height,
});

/** The checks and writes of settling; `closed` says the tracker is closing (nothing more is written then). */
export function createSettleChecks(deps: SettleCheckDeps, closed: () => boolean) {
  const fault = deps.faultPoint ?? noFaults;

  /** Pushes a row's state; `codespace` comes from the node's answer (the pending table does not keep it). */
  function publish(row: PendingTxRow, codespace?: string) {
    deps.emit('tx/status', {
      accountId: row.accountId,
      txHash: row.hash,
      status: row.status as TxStatus,
      ...(row.code !== null ? { code: row.code } : {}),
      ...(codespace ? { codespace } : {}),
      ...(row.rawLog !== null ? { rawLog: row.rawLog } : {}),
      ...(row.height !== null ? { height: String(row.height) } : {}),
      ...(row.status === 'dropped' ? { dropReason: dropReasonOf(row.code) } : {}),
    });
  }

  /** Writes a status change, publishes it, and reports a final one. */
  function record(
    row: PendingTxRow,
    patch: Parameters<PendingRepo['update']>[2],
    codespace?: string,
  ): PendingTxRow {
    const updated = deps.pending.update(row.networkId, row.hash, { ...patch, updatedAt: deps.clock() });
    if (!updated) return row;
    publish(updated, codespace);
    if (!isOpenStatus(updated.status)) deps.onFinal?.(updated);
    return updated;
  }

  /** Records the block result of a tx found by hash. */
  function settleFound(row: PendingTxRow, found: BlockResult): PendingTxRow {
    fault('track:before-final');
    return record(
      row,
      {
        status: found.code === 0 ? 'included' : 'failed',
        code: found.code,
        rawLog: found.rawLog,
        height: Number(found.height),
      },
      found.codespace,
    );
  }

  /** Marks a tx dead; its code keeps why (DROP_CODE: 32 its sequence was used, 30 its timeout height passed). */
  function drop(row: PendingTxRow, reason: DropReason): PendingTxRow {
    return record(row, { status: 'dropped', code: DROP_CODE[reason] });
  }

  /** Sends the row's identical stored bytes again (chain SYNC: the node itself says whether it knows them). */
  async function rebroadcast(chain: ChainRestClient, row: PendingTxRow): Promise<PendingTxRow> {
    fault('settle:before-rebroadcast');
    let answer: { code: number; codespace: string; rawLog: string } | null = null;
    try {
      const reply = await chain.broadcast(fromBase64(row.txBytes!), 'BROADCAST_MODE_SYNC');
      const r = reply.tx_response;
      answer = { code: r.code, codespace: r.codespace, rawLog: r.raw_log };
    } catch (error) {
      if (!isClientError(error)) throw error;
    }
    fault('settle:after-rebroadcast');
    if (closed()) return row;
    const outcome = rebroadcastOutcome(answer);
    switch (outcome.kind) {
      case 'accepted':
      case 'waiting':
        // The node answered: the tx waits for a block (or for its turn); it is no longer 'broadcasting'/'unknown'.
        return row.status === 'pending' ? row : record(row, { status: 'pending' });
      case 'expired':
        return drop(row, 'expired');
      case 'rejected':
        return record(row, { status: 'failed', code: outcome.code, rawLog: outcome.rawLog });
      case 'no_answer':
        return row;
    }
  }

  /**
   * One settle check of an open row: the account's sequence first, then the tx by hash (so a tx included between
   * the two reads is found, never dropped), then the decision. Returns the row as it is afterwards.
   */
  async function check(networkId: string, hash: string): Promise<PendingTxRow | null> {
    const row = deps.pending.get(networkId, hash);
    if (!row || !isOpenStatus(row.status) || closed()) return row;
    const chain = deps.chainFor(networkId);
    if (!chain) return row;
    const txSequence = signerSequenceOf(row.txBytes);
    const timeoutHeight = timeoutHeightOf(row.txBytes);
    let reachable = true;
    let accountSequence: bigint | null = null;
    let latestHeight: bigint | null = null;
    if (txSequence !== null) {
      // The account and the latest height (when the tx has a timeout height) together, both before the hash lookup.
      try {
        const [account, latest] = await Promise.all([
          chain.account(row.address),
          timeoutHeight === null ? null : chain.latestBlock(),
        ]);
        accountSequence = account?.sequence ?? 0n;
        latestHeight = latest === null ? null : BigInt(latest.block.header.height);
      } catch (error) {
        if (!isClientError(error)) throw error;
        reachable = false;
      }
    }
    let found: FoundTx | null = null;
    let byHash: ByHash | null = null;
    if (reachable) {
      try {
        found = await chain.getTx(hash);
        byHash = found ? { found: true, code: found.tx_response.code } : { found: false };
      } catch (error) {
        if (!isClientError(error)) throw error;
        reachable = false;
      }
    }
    if (closed()) return null;
    const decision = decideSettle({
      status: row.status,
      byHash,
      txSequence,
      accountSequence,
      nodeReachable: reachable,
      timeoutHeight,
      latestHeight,
    });
    switch (decision.action) {
      case 'record':
        return settleFound(row, blockResult(found!));
      case 'drop':
        return drop(row, decision.reason);
      case 'rebroadcast':
        return rebroadcast(chain, row);
      default:
        return row;
    }
  }

  return { publish, settleFound, check };
}
