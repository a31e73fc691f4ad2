// Hosts the REAL stack for e2e flows: an in-memory devnet on free ports and the wallet core with the test keychain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevnet, type RunningDevnet } from '../../../devnet/index';
import { createWalletCore, type WalletCore, type WalletCoreDeps } from '../../../electron/core/wallet-core';
import { createKeytarKeychain, testKeychainService } from '../../../electron/core/keys/keychain';

export interface CoreHandle {
  core: WalletCore;
  dataDir: string;
  namespace: string;
}

/** Starts a devnet in memory (ports 0, 500 ms blocks). Stop it with `devnet.stop()` in afterAll. */
export async function startTestDevnet(): Promise<RunningDevnet> {
  return startDevnet({
    memory: true,
    restPort: 0,
    rpcPort: 0,
    backendPort: 0,
    host: '127.0.0.1',
    blockTimeMs: 500,
  });
}

/** Network override pointing the default devnet profile at `devnet`'s ports. */
export function networkOf(devnet: Pick<RunningDevnet, 'chainRestUrl' | 'rpcUrl' | 'backendUrl'>) {
  return { restUrl: devnet.chainRestUrl, rpcUrl: devnet.rpcUrl, backendUrl: devnet.backendUrl };
}

/**
 * Creates the wallet core on `dataDir` (a new temp dir unless given) with the keytar keychain of the TEST service
 * (process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test'), namespaced so runs never share secrets.
 */
export async function startCore(
  network: ReturnType<typeof networkOf>,
  reuse?: { dataDir: string; namespace: string },
  extra: Partial<WalletCoreDeps> = {},
): Promise<CoreHandle> {
  const dataDir = reuse?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'xyz-e2e-'));
  const namespace = reuse?.namespace ?? `e2e-${process.pid}-${Date.now()}`;
  const keychain = await createKeytarKeychain(testKeychainService(), { namespace });
  const core = await createWalletCore({ dataDir, keychain, network, version: '0.1.0-e2e', ...extra });
  return { core, dataDir, namespace };
}

/** POSTs JSON to a devnet control path on the backend listener and returns the parsed answer. */
export async function devnetControl(
  devnet: RunningDevnet,
  pathName: string,
  body: unknown,
): Promise<unknown> {
  const res = await fetch(`${devnet.backendUrl}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathName} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
