// Follows submitted transactions until each settles (included, failed or dropped), updating the pending table and
// pushing 'tx/status'. Fast polling by hash first, then slower checks that apply the sequence rule (decision 0209).
import { fromBase64 } from '@cosmjs/encoding';
import type { EventName, EventPayload, TxStatus } from '../../../shared/api/events';
import type { PendingRepo, PendingTxRow } from '../cache/repos/pending-types';
import type { ChainRestClient } from '../chain/chain-rest';
import { isClientError } from '../chain/errors';
import { noFaults, type FaultHook } from '../faults/fault-points';
import { trackTx } from '../tx/track';
import { signerSequenceOf } from '../tx/tx-sequence';
import {
  decideSettle,
  isOpenStatus,
  rebroadcastOutcome,
  slowCheckDelay,
  type ByHash,
} from './settle-decision';

export interface PendingTrackerDeps {
  /** The chain client of a network, or null when that network is not the active one (its txs wait until it is). */
  chainFor: (networkId: string) => ChainRestClient | null;
  pending: PendingRepo;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  /** Waits `ms`; resolves early when `signal` aborts (a wake-up or the tracker closing). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Milliseconds between polls of GET /txs/{hash} in the fast phase. */
  intervalMs: number;
  /** Length of the fast phase; after it the tx is checked at a slower, growing pace until it settles. */
  timeoutMs: number;
  /** First delay of the slow checks, doubling after each up to `slowMaxMs`. */
  slowFirstMs: number;
  slowMaxMs: number;
  /** Called once a tracked tx is final (included, failed or dropped), e.g. to refresh balances and history. */
  onFinal?: (row: PendingTxRow) => void;
  /** Crash-test hook (no-op by default). */
  faultPoint?: FaultHook;
}

interface Job {
  promise: Promise<PendingTxRow | null>;
  /** Cuts the current slow wait short and restarts the backoff (the node is reachable again). */
  wake: () => void;
}

type FoundTx = NonNullable<Awaited<ReturnType<ChainRestClient['getTx']>>>;
/** What a block says about a tx. */
interface BlockResult {
  code: number;
  codespace: string;
  rawLog: string;
  height: string;
}

const blockResult = (found: FoundTx): BlockResult => ({
  code: found.tx_response.code,
  codespace: found.tx_response.codespace,
  rawLog: found.tx_response.raw_log,
  height: found.tx_response.height,
});

export function createPendingTracker(deps: PendingTrackerDeps) {
  const fault = deps.faultPoint ?? noFaults;
  const jobs = new Map<string, Job>();
  /** Hashes the submit path is broadcasting right now: settling leaves them to it. */
  const held = new Set<string>();
  const closing = new AbortController();
  /** Checks run one at a time, in the order asked (oldest rows first), so rebroadcasts keep sequence order. */
  let turn: Promise<unknown> = Promise.resolve();

  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return run;
  };
  const closed = () => closing.signal.aborted;

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
    let reachable = true;
    let accountSequence: bigint | null = null;
    if (txSequence !== null) {
      try {
        accountSequence = (await chain.account(row.address))?.sequence ?? 0n;
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
    });
    switch (decision.action) {
      case 'record':
        return settleFound(row, blockResult(found!));
      case 'drop':
        return record(row, { status: 'dropped' });
      case 'rebroadcast':
        return rebroadcast(chain, row);
      default:
        return row;
    }
  }

  async function follow(
    row: PendingTxRow,
    settleFirst: boolean,
    job: { attempt: number; wait: AbortController },
  ) {
    const { networkId, hash } = row;
    if (settleFirst) {
      const now = await inTurn(() => check(networkId, hash));
      if (!now || !isOpenStatus(now.status)) return now;
    }
    const chain = deps.chainFor(networkId);
    if (!chain || closed()) return row;
    const result = await trackTx(chain, hash, {
      intervalMs: deps.intervalMs,
      timeoutMs: deps.timeoutMs,
      sleep: (ms) => deps.sleep(ms, closing.signal),
      now: deps.clock,
      cancelled: closed,
      beforePoll: () => fault('track:poll'),
    });
    if (closed()) return null;
    if (result.state === 'included') {
      const current = deps.pending.get(networkId, hash);
      if (!current || !isOpenStatus(current.status)) return current;
      return settleFound(current, result);
    }
    // Slow phase: checks at a growing interval until the row settles (a wake-up restarts the backoff).
    for (;;) {
      const delay = slowCheckDelay(job.attempt, deps.slowFirstMs, deps.slowMaxMs);
      job.attempt += 1;
      job.wait = new AbortController();
      await deps.sleep(delay, AbortSignal.any([closing.signal, job.wait.signal]));
      if (closed()) return null;
      const now = await inTurn(() => check(networkId, hash));
      if (!now || !isOpenStatus(now.status)) return now;
    }
  }

  function start(row: PendingTxRow, settleFirst: boolean): Promise<PendingTxRow | null> {
    const existing = jobs.get(row.hash);
    if (existing) return existing.promise;
    const state = { attempt: 0, wait: new AbortController() };
    const promise = follow(row, settleFirst, state)
      .catch(() => null)
      .finally(() => jobs.delete(row.hash));
    jobs.set(row.hash, {
      promise,
      wake: () => {
        state.attempt = 0;
        state.wait.abort();
      },
    });
    return promise;
  }

  return {
    /** Starts following a just-submitted `row` (once per hash); the promise settles when the row is final. */
    track: (row: PendingTxRow): Promise<PendingTxRow | null> => start(row, false),
    /** One lookup by hash now (tx/status with refresh). Network errors leave the row unchanged. */
    async refresh(row: PendingTxRow): Promise<PendingTxRow> {
      const chain = deps.chainFor(row.networkId);
      if (!chain) return row;
      try {
        const found = await chain.getTx(row.hash);
        if (found) return settleFound(row, blockResult(found));
      } catch (error) {
        if (!isClientError(error)) throw error;
      }
      return row;
    },
    /**
     * Settles every open row of a network (core start, node reachable again): a row already followed is checked
     * now (its backoff restarts); any other is checked at once and then followed. Oldest rows first.
     */
    settleOpen(networkId: string) {
      for (const row of deps.pending.listOpen(networkId)) {
        if (held.has(row.hash)) continue;
        const job = jobs.get(row.hash);
        if (job) job.wake();
        else void start(row, true);
      }
    },
    publish,
    /**
     * Marks a hash as being broadcast by the submit path until the returned release is called, so a settle running
     * meanwhile (node reachable again) does not resend it and race the first broadcast's outcome.
     */
    hold(hash: string): () => void {
      held.add(hash);
      return () => void held.delete(hash);
    },
    /** Waits for a followed hash, if it is being followed. */
    waitFor: (hash: string) => jobs.get(hash)?.promise ?? Promise.resolve(null),
    close() {
      closing.abort();
    },
  };
}

export type PendingTracker = ReturnType<typeof createPendingTracker>;
