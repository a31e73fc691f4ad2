// Follows submitted transactions until each settles (included, failed or dropped), updating the pending table and
// pushing 'tx/status'. Fast polling by hash first, then slower checks that apply the sequence rule (decision 0209).
import { setMaxListeners } from 'node:events';
import type { PendingTxRow } from '../../cache/repos/pending-types';
import { isClientError } from '../../chain/errors';
import { noFaults } from '../../faults/fault-points';
import { blockResult, createSettleChecks, type SettleCheckDeps } from './settle-check';
import { isOpenStatus, slowCheckDelay } from './settle-decision';
import { trackTx } from './track';

export interface PendingTrackerDeps extends SettleCheckDeps {
  /** Waits `ms`; resolves early when `signal` aborts (a wake-up or the tracker closing). */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Milliseconds between polls of GET /txs/{hash} in the fast phase. */
  intervalMs: number;
  /** Length of the fast phase; after it the tx is checked at a slower, growing pace until it settles. */
  timeoutMs: number;
  /** First delay of the slow checks, doubling after each up to `slowMaxMs`. */
  slowFirstMs: number;
  slowMaxMs: number;
}

interface Job {
  promise: Promise<PendingTxRow | null>;
  /** Cuts the current slow wait short and restarts the backoff (the node is reachable again). */
  wake: () => void;
}

/** Resolves once the current turn of the event loop (and every promise it settles) is over. */
const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createPendingTracker(deps: PendingTrackerDeps) {
  const fault = deps.faultPoint ?? noFaults;
  const jobs = new Map<string, Job>();
  /** Hashes the submit path is broadcasting right now: settling leaves them to it. */
  const held = new Set<string>();
  const closing = new AbortController();
  // Every followed tx waits on this signal (one listener each, removed when its wait ends): more than ten sends in
  // flight is ordinary, not a leak, so Node's leak warning (at 11 listeners) would only be noise in the log.
  setMaxListeners(0, closing.signal);
  /** Checks run one at a time, in the order asked (oldest rows first), so rebroadcasts keep sequence order. */
  let turn: Promise<unknown> = Promise.resolve();

  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(work, work);
    turn = run.catch(() => undefined);
    return run;
  };
  const closed = () => closing.signal.aborted;
  const { publish, settleFound, check } = createSettleChecks(deps, closed);

  async function follow(
    row: PendingTxRow,
    settleFirst: boolean,
    job: { attempt: number; wait: AbortController },
  ) {
    const { networkId, hash } = row;
    if (settleFirst) {
      const now = await inTurn(() => check(networkId, hash));
      if (!now || !isOpenStatus(now.status)) return now;
    } else {
      // A just-broadcast tx is in no block yet: its submitter answers the person first, then the first lookup starts
      // (it was set up inside tx/confirm's answer before; decision 0758). The job is registered already.
      await afterThisTurn();
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
