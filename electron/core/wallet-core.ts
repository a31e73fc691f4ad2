// Composition root: builds the cache, key service, config and every domain's handlers behind one router.
// The Electron main process, the e2e bridge and the tests all host this same object.
import type { EventName, EventPayload } from '../../shared/api/events';
import type { NetworkProfile } from '../../shared/api/network';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/api/settings';
import { WalletError, type Result } from '../../shared/errors';
import { createRouter, type AllHandlers } from './api';
import type { CacheRepositories } from './cache/types';
import type { HandlerContext } from './handlers/context';
import { createAddressBookHandlers } from './handlers/addressbook';
import { createAppHandlers } from './handlers/app';
import { createDataHandlers } from './handlers/data';
import { createKeysHandlers } from './handlers/keys';
import { createNetworkHandlers } from './handlers/network';
import { createSettingsHandlers } from './handlers/settings';
import { createTxHandlers } from './handlers/tx';
import type { Keychain } from './keys/keychain';
import type { KeyService } from './keys/types';

export type CoreEventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface WalletCoreDeps {
  /** Directory for the SQLite cache (created if missing). */
  dataDir: string;
  keychain: Keychain;
  /** Epoch ms; defaults to Date.now. */
  clock?: () => number;
  fetch?: typeof fetch;
  /** Overrides of the default devnet profile (tests point it at their devnet's ports). */
  network?: Partial<NetworkProfile>;
}

export interface WalletCore {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  /** Subscribes to every pushed event; returns the unsubscribe function. */
  on(listener: CoreEventListener): () => void;
  close(): Promise<void>;
}

function notWiredYet(what: string): never {
  throw new WalletError('internal', `${what} is not wired yet.`);
}

/** SKELETON: repositories, key service and profiles are wired in the following commits. */
export async function createWalletCore(deps: WalletCoreDeps): Promise<WalletCore> {
  const clock = deps.clock ?? Date.now;
  const listeners = new Set<CoreEventListener>();
  const cleanups: Array<() => void | Promise<void>> = [];
  const emit: HandlerContext['emit'] = (event, payload) => {
    for (const listener of listeners) listener(event, payload);
  };
  const ctx: HandlerContext = {
    db: new Proxy({} as CacheRepositories, { get: () => notWiredYet('The cache') }),
    keys: new Proxy({} as KeyService, { get: () => notWiredYet('The key service') }),
    network: () => notWiredYet('Network profiles'),
    launchpadAddress: async () => null,
    settings: (): Settings => DEFAULT_SETTINGS,
    emit,
    clock,
    fetch: deps.fetch ?? fetch,
    onClose: (cleanup) => void cleanups.push(cleanup),
    dataDir: deps.dataDir,
  };
  const handlers: AllHandlers = {
    ...createAppHandlers(ctx),
    ...createKeysHandlers(ctx),
    ...createSettingsHandlers(ctx),
    ...createNetworkHandlers(ctx),
    ...createAddressBookHandlers(ctx),
    ...createTxHandlers(ctx),
    ...createDataHandlers(ctx),
  };
  const router = createRouter(handlers);
  let closed = false;
  return {
    invoke: (channel, payload) => router.invoke(channel, payload),
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const cleanup of cleanups.reverse()) await cleanup();
      listeners.clear();
    },
  };
}
