// What to do with a submitted transaction that is not final yet, from what the node says now (decision 0209).
// Pure: the tracker gathers the facts, this decides, the tracker acts.
import { TX_CODE } from '../../../../shared/chain';
import type { PendingStatus } from '../../cache/repos/pending-types';

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
  /** Whether the node answered both questions (tx by hash, account). */
  nodeReachable: boolean;
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
  /** Not found and the account's sequence moved past it: it can never be included, nothing was spent. */
  | { action: 'drop' }
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
  return facts.accountSequence <= facts.txSequence ? { action: 'rebroadcast' } : { action: 'drop' };
}

/**
 * A rebroadcast's answer: 'accepted' (code 0, or 19: these exact bytes are already in the mempool or its cache),
 * 'waiting' (32: not this sequence's turn yet; 20: mempool full), 'rejected' (any other CheckTx code: nothing
 * entered the mempool) or 'no_answer' (the node could not be asked: try again later).
 */
export type RebroadcastOutcome =
  | { kind: 'accepted' }
  | { kind: 'waiting' }
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
  return { kind: 'rejected', code: answer.code, rawLog: answer.rawLog };
}

/** Milliseconds before the n-th (0-based) slow check after the fast tracking phase: doubling, capped. */
export function slowCheckDelay(attempt: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 30));
}
