// Follows submitted transactions to inclusion in the background, updating the pending table and pushing 'tx/status'.
import type { EventName, EventPayload, TxStatus } from '../../../shared/api/events';
import type { PendingRepo, PendingTxRow } from '../cache/types';
import type { ChainRestClient } from '../chain/chain-rest';
import { isClientError } from '../chain/errors';
import { trackTx } from '../tx/track';

export interface PendingTrackerDeps {
  /** The chain client of a network, or null when that network is not the active one (its txs wait until it is). */
  chainFor: (networkId: string) => ChainRestClient | null;
  pending: PendingRepo;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds between polls of GET /txs/{hash}. */
  intervalMs: number;
  /** Milliseconds before a tx that is still not found is left as it is (pending / unknown). */
  timeoutMs: number;
  /** Called once a tracked tx is final (included or failed), e.g. to refresh balances and history. */
  onFinal?: (row: PendingTxRow) => void;
}

export function createPendingTracker(deps: PendingTrackerDeps) {
  const running = new Map<string, Promise<PendingTxRow | null>>();
  let closed = false;

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
    });
  }

  /** Records the outcome of a lookup; returns the updated row. */
  function settle(
    row: PendingTxRow,
    found: { code: number; codespace: string; rawLog: string; height: string },
  ): PendingTxRow | null {
    const updated = deps.pending.update(row.networkId, row.hash, {
      status: found.code === 0 ? 'included' : 'failed',
      code: found.code,
      rawLog: found.rawLog,
      height: Number(found.height),
      updatedAt: deps.clock(),
    });
    if (updated) {
      publish(updated, found.codespace);
      deps.onFinal?.(updated);
    }
    return updated;
  }

  async function follow(row: PendingTxRow): Promise<PendingTxRow | null> {
    const chain = deps.chainFor(row.networkId);
    if (!chain) return row;
    const result = await trackTx(chain, row.hash, {
      intervalMs: deps.intervalMs,
      timeoutMs: deps.timeoutMs,
      sleep: deps.sleep,
      now: deps.clock,
      cancelled: () => closed,
    });
    if (closed) return null;
    if (result.state === 'included') return settle(row, result);
    return deps.pending.get(row.networkId, row.hash);
  }

  return {
    /** Starts following `row` (once per hash); the promise settles when it is final or the time limit passes. */
    track(row: PendingTxRow): Promise<PendingTxRow | null> {
      const existing = running.get(row.hash);
      if (existing) return existing;
      const job = follow(row)
        .catch(() => null)
        .finally(() => running.delete(row.hash));
      running.set(row.hash, job);
      return job;
    },
    /** One lookup now (tx/status with refresh). Network errors leave the row unchanged. */
    async refresh(row: PendingTxRow): Promise<PendingTxRow> {
      const chain = deps.chainFor(row.networkId);
      if (!chain) return row;
      try {
        const found = await chain.getTx(row.hash);
        if (found)
          return (
            settle(row, {
              code: found.tx_response.code,
              codespace: found.tx_response.codespace,
              rawLog: found.tx_response.raw_log,
              height: found.tx_response.height,
            }) ?? row
          );
      } catch (error) {
        if (!isClientError(error)) throw error;
      }
      return row;
    },
    /** Resumes tracking of every open row of a network (after a restart). */
    resumeOpen(networkId: string) {
      for (const row of deps.pending.listOpen(networkId)) void this.track(row);
    },
    publish,
    /** Waits for a tracked hash, if it is being tracked. */
    waitFor: (hash: string) => running.get(hash) ?? Promise.resolve(null),
    close() {
      closed = true;
    },
  };
}

export type PendingTracker = ReturnType<typeof createPendingTracker>;
