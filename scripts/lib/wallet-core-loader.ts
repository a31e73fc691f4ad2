// Loads the wallet core for the Chromium fallback, degrading to a clear stub when it cannot start.
import type { BridgedCore } from './chromium-bridge';
import type { DevnetUrls } from './devnet-process';

export interface LoadedCore {
  /** The main page's door: guarded calls wait for the approval surface. */
  page: BridgedCore;
  /** The approval surface's door. */
  approvals: BridgedCore;
  close(): Promise<void>;
  /** Why the real core is not running, when this is the stub. */
  problem: string | null;
}

/** A core that answers every call with an `internal` error naming the problem, so the UI can show it. */
export function unavailableCore(problem: string): LoadedCore {
  const door: BridgedCore = {
    async invoke() {
      return {
        ok: false,
        error: { code: 'internal', message: `The wallet core is not running: ${problem}` },
      };
    },
    on: () => () => undefined,
  };
  return { problem, page: door, approvals: door, close: async () => undefined };
}

/**
 * Creates the real wallet core (electron/core/wallet-core.ts) on `dataDir` with the OS keychain under
 * `keychainService` (falling back to the core's "keychain unavailable" keychain) and the devnet's URLs.
 */
export async function loadWalletCore(options: {
  dataDir: string;
  keychainService: string;
  devnet: DevnetUrls | null;
  /** App version reported by app/info. */
  version: string;
}): Promise<LoadedCore> {
  try {
    const { createWalletCore } = await import('../../electron/core/wallet-core');
    const keychainModule = await import('../../electron/core/keys/keychain');
    let keychain;
    let problem: string | null = null;
    try {
      keychain = await keychainModule.createKeytarKeychain(options.keychainService);
    } catch (cause) {
      problem = `OS keychain unavailable (${(cause as Error).message.split('.')[0]})`;
      keychain = keychainModule.createUnavailableKeychain(cause);
    }
    const network = options.devnet
      ? {
          restUrl: options.devnet.restUrl,
          rpcUrl: options.devnet.rpcUrl,
          backendUrl: options.devnet.backendUrl,
          chainId: options.devnet.chainId,
          ...(options.devnet.relayUrl ? { relayUrl: options.devnet.relayUrl } : {}),
        }
      : undefined;
    const { createFileLogger } = await import('../../electron/core/log/file-logger');
    const core = await createWalletCore({
      dataDir: options.dataDir,
      keychain,
      version: options.version,
      // Electron writes its log with electron-log; this host keeps the same redacted records in <dataDir>/logs.
      logger: createFileLogger({ file: `${options.dataDir}/logs/main.log` }),
      ...(network ? { network } : {}),
    });
    return {
      problem,
      page: core.page,
      approvals: core.approvals,
      close: () => core.close(),
    };
  } catch (error) {
    return unavailableCore((error as Error).message);
  }
}
