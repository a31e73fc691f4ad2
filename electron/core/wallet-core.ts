// Composition root: opens the cache, loads config, builds the key service and every domain's handlers behind
// one router. The Electron main process, the e2e bridge and the tests all host this same object.
import { randomBytes } from 'node:crypto';
import type { StartupWarning } from '../../shared/api/app';
import type { EventName, EventPayload } from '../../shared/api/events';
import type { NetworkProfile } from '../../shared/api/network';
import { WalletError } from '../../shared/errors';
import { createRouter, type AllHandlers } from './api';
import { createCoreDoors, type CoreDoors } from './approval-doors';
import { cacheFilePath } from './cache/db';
import { schemaVersion } from './cache/migrations';
import { createSwappableRepositories } from './cache/swappable-cache';
import { createLaunchpadResolver } from './config/launchpad';
import { createNetworkStore } from './config/network-store';
import { createSettingsStore } from './config/settings-store';
import type { HandlerContext } from './handlers/context';
import { createBootHandler } from './handlers/boot';
import { historyRows } from './handlers/data';
import { createDomainHandlers } from './handlers/domain-handlers';
import { createLedgerDevice, type LedgerTimeouts } from './ledger/ledger-device';
import { createLedgerSigner } from './ledger/ledger-signer';
import { nodeHidTransportFactory, type LedgerTransportFactory } from './ledger/transport';
import { createKeyService } from './keys/key-service';
import { recheckCacheInBackground } from './recovery/cache-recheck';
import type { CacheCheck } from './recovery/cache-check-worker';
import {
  createFirstScreenGate,
  FIRST_SCREEN_GATE_DEFAULTS,
  type FirstScreenGateOptions,
} from './startup/first-screen-gate';
import { describeFilesReport, openWalletFiles } from './recovery/open-wallet-files';
import { watchRecordWrites } from './recovery/watch-records';
import type { FaultHook } from './faults/fault-points';
import type { Keychain } from './keys/keychain';
import type { VaultCost } from './keys/vault';
import { createChainRuntime } from './runtime/chain-runtime';
import { resolveRuntimeOptions, type RuntimeOptions } from './runtime/options';
import { withCallLogging } from './log/call-log';
import { createCoreLogger } from './log/core-logger';
import { createEventLogger } from './log/event-log';
import { createLogRing } from './log/log-ring';
import { noopLogger, type Logger } from './log/logger';
import { errorSummary } from './log/redact';

export type CoreEventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface WalletCoreDeps {
  /** Directory for wallet.sqlite (records) and wallet-cache.sqlite (created if missing). */
  dataDir: string;
  /** better-sqlite3 addon to load instead of node_modules' build (Electron's ABI; see cache/sqlite-binding.ts). */
  sqliteBinding?: string;
  keychain: Keychain;
  /** Epoch ms; defaults to Date.now. */
  clock?: () => number;
  fetch?: typeof fetch;
  /** Overrides of the default devnet profile (tests point it at their devnet's ports). Never saved. */
  network?: Partial<NetworkProfile>;
  /** App version shown by app/info. */
  version?: string;
  /** scrypt cost override FOR UNIT TESTS ONLY (default N=2^17, r=8, p=1). */
  vaultCost?: VaultCost;
  /** How often the idle auto-lock is checked, ms (default 1000; 0 = only on calls). */
  idleCheckMs?: number;
  /** Reports unexpected handler failures (never with request payloads). Default: logs channel and error name/code. */
  onInternalError?: (channel: string, error: unknown) => void;
  /** Chain runtime tuning (tx tracking, HTTP timeouts and retries, review TTL, staleness); defaults otherwise. */
  runtime?: Partial<RuntimeOptions>;
  /** Opens a Ledger transport per call (default: USB HID, loaded on first use; tests pass the emulator). */
  ledgerTransport?: LedgerTransportFactory;
  /** Ledger call timeouts (defaults: 15 s without the user, 180 s waiting for a button press). */
  ledgerTimeouts?: Partial<LedgerTimeouts>;
  /** Where the core's log records go (every record is redacted first). Default: nowhere (noopLogger). */
  logger?: Logger;
  /**
   * When start-up work that grows with the cache runs (default FIRST_SCREEN_GATE_DEFAULTS), and, for tests, the
   * cache check to run instead of the worker thread's quick_check.
   */
  startup?: Partial<FirstScreenGateOptions> & { cacheCheck?: (file: string) => CacheCheck };
  /** Crash tests only: called at named points of send, tracking and history sync (decision 0209). Default: none. */
  faultPoint?: FaultHook;
}

