// What to do with a submitted transaction that is not final yet, from what the node says now (decisions 0209, 0216).
// Pure: the tracker gathers the facts, this decides, the tracker acts.
import { TX_CODE } from '../../../../shared/chain';
import type { PendingStatus } from '../../cache/repos/pending-types';
import type { DropReason } from '../../../../shared/tx-drop';
import { isPastTimeout } from '../timeout-height';

/** The node's answer to GET /txs/{hash}. */
export type ByHash = { found: true; code: number } | { found: false };

export interface SettleFacts {
  status: PendingStatus;
  /** null when the node could not be asked (unreachable, timeout, 5xx). */
  byHash: ByHash | null;
  /** The signer's sequence inside the stored TxRaw (null: the row keeps no readable bytes). */
  txSequence: bigint | null;
  /** The account's on-chain sequence now; 0n when the chain has never seen the account. */
  accountSequence: bigint | null;
  /** Whether the node answered every question (tx by hash, account, latest height). */
  nodeReachable: boolean;
  /** The tx's timeout height (null: it has none). */
  timeoutHeight?: bigint | null;
  /** The chain's latest height now (null: not asked, the tx has no timeout height). */
  latestHeight?: bigint | null;
}

export type SettleAction =
  /** Already final: nothing to do. */
  | { action: 'none' }
  /** The node cannot answer now: ask again later, change nothing. */
  | { action: 'wait' }
  /** The tx is in a block: record its result. */
  | { action: 'record'; status: 'included' | 'failed' }
  /** Not found and its sequence is still usable: send the identical stored bytes again (same hash). */
  | { action: 'rebroadcast' }
  /** Not found, and its sequence was used or its timeout height passed: it can never be included, nothing was spent. */
  | { action: 'drop'; reason: DropReason }
  /** Not found and no bytes to read a sequence from: keep looking it up by hash. */
  | { action: 'lookup_only' };

const OPEN: ReadonlySet<PendingStatus> = new Set(['broadcasting', 'pending', 'unknown']);

export function isOpenStatus(status: PendingStatus): boolean {
  return OPEN.has(status);
}

export function decideSettle(facts: SettleFacts): SettleAction {
  if (!isOpenStatus(facts.status)) return { action: 'none' };
  if (!facts.nodeReachable || facts.byHash === null) return { action: 'wait' };
  if (facts.byHash.found)
    return { action: 'record', status: facts.byHash.code === 0 ? 'included' : 'failed' };
  if (facts.txSequence === null) return { action: 'lookup_only' };
  if (facts.accountSequence === null) return { action: 'wait' };
  // An account's sequence counts its included txs: once it is past ours, that slot was used by another tx.
  if (facts.accountSequence > facts.txSequence) return { action: 'drop', reason: 'sequence_used' };
  // Read before the lookup by hash: a block at or above the timeout height came and went without this tx, and every
  // later block refuses it (code 30).
  const { timeoutHeight, latestHeight } = facts;
  if (timeoutHeight && latestHeight != null && isPastTimeout(timeoutHeight, latestHeight))
    return { action: 'drop', reason: 'expired' };
  return { action: 'rebroadcast' };
}

/**
 * A rebroadcast's answer: 'accepted' (code 0, or 19: these exact bytes are already in the mempool or its cache),
 * 'waiting' (32: not this sequence's turn yet; 20: mempool full), 'expired' (30: the chain passed its timeout height,
 * it can never be included), 'rejected' (any other CheckTx code: nothing entered the mempool) or 'no_answer' (the node
 * could not be asked: try again later).
 */
export type RebroadcastOutcome =
  | { kind: 'accepted' }
  | { kind: 'waiting' }
  | { kind: 'expired' }
  | { kind: 'rejected'; code: number; rawLog: string }
  | { kind: 'no_answer' };

export function rebroadcastOutcome(
  answer: { code: number; codespace: string; rawLog: string } | null,
): RebroadcastOutcome {
  if (answer === null) return { kind: 'no_answer' };
  if (answer.code === TX_CODE.OK) return { kind: 'accepted' };
  const sdk = answer.codespace === '' || answer.codespace === 'sdk';
  if (sdk && answer.code === TX_CODE.TX_IN_MEMPOOL_CACHE) return { kind: 'accepted' };
  if (sdk && (answer.code === TX_CODE.WRONG_SEQUENCE || answer.code === TX_CODE.MEMPOOL_FULL))
    return { kind: 'waiting' };
  if (sdk && answer.code === TX_CODE.TX_TIMEOUT_HEIGHT) return { kind: 'expired' };
  return { kind: 'rejected', code: answer.code, rawLog: answer.rawLog };
}

/** Milliseconds before the n-th (0-based) slow check after the fast tracking phase: doubling, capped. */
export function slowCheckDelay(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 30));
}
