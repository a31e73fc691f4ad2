// Composition root: opens the cache, loads config, builds the key service and every domain's handlers behind
// one router. The Electron main process, the e2e bridge and the tests all host this same object.
import { randomBytes } from 'node:crypto';
import type { EventName, EventPayload } from '../../shared/api/events';
import type { NetworkProfile } from '../../shared/api/network';
import { WalletError, type Result } from '../../shared/errors';
import { createRouter, type AllHandlers } from './api';
import { cacheFilePath, openCacheDatabaseOrRebuild, openRecordsDatabase, recordsFilePath } from './cache/db';
import { createRepositories } from './cache/repositories';
import { createLaunchpadResolver } from './config/launchpad';
import { createNetworkStore } from './config/network-store';
import { createSettingsStore } from './config/settings-store';
import type { HandlerContext } from './handlers/context';
import { createAddressBookHandlers } from './handlers/addressbook';
import { createAppHandlers } from './handlers/app';
import { createBootHandler } from './handlers/boot';
import { createDataHandlers } from './handlers/data';
import { createImageHandlers } from './handlers/images';
import { createKeysHandlers } from './handlers/keys';
import { createNetworkHandlers } from './handlers/network';
import { createOfflineHandlers } from './handlers/offline';
import { createSettingsHandlers } from './handlers/settings';
import { createTxHandlers } from './handlers/tx';
import { createUpdateHandlers } from './handlers/update';
import { createKeyService } from './keys/key-service';
import type { Keychain } from './keys/keychain';
import type { VaultCost } from './keys/vault';

export type CoreEventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface WalletCoreDeps {
  /** Directory for wallet.sqlite (records) and wallet-cache.sqlite (created if missing). */
  dataDir: string;
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
  /** Reports unexpected handler failures (never with request payloads). Default: console.error of the name only. */
  onInternalError?: (channel: string, error: unknown) => void;
}

export interface WalletCore {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  /** Subscribes to every pushed event; returns the unsubscribe function. */
  on(listener: CoreEventListener): () => void;
  close(): Promise<void>;
}

const newId = () => randomBytes(12).toString('hex');

export async function createWalletCore(deps: WalletCoreDeps): Promise<WalletCore> {
  const clock = deps.clock ?? Date.now;
  const fetchFn = deps.fetch ?? fetch;
  const listeners = new Set<CoreEventListener>();
  const cleanups: Array<() => void | Promise<void>> = [];
  const emit: HandlerContext['emit'] = (event, payload) => {
    for (const listener of listeners) {
      try {
        listener(event, payload);
      } catch {
        // a failing listener never breaks core
      }
    }
  };

  const recordsDb = openRecordsDatabase(recordsFilePath(deps.dataDir));
  cleanups.push(() => void recordsDb.close());
  const cache = openCacheDatabaseOrRebuild(cacheFilePath(deps.dataDir), clock());
  cleanups.push(() => void cache.db.close());
  const db = createRepositories(recordsDb, cache.db);
  const settings = createSettingsStore(db.kv);
  const networks = createNetworkStore({ repo: db.networks, kv: db.kv, devnetOverride: deps.network, newId });
  const resolveLaunchpad = createLaunchpadResolver(fetchFn);

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
  });
  await keys.init();

  const startupWarnings = [...(cache.note ? [cache.note] : []), ...settings.warnings, ...networks.warnings];
  if (!keys.status().keychainAvailable) {
    startupWarnings.push(
      'No OS keychain is available. Watch-only accounts work; creating, importing or unlocking keys needs a keychain (XYZ Wallet never stores keys in plain text).',
    );
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

  const domainHandlers: Omit<AllHandlers, 'app/boot'> = {
    ...createAppHandlers({ version: deps.version ?? '0.0.0-dev', keys, startupWarnings }),
    ...createKeysHandlers(keys),
    ...createSettingsHandlers(ctx, settings),
    ...createNetworkHandlers(ctx, networks),
    ...createAddressBookHandlers(ctx),
    ...createTxHandlers(ctx),
    ...createDataHandlers(ctx),
    ...createImageHandlers(ctx),
    ...createOfflineHandlers(ctx, keys),
    ...createUpdateHandlers(),
  };
  const handlers: AllHandlers = { ...domainHandlers, 'app/boot': createBootHandler(domainHandlers) };
  const router = createRouter(handlers, {
    onInternalError:
      deps.onInternalError ??
      ((channel, error) =>
        console.error(`[core] ${channel} failed:`, error instanceof Error ? error.name : typeof error)),
  });

  const idleCheckMs = deps.idleCheckMs ?? 1000;
  if (idleCheckMs > 0) {
    const timer = setInterval(() => keys.checkIdle(), idleCheckMs);
    timer.unref?.();
    cleanups.unshift(() => clearInterval(timer));
  }

  let closed = false;
  return {
    async invoke(channel, payload) {
      if (closed)
        return { ok: false, error: { code: 'internal', message: 'The wallet core has been closed.' } };
      keys.checkIdle();
      return router.invoke(channel, payload);
    },
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      keys.lock();
      for (const cleanup of cleanups.slice().reverse()) {
        try {
          await cleanup();
        } catch (error) {
          if (!(error instanceof WalletError)) console.error('[core] cleanup failed');
        }
      }
      listeners.clear();
    },
  };
}
