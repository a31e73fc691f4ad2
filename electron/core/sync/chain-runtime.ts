// Per-core state shared by the tx and data handlers: clients per profile, reviews, the pending tracker, the tx
// service and background refreshes. Created once per HandlerContext and torn down with it.
import type { HandlerContext } from '../handlers/context';
import { createClientCache } from '../chain/clients';
import { probeNodeStatus } from '../chain/rpc-health';
import { createReviewStore } from '../tx/review-store';
import { createTxService } from '../tx/tx-service';
import { refreshDashboard, refreshTokens } from './dashboard-refresh';
import { syncHistory } from './history-sync';
import { createPendingTracker } from './pending-tracker';

/** Tuning knobs (tests shorten them through `configureChainRuntime`). */
export interface RuntimeOptions {
  trackIntervalMs: number;
  trackTimeoutMs: number;
  reviewTtlMs: number;
  /** Cached dashboard data older than this is "stale" and refreshed in the background. */
  staleAfterMs: number;
  httpTimeoutMs: number;
  httpRetries: number;
}

export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  trackIntervalMs: 1000,
  trackTimeoutMs: 90_000,
  reviewTtlMs: 5 * 60_000,
  staleAfterMs: 30_000,
  httpTimeoutMs: 10_000,
  httpRetries: 2,
};

const runtimes = new WeakMap<HandlerContext, ChainRuntime>();
const configured = new WeakMap<HandlerContext, Partial<RuntimeOptions>>();

/** Lets a host (tests) set options before the first handler call. */
export function configureChainRuntime(ctx: HandlerContext, options: Partial<RuntimeOptions>): void {
  configured.set(ctx, options);
}

export function chainRuntime(ctx: HandlerContext): ChainRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = createChainRuntime(ctx, { ...DEFAULT_RUNTIME_OPTIONS, ...configured.get(ctx) });
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

function createChainRuntime(ctx: HandlerContext, options: RuntimeOptions) {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const clientsFor = createClientCache(ctx.fetch, {
    timeoutMs: options.httpTimeoutMs,
    retries: options.httpRetries,
  });
  const clients = () => clientsFor(ctx.network());
  const refreshing = new Map<string, Promise<unknown>>();
  const failedRefresh = new Set<string>();
  let closed = false;

  /** Runs `job` once at a time per key; concurrent callers share the running promise. */
  function once<T>(key: string, job: () => Promise<T>): Promise<T> {
    const running = refreshing.get(key);
    if (running) return running as Promise<T>;
    const promise = job().finally(() => refreshing.delete(key));
    refreshing.set(key, promise);
    return promise;
  }

  /** Probes the node (no retries) and pushes 'node/status'; never throws. */
  const publishNodeStatus = async () => {
    const c = clients();
    const status = await probeNodeStatus({
      chain: c.chain,
      endpoints: c.endpoints,
      http: { ...c.http, retries: 0 },
      expectedChainId: c.profile.chainId,
    });
    const health = status.state === 'unhealthy' ? 'unreachable' : status.state;
    ctx.emit('node/status', {
      health,
      chainId: status.chainId,
      latestHeight: status.latestHeight,
      checkedAt: ctx.clock(),
    });
    return status;
  };

  const refreshAccount = (account: { id: string; address: string }) =>
    once(`dashboard:${ctx.network().id}:${account.address}`, async () => {
      const [result] = await Promise.all([
        refreshDashboard(clients(), { db: ctx.db, emit: ctx.emit, clock: ctx.clock }, account),
        publishNodeStatus(),
      ]);
      const key = `${ctx.network().id}:${account.address}`;
      if (result.errors.length > 0) failedRefresh.add(key);
      else failedRefresh.delete(key);
      return result;
    });

  const syncAccountHistory = (account: { id: string; address: string }) =>
    once(`history:${ctx.network().id}:${account.address}`, () =>
      syncHistory(
        clients(),
        {
          history: ctx.db.history,
          transaction: ctx.db.transaction,
          deferCheckpoints: ctx.db.deferCheckpoints,
          emit: ctx.emit,
          clock: ctx.clock,
        },
        account,
      ),
    );

  const tracker = createPendingTracker({
    chainFor: (networkId) => (ctx.network().id === networkId ? clients().chain : null),
    pending: ctx.db.pending,
    emit: ctx.emit,
    clock: ctx.clock,
    sleep,
    intervalMs: options.trackIntervalMs,
    timeoutMs: options.trackTimeoutMs,
    onFinal: (row) => {
      if (closed) return;
      const account = { id: row.accountId, address: row.address };
      void refreshAccount(account).catch(() => undefined);
      void syncAccountHistory(account).catch(() => undefined);
    },
  });
  const reviews = createReviewStore(ctx.clock, options.reviewTtlMs);
  const tx = createTxService({
    clients,
    profile: () => ctx.network(),
    settings: () => ctx.settings(),
    keys: ctx.keys,
    pending: ctx.db.pending,
    reviews,
    tracker,
    launchpad: () => ctx.launchpadAddress(),
    clock: ctx.clock,
  });
  // Transactions still open from a previous run are followed again (by hash; nothing is resent).
  try {
    tracker.resumeOpen(ctx.network().id);
  } catch {
    // no profile or cache yet: nothing to resume
  }
  ctx.onClose(async () => {
    closed = true;
    tracker.close();
    await Promise.allSettled([...refreshing.values()]);
  });

  return {
    options,
    clients,
    publishNodeStatus,
    tx,
    tracker,
    refreshAccount,
    syncAccountHistory,
    refreshTokens: () =>
      once(`tokens:${ctx.network().id}`, () =>
        refreshTokens(clients(), { db: ctx.db, emit: ctx.emit, clock: ctx.clock }),
      ),
    lastRefreshFailed: (address: string) => failedRefresh.has(`${ctx.network().id}:${address}`),
    isClosed: () => closed,
  };
}

export type ChainRuntime = ReturnType<typeof createChainRuntime>;
