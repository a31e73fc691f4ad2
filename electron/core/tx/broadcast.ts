// Broadcasts signed bytes once, via the backend (B6, de-duplicating; default) or the chain (SYNC).
// A broadcast that times out or loses the connection is NOT resent: its outcome is "unknown" and it is tracked by hash.
import type { BackendClient } from '../chain/backend';
import type { ChainRestClient } from '../chain/chain-rest';
import { HttpStatusError, isClientError, NetworkError } from '../chain/errors';
import { TX_CODE } from '../../../shared/chain';
import { resultCodespace } from '../../../shared/tx-result';
import { txHash } from './tx-bytes';

export type BroadcastVia = 'backend' | 'chain';

export type BroadcastResult =
  | { state: 'accepted'; hash: string }
  | { state: 'rejected'; hash: string; code: number; codespace: string; rawLog: string }
  /** The server refused the request itself (HTTP 4xx): nothing was broadcast. */
  | { state: 'refused'; hash: string; reason: string }
  /** The request failed in flight or its reply was unreadable: the tx may or may not have reached the node.
   * Track `hash`; never resend blindly. */
  | { state: 'unknown'; hash: string; reason: string };

/**
 * Code 19 (sdk): these exact bytes are already in the node's mempool or its cache, i.e. they were accepted before
 * (the same hash can only be the same tx): accepted, tracked by hash like any accepted tx.
 */
function isAlreadyKnown(code: number, codespace: string): boolean {
  return code === TX_CODE.TX_IN_MEMPOOL_CACHE && (codespace === 'sdk' || codespace === '');
}

/**
 * The hash is always SHA-256 of the bytes sent, never the node's word: a reply naming another hash is a node error
 * (its outcome is unknown, followed by the true hash), so a lying node cannot make the wallet track another tx.
 */
function hashMismatch(answered: string, hash: string): BroadcastResult | null {
  if (answered.toUpperCase() === hash) return null;
  return {
    state: 'unknown',
    hash,
    reason: `The node answered for hash ${answered.slice(0, 80)}, but the bytes sent hash to ${hash}`,
  };
}

/**
 * A refusal for the wrong account sequence (code 32, sdk). A node may say so while it keeps the tx (issue #27), so a
 * wallet send answered this way is followed by hash, never signed again by itself (decision 0216).
 */
export function isSequenceRefusal(result: BroadcastResult): boolean {
  return (
    result.state === 'rejected' &&
    result.code === TX_CODE.WRONG_SEQUENCE &&
    (result.codespace === 'sdk' || result.codespace === '')
  );
}

export async function broadcastOnce(
  txBytes: Uint8Array,
  via: BroadcastVia,
  clients: { chain: ChainRestClient; backend: BackendClient },
): Promise<BroadcastResult> {
  const hash = txHash(txBytes);
  try {
    if (via === 'backend') {
      const reply = await clients.backend.broadcast(txBytes);
      const lied = hashMismatch(reply.tx_hash, hash);
      if (lied) return lied;
      if (reply.code === 0) return { state: 'accepted', hash };
      // The backend reports no codespace: the shared rule reads it from raw_log.
      const codespace = resultCodespace(reply.code, null, reply.raw_log);
      if (isAlreadyKnown(reply.code, codespace)) return { state: 'accepted', hash };
      return {
        state: 'rejected',
        hash,
        code: reply.code,
        codespace,
        rawLog: reply.raw_log,
      };
    }
    const reply = await clients.chain.broadcast(txBytes, 'BROADCAST_MODE_SYNC');
    const response = reply.tx_response;
    const lied = hashMismatch(response.txhash, hash);
    if (lied) return lied;
    if (response.code === 0 || isAlreadyKnown(response.code, response.codespace))
      return { state: 'accepted', hash };
    return {
      state: 'rejected',
      hash,
      code: response.code,
      codespace: response.codespace,
      rawLog: response.raw_log,
    };
  } catch (error) {
    if (
      error instanceof HttpStatusError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 408 &&
      error.status !== 429
    ) {
      return { state: 'refused', hash, reason: error.serverMessage || error.message };
    }
    if (neverSent(error)) throw error;
    if (isClientError(error)) return { state: 'unknown', hash, reason: error.message };
    throw error;
  }
}

/**
 * A connection that was never made (refused, no route, no such host): the request, and so the signed bytes, never
 * left this computer, so the outcome is known (nothing sent). Anything later (a reset, a timeout) may have delivered
 * them and stays an unknown outcome, followed by hash.
 */
export function neverSent(error: unknown): boolean {
  return (
    error instanceof NetworkError &&
    /\b(connect (ECONNREFUSED|EHOSTUNREACH|ENETUNREACH)|getaddrinfo (ENOTFOUND|EAI_AGAIN))\b/.test(
      error.message,
    )
  );
}
