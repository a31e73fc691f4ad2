// Every domain's handlers in one map: all channels but app/boot, which the composition root builds from them.
import type { Channel } from '../../../shared/api';
import type { NetworkStore } from '../config/network-store';
import { createConnectService, type ConnectServiceDeps } from '../connect/connect-service';
import { createTokenImageSource } from '../sync/token-images';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import type { ApprovalDecision } from '../approvals/approval-queue';
import type { SettingsStore } from '../config/settings-store';
import type { KeyManager } from '../keys/key-service';
import type { LedgerDevice } from '../ledger/ledger-device';
import type { ChainRuntime } from '../runtime/chain-runtime';
import { createAddressBookHandlers } from './addressbook';
import { createAppHandlers, type AppHandlerDeps } from './app';
import { createChartsHandlers } from './charts';
import type { HandlerContext, HandlersFor } from './context';
import { createDataHandlers } from './data';
import { createDiagnosticsHandlers, type DiagnosticsDeps } from './diagnostics';
import { createImageHandlers } from './images';
import { createKeysHandlers } from './keys';
import { createLedgerHandlers, ledgerHandlerDeps } from './ledger';
import { createMultisigHandlers } from './multisig';
import { createConnectHandlers } from './connect';
import { createNetworkHandlers } from './network';
import { createOfflineHandlers } from './offline';
import { createPermissionsHandlers } from './permissions';
import { createSettingsHandlers } from './settings';
import { createStakingHandlers } from './staking';
import { createTokenListHandlers } from './tokens';
import { createTxHandlers } from './tx';
import { createUpdateHandlers } from './update';

/** The handlers of every channel except app/boot. */
export type DomainHandlers = Omit<HandlersFor<Channel>, 'app/boot'>;

/** What the domains' handlers are built from: the shared context, the services, and two domains' own deps. */
export interface DomainHandlerDeps {
  ctx: HandlerContext;
  keys: KeyManager;
  runtime: ChainRuntime;
  settings: SettingsStore;
  networks: NetworkStore;
  ledgerDevice: LedgerDevice;
  app: AppHandlerDeps;
  diagnostics: DiagnosticsDeps;
  /** The approval surface, for connected apps' asks. */
  askSurface: (subject: ApprovalSubject, signal?: AbortSignal) => Promise<ApprovalDecision>;
  /** Connected apps: the OS keychain (their store's key) and the core's events (lock, account, network changes). */
  connect: Pick<ConnectServiceDeps, 'keychain' | 'events'>;
}

export function createDomainHandlers(deps: DomainHandlerDeps): DomainHandlers {
  const { ctx, keys, runtime, networks } = deps;
  const connect = createConnectService({
    dataDir: ctx.dataDir,
    clock: ctx.clock,
    network: ctx.network,
    settings: ctx.settings,
    chain: () => runtime.clients().chain,
    keys,
    ask: deps.askSurface,
    emit: ctx.emit,
    ...deps.connect,
    image: createTokenImageSource({
      repo: ctx.db.tokenImages,
      fetch: ctx.fetch,
      clock: () => ctx.clock(),
      backendUrl: () => ctx.network().backendUrl,
    }).image,
  });
  ctx.onClose(() => connect.close());
  // After the composition root has built the approval doors (sessions' queued requests ask there at once).
  setImmediate(() => void connect.resume());
  return {
    ...createAppHandlers(deps.app),
    ...createKeysHandlers(keys),
    ...createSettingsHandlers(ctx, deps.settings),
    ...createNetworkHandlers(ctx, networks),
    ...createAddressBookHandlers(ctx),
    ...createTxHandlers(ctx, runtime),
    ...createDataHandlers(ctx, runtime),
    ...createChartsHandlers(ctx, runtime),
    ...createStakingHandlers(ctx, runtime),
    ...createImageHandlers(ctx),
    ...createTokenListHandlers(ctx, runtime),
    ...createOfflineHandlers(ctx, keys, runtime),
    ...createUpdateHandlers(),
    ...createLedgerHandlers(ledgerHandlerDeps(deps.ledgerDevice, keys, networks, runtime)),
    ...createDiagnosticsHandlers(deps.diagnostics),
    ...createMultisigHandlers(ctx, keys, runtime),
    ...createPermissionsHandlers(ctx, runtime),
    ...createConnectHandlers(keys, connect),
  };
}