export interface WalletCore extends CoreDoors {
  /** Subscribes to every pushed event; returns the unsubscribe function. */
  on(listener: CoreEventListener): () => void;
  close(): Promise<void>;
}

const newId = () => randomBytes(12).toString('hex');

export async function createWalletCore(deps: WalletCoreDeps): Promise<WalletCore> {
  const clock = deps.clock ?? Date.now;
  const startedAt = clock();
  const fetchFn = deps.fetch ?? fetch;
  const logRing = createLogRing();
  const log = createCoreLogger({ sink: deps.logger ?? noopLogger, ring: logRing, clock });
  const logEvent = createEventLogger(log, clock);
  const listeners = new Set<CoreEventListener>();
  const cleanups: Array<() => void | Promise<void>> = [];
  const emit: HandlerContext['emit'] = (event, payload) => {
    logEvent(event, payload);
    for (const listener of listeners) {
      try {
        listener(event, payload);
      } catch {
        // a failing listener never breaks core
      }
    }
  };

  const sqlite = deps.sqliteBinding === undefined ? {} : { nativeBinding: deps.sqliteBinding };
  const files = await openWalletFiles(deps.dataDir, deps.keychain, clock(), sqlite);
  const repositories = createSwappableRepositories(files.recordsDb, files.cacheDb);
  cleanups.push(() => void files.recordsDb.close());
  cleanups.push(() => void repositories.cache().close());
  cleanups.push(() => files.recordsCopy.flush());
  const db = watchRecordWrites(repositories.repos, files.recordsCopy.changed);
  // The cache file's quick_check runs in a worker once the first screen is out (or when a sync needs its verdict),
  // never beside the boot snapshot; see cache-recheck.ts and first-screen-gate.ts.
  let addLateWarning: (warning: StartupWarning) => void = () => undefined;
  const firstScreen = createFirstScreenGate({ ...FIRST_SCREEN_GATE_DEFAULTS, ...deps.startup });
  cleanups.push(() => firstScreen.close());
  const cacheCheck = deps.startup?.cacheCheck;
  const cacheRecheck = recheckCacheInBackground({
    file: cacheFilePath(deps.dataDir),
    load: sqlite,
    clock,
    repositories,
    startAfter: firstScreen.opened,
    ...(cacheCheck ? { check: (file: string) => cacheCheck(file) } : {}),
    onRebuilt: (notice) => {
      log.warn('cache file damaged: moved aside and rebuilt', { reason: notice.details?.reason });
      addLateWarning(notice);
    },
  });
  cleanups.push(() => cacheRecheck.stop());
  const settings = createSettingsStore(db.kv);
  const networks = createNetworkStore({ repo: db.networks, kv: db.kv, devnetOverride: deps.network, newId });
  const resolveLaunchpad = createLaunchpadResolver(fetchFn);

  const ledgerDevice = createLedgerDevice({
    open: deps.ledgerTransport ?? nodeHidTransportFactory(),
    timeouts: deps.ledgerTimeouts,
  });
  const keys = createKeyService({
    keychain: deps.keychain,
    accounts: db.accounts,
    kv: db.kv,
    clock,
    prefix: () => networks.active().prefix,
    coinType: () => networks.active().coinType,
    autoLockMinutes: () => settings.get().autoLockMinutes,
    emit,
    vaultCost: deps.vaultCost,
    ledgerSigner: (account) => createLedgerSigner(ledgerDevice, account),
  });
  await keys.init();

  const startupWarnings = [
    ...describeFilesReport(files.report, db.accounts.list().length),
    ...settings.warnings,
    ...networks.warnings,
  ];
  if (!keys.status().keychainAvailable) {
    startupWarnings.push({ code: 'keychain_missing' });
  }

  const ctx: HandlerContext = {
    db,
    keys,
    network: () => networks.active(),
    launchpadAddress: () => resolveLaunchpad(networks.active()),
    settings: () => settings.get(),
    emit,
    clock,
    fetch: fetchFn,
    onClose: (cleanup) => void cleanups.push(cleanup),
    dataDir: deps.dataDir,
  };

  // One chain runtime per core, built here and handed to the handlers that talk to the chain.
  const runtime = createChainRuntime(
    {
      db,
      keys,
      network: ctx.network,
      settings: ctx.settings,
      launchpadAddress: ctx.launchpadAddress,
      emit,
      clock,
      fetch: fetchFn,
      faultPoint: deps.faultPoint,
      cacheChecked: cacheRecheck.checked,
    },
    resolveRuntimeOptions(deps.runtime),
  );
  cleanups.push(() => runtime.close());

  const version = deps.version ?? '0.0.0-dev';
  const domainHandlers = createDomainHandlers({
    ctx,
    keys,
    runtime,
    settings,
    networks,
    ledgerDevice,
    askSurface: (subject, signal) => doors.ask(subject, signal),
    connect: { keychain: deps.keychain, events: (l) => (listeners.add(l), () => void listeners.delete(l)) },
    app: { version, keys, startupWarnings, onLateWarnings: (add) => void (addLateWarning = add), emit },
    diagnostics: {
      version,
      network: () => networks.active(),
      ring: logRing,
      schemaVersions: () => ({
        records: schemaVersion(files.recordsDb),
        cache: schemaVersion(repositories.cache()),
      }),
      clock,
    },
  });
  const bootSources = {
    ...domainHandlers,
    recentHistory: (req: { accountId: string; limit: number }) => ({ rows: historyRows(ctx, req) }),
  };
  const boot = createBootHandler(bootSources);
  const handlers: AllHandlers = {
    ...domainHandlers,
    'app/boot': () => boot().finally(() => firstScreen.bootAnswered()),
  };
  const router = withCallLogging(
    createRouter(handlers, {
      onInternalError:
        deps.onInternalError ??
        ((channel, error) => log.error('handler failed', { channel, error: errorSummary(error) })),
    }),
    log,
    clock,
  );

  const idleCheckMs = deps.idleCheckMs ?? 1000;
  if (idleCheckMs > 0) {
    const timer = setInterval(() => keys.checkIdle(), idleCheckMs);
    timer.unref?.();
    cleanups.unshift(() => clearInterval(timer));
  }

  log.info('core started', {
    ms: clock() - startedAt,
    network: networks.active().id,
    chainId: networks.active().chainId,
    accounts: db.accounts.list().length,
    keychainAvailable: keys.status().keychainAvailable,
    startupWarnings,
  });
  let closed = false;
  const doors = createCoreDoors({
    router,
    keys,
    reviewOf: (reviewId) => runtime.tx.view(reviewId),
    dialect: () => networks.active().dialect,
    settings: () => settings.get(),
    clock,
    newId,
    isClosed: () => closed,
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
  });
  cleanups.unshift(() => doors.onClosed());
  return {
    ...doors.facade,
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      log.info('core closing');
      keys.lock();
      for (const cleanup of cleanups.slice().reverse()) {
        try {
          await cleanup();
        } catch (error) {
          if (!(error instanceof WalletError)) log.error('cleanup failed', { error: errorSummary(error) });
        }
      }
      log.info('core closed');
      listeners.clear();
    },
  };
}
