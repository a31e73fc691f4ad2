// The one way signed bytes leave the wallet: record a pending row, broadcast once, record the outcome, hand the tx
// to the pending tracker (so it is followed now and again after a restart). Wallet sends and offline files alike.
// A row left open (accepted, no answer, or a followed refusal) is tracked.
import { toBase64 } from '@cosmjs/encoding';
import type { PendingRepo, PendingTxRow } from '../cache/repos/pending-types';
import type { BackendClient } from '../chain/backend';
import type { ChainRestClient } from '../chain/chain-rest';
import { noFaults, type FaultHook } from '../faults/fault-points';
import type { PendingTracker } from './settle/pending-tracker';
import { isOpenStatus } from './settle/settle-decision';
import {
  broadcastOnce,
  isSequenceRefusal,
  neverSent,
  type BroadcastResult,
  type BroadcastVia,
} from './broadcast';
import { txHash } from './tx-bytes';

export interface SubmitDeps {
  pending: PendingRepo;
  tracker: Pick<PendingTracker, 'publish' | 'track' | 'hold'>;
  clock: () => number;
  /** Crash-test hook (no-op by default). */
  faultPoint?: FaultHook;
}

export interface SignedSubmission {
  txBytes: Uint8Array;
  networkId: string;
  /** The wallet account that signed ('' when the signer is no account of this wallet). */
  accountId: string;
  address: string;
  kind: string;
  summary: { text: string; total?: string; fee?: string };
  via: BroadcastVia;
  /**
   * A refusal for the wrong sequence (code 32) leaves the row open and followed by hash, like a lost answer: the node
   * may have kept the tx (decision 0216). The wallet's own sends; an offline file's refusal stays a failure.
   */
  followSequenceRefusal?: boolean;
}

export interface Submitted {
  /** The pending row as recorded after the broadcast. */
  row: PendingTxRow;
  result: BroadcastResult;
}

export async function submitSigned(
  deps: SubmitDeps,
  clients: { chain: ChainRestClient; backend: BackendClient },
  submission: SignedSubmission,
): Promise<Submitted> {
  const fault = deps.faultPoint ?? noFaults;
  fault('submit:before-row');
  const now = deps.clock();
  const hash = txHash(submission.txBytes);
  const row: PendingTxRow = {
    hash,
    networkId: submission.networkId,
    accountId: submission.accountId,
    address: submission.address,
    status: 'broadcasting',
    kind: submission.kind,
    summary: submission.summary,
    txBytes: toBase64(submission.txBytes),
    code: null,
    rawLog: null,
    height: null,
    createdAt: deps.pending.get(submission.networkId, hash)?.createdAt ?? now,
    updatedAt: now,
  };
  const release = deps.tracker.hold(row.hash);
  try {
    deps.pending.add(row);
    deps.tracker.publish(row);
    fault('submit:before-broadcast');
    const result = await broadcastOnce(submission.txBytes, submission.via, clients).catch(
      (error: unknown) => {
        // Not sent at all: the row says so (final, nothing spent) and the caller gets the network error.
        if (neverSent(error)) {
          const notSent = {
            status: 'failed' as const,
            rawLog: 'not sent: the node could not be reached',
            updatedAt: deps.clock(),
          };
          deps.tracker.publish(deps.pending.update(row.networkId, row.hash, notSent) ?? row);
        }
        throw error;
      },
    );
    fault('submit:after-broadcast');
    const followed = submission.followSequenceRefusal === true && isSequenceRefusal(result);
    const outcome = followed
      ? { status: 'pending' as const, updatedAt: deps.clock() }
      : outcomeOf(result, deps.clock());
    const recorded = deps.pending.update(row.networkId, row.hash, outcome) ?? row;
    deps.tracker.publish(recorded);
    fault('submit:after-outcome');
    release();
    if (isOpenStatus(recorded.status)) void deps.tracker.track(recorded);
    return { row: recorded, result };
  } finally {
    release();
  }
}

/** The pending-row fields a broadcast result sets. */
function outcomeOf(result: BroadcastResult, updatedAt: number) {
  switch (result.state) {
    case 'accepted':
      return { status: 'pending' as const, updatedAt };
    case 'unknown':
      return { status: 'unknown' as const, updatedAt };
    case 'refused':
      return { status: 'failed' as const, rawLog: result.reason, updatedAt };
    case 'rejected':
      return { status: 'failed' as const, code: result.code, rawLog: result.rawLog, updatedAt };
  }
}
