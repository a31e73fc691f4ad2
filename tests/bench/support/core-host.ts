// Hosts the real wallet core for benchmarks: in-memory keychain (benchmarks never touch the OS keychain),
// a cheap vault cost, and a network override (a devnet's ports, or closed ports for "offline").
import type { NetworkProfile } from '../../../shared/api/network';
import { createWalletCore, type WalletCore, type WalletCoreDeps } from '../../../electron/core/wallet-core';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';

/** Ports nothing listens on (connection refused at once): the network is unreachable. */
export const UNREACHABLE_NETWORK: Partial<NetworkProfile> = {
  restUrl: 'http://127.0.0.1:9',
  rpcUrl: 'http://127.0.0.1:9',
  backendUrl: 'http://127.0.0.1:9',
};

/** Network override that points the devnet profile at a running devnet. */
export function devnetNetwork(urls: {
  chainRestUrl: string;
  rpcUrl: string;
  backendUrl: string;
}): Partial<NetworkProfile> {
  return { restUrl: urls.chainRestUrl, rpcUrl: urls.rpcUrl, backendUrl: urls.backendUrl };
}

/**
 * A core on `dataDir`; the caller closes it. scrypt is cheapened: unlock cost is not what these benchmarks time.
 * `startup`: the start-up gate's options as the core takes them (e.g. a cache check the caller observes).
 */
export function createBenchCore(
  dataDir: string,
  network: Partial<NetworkProfile>,
  fetchFn?: typeof fetch,
  startup?: WalletCoreDeps['startup'],
): Promise<WalletCore> {
  return createWalletCore({
    ...(startup ? { startup } : {}),
    dataDir,
    keychain: createMemoryKeychain(),
    network,
    fetch: fetchFn,
    version: '0.1.0-bench',
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    onInternalError: () => undefined,
  });
}

/** Invokes a channel and returns its value; throws with the core's error message otherwise. */
export async function call<T>(core: WalletCore, channel: string, payload: unknown): Promise<T> {
  const result = await core.invoke(channel, payload);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}
