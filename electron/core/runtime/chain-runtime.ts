// The chain runtime of one wallet core: clients of the active profile, reviews, the pending tracker, the tx
// service and background refreshes. Built once by the composition root and handed to the handlers; closed with it.
import type { EventName, EventPayload, NodeHealth } from '../../../shared/api/events';
import type { NetworkProfile } from '../../../shared/api/network';
import type { Settings } from '../../../shared/api/settings';
import type { CacheRepositories } from '../cache/repositories-types';
import { createClientCache } from '../chain/clients';
import { probeNodeStatus } from '../chain/rpc-health';
import { noFaults, type FaultHook } from '../faults/fault-points';
import type { KeyService } from '../keys/types';
import { refreshDashboard, refreshTokens } from '../sync/dashboard-refresh';
import { syncHistory } from '../sync/history-sync';
import { foldAfterWrite } from '../charts/portfolio-deltas';
import { createPendingTracker } from '../tx/settle/pending-tracker';
import { createReviewStore } from '../tx/review-store';
import { createTxService } from '../tx/tx-service';
import type { RuntimeOptions } from './options';
import { chainTxToRow } from '../sync/history-from-chain';
import { sleep } from './abortable-sleep';
import { createActivityFeed } from './activity-feed';
import { createChainFollower } from './chain-follower';
import { createSingleFlight } from './single-flight';
import { createUnbondingWatch } from '../sync/unbonding-watch';

/** What the runtime reads from the core around it (all injected; nothing is looked up). */
export interface ChainRuntimeDeps {
  db: CacheRepositories;
  /**
   * Starts the cache file's background check if it has not started, and settles once it is over (and a damaged file
   * rebuilt). A history sync waits for it: a run that read its cursor from a file rebuilt under it would save that
   * cursor over rows that are gone.
   */
  cacheChecked?: () => Promise<void>;
  keys: KeyService;
  /** The active network profile (read per call: the user may switch networks). */
  network: () => NetworkProfile;
  settings: () => Settings;
  launchpadAddress: () => Promise<string | null>;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  clock: () => number;
  fetch: typeof fetch;
  /** Crash-test hook called at named points of the send, tracking and history paths (no-op by default). */
  faultPoint?: FaultHook;
}

export function createChainRuntime(deps: ChainRuntimeDeps, options: RuntimeOptions) {
  const faultPoint = deps.faultPoint ?? noFaults;
  const clientsFor = createClientCache(deps.fetch, {
    timeoutMs: options.httpTimeoutMs,
    retries: options.httpRetries,
  });
  const clients = () => clientsFor(deps.network());
  const activity = createActivityFeed({ emit: deps.emit, clock: deps.clock });
  /** The runtime's own pushes: a final status of the wallet's own send also becomes an activity item. */
  const emit: ChainRuntimeDeps['emit'] = (event, payload) => {
    deps.emit(event, payload);
    if (event === 'tx/status') activity.onTxStatus(payload as EventPayload<'tx/status'>);
  };
  const unbondings = createUnbondingWatch();
  const refreshDeps = {
    db: deps.db,
    emit: deps.emit,
    clock: deps.clock,
    onUnbondings: (account: { id: string }, entries: Parameters<typeof unbondings.learn>[2]) =>
      unbondings.learn(deps.network().id, account.id, entries),
  };
  const once = createSingleFlight();
  const failedRefresh = new Set<string>();
  let closed = false;
  /** Health seen by the last probe; a change to 'ok' settles the open transactions (decision 0209). */
  let lastHealth: NodeHealth | null = null;

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
    const reachableAgain = health === 'ok' && lastHealth !== 'ok';
    lastHealth = health;
    if (reachableAgain && !closed) tracker.settleOpen(c.profile.id);
    deps.emit('node/status', {
      health,
      chainId: status.chainId,
      latestHeight: status.latestHeight,
      checkedAt: deps.clock(),
    });
    return status;
  };

  const refreshAccount = (account: { id: string; address: string }) =>
    once.run(`dashboard:${deps.network().id}:${account.address}`, async () => {
      const key = `${deps.network().id}:${account.address}`;
      // Marked as soon as the dashboard refresh ends, not after the node probe too: once its "finished with an
      // error" event is out, dashboard/get must already answer stale (the probe of a dead node takes longer).
      const dashboard = refreshDashboard(clients(), refreshDeps, account).then((result) => {
        if (result.errors.length > 0) failedRefresh.add(key);
        else failedRefresh.delete(key);
        return result;
      });
      // Then the account's sequence (only while unknown), so the next draft costs one round trip. Only after a
      // refresh that reached the node: a machine kept offline (a blocked or absent network) is never asked to
      // reach for an account, and an air-gapped signer's tests count every such attempt.
      if (!options.followUpRefresh) return dashboard;
      const warm = dashboard.then((result) =>
        result.errors.length === 0 ? tx.warm(account.address).catch(() => undefined) : undefined,
      );
      const [result] = await Promise.all([dashboard, publishNodeStatus(), warm]);
      return result;
    });

  const syncAccountHistory = (account: { id: string; address: string }) =>
    once.run(`history:${deps.network().id}:${account.address}`, async () => {
      await deps.cacheChecked?.();
      return syncHistory(
        clients(),
        {
          history: deps.db.history,
          transaction: deps.db.transaction,
          deferCheckpoints: deps.db.deferCheckpoints,
          emit: deps.emit,
          clock: deps.clock,
          faultPoint,
          foldDays: (networkId, address) => foldAfterWrite(deps.db, networkId, address),
        },
        account,
      );
    });

  const tracker = createPendingTracker({
    chainFor: (networkId) => (deps.network().id === networkId ? clients().chain : null),
    pending: deps.db.pending,
    emit,
    clock: deps.clock,
    sleep,
    intervalMs: options.trackIntervalMs,
    timeoutMs: options.trackTimeoutMs,
    slowFirstMs: options.settleFirstDelayMs,
    slowMaxMs: options.settleMaxDelayMs,
    faultPoint,
    onFinal: (row) => {
      // A broadcast file whose signer is no account of this wallet has nothing here to refresh.
      if (closed || row.accountId === '') return;
      const account = { id: row.accountId, address: row.address };
      void refreshAccount(account).catch(() => undefined);
      void syncAccountHistory(account).catch(() => undefined);
    },
  });
  const reviews = createReviewStore(deps.clock, options.reviewTtlMs);
  const tx = createTxService({
    clients,
    profile: () => deps.network(),
    settings: () => deps.settings(),
    keys: deps.keys,
    pending: deps.db.pending,
    reviews,
    tracker,
    launchpad: () => deps.launchpadAddress(),
    clock: deps.clock,
    timeoutMarginBlocks: BigInt(options.timeoutMarginBlocks),
    faultPoint,
  });
  /** The person's accounts, the active one first. */
  const ownAccounts = () => {
    const all = deps.keys.listAccounts().map((a) => ({ id: a.id, address: a.address }));
    const activeId = deps.keys.activeAccount()?.id;
    return [...all.filter((a) => a.id === activeId), ...all.filter((a) => a.id !== activeId)];
  };
  const follower = createChainFollower({
    chain: () => clients().chain,
    networkId: () => deps.network().id,
    accounts: ownAccounts,
    store(account, found) {
      const rows = found.map(({ tx, response }) => chainTxToRow(account.address, tx, response));
      const added = deps.db.history.upsertMany(deps.network().id, account.address, rows);
      if (added > 0) deps.emit('history/changed', { accountId: account.id, added });
    },
    refresh: async (account) => {
      await refreshAccount(account).catch(() => undefined);
      await syncAccountHistory(account);
    },
    onFound: (meaning) => activity.onFound(meaning),
    async onBlock(height, blockTimeMs) {
      if (!Number.isFinite(blockTimeMs)) return; // a node without block times: nothing can be said to have matured
      const network = deps.network();
      const completed = unbondings.completedBy(network.id, blockTimeMs);
      for (const entry of completed) activity.onUnbondingCompleted(entry, height, network.denom);
      const accounts = new Map(completed.map((e) => [e.accountId, e]));
      const own = ownAccounts().filter((a) => accounts.has(a.id));
      await Promise.all(own.map((account) => refreshAccount(account).catch(() => undefined)));
    },
    sleep: (ms, signal) => sleep(ms, signal),
    clock: deps.clock,
    intervalMs: options.followIntervalMs,
    safetyRefreshMs: options.safetyRefreshMs,
    maxBackoffMs: options.followMaxBackoffMs,
  });
  follower.start();
  // Transactions still open from a previous run are settled now: found by hash, sent again (the identical bytes)
  // while their sequence is unused, or dropped once another tx used it; then followed until final.
  try {
    tracker.settleOpen(deps.network().id);
  } catch {
    // no profile or cache yet: nothing to resume
  }

  return {
    options,
    clients,
    publishNodeStatus,
    tx,
    tracker,
    follower,
    refreshAccount,
    syncAccountHistory,
    refreshTokens: () =>
      once.run(`tokens:${deps.network().id}`, () =>
        refreshTokens(clients(), { db: deps.db, emit: deps.emit, clock: deps.clock }),
      ),
    lastRefreshFailed: (address: string) => failedRefresh.has(`${deps.network().id}:${address}`),
    isClosed: () => closed,
    /** Stops tracking and waits for running refreshes (the core closes the databases after this). */
    async close(): Promise<void> {
      closed = true;
      tracker.close();
      await follower.close();
      await once.settled();
    },
  };
}

export type ChainRuntime = ReturnType<typeof createChainRuntime>;
