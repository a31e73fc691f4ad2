// Hosts the REAL stack for e2e flows: an in-memory devnet on free ports and the wallet core with the test keychain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevnet, type RunningDevnet } from '../../../devnet/index';
import { createWalletCore, type WalletCore, type WalletCoreDeps } from '../../../electron/core/wallet-core';
import { createKeytarKeychain, testKeychainService } from '../../../electron/core/keys/keychain';
import { TEST_DIALECT, restUrl } from '../../integration/support/dialect';

export interface CoreHandle {
  core: WalletCore;
  dataDir: string;
  namespace: string;
}

/** Starts a devnet in memory (ports 0, 500 ms blocks, the run's dialect). Stop it with `devnet.stop()` in afterAll. */
export async function startTestDevnet(): Promise<RunningDevnet> {
  return startDevnet({
    memory: true,
    restPort: 0,
    rpcPort: 0,
    backendPort: 0,
    host: '127.0.0.1',
    blockTimeMs: 500,
    dialect: TEST_DIALECT,
  });
}

/** Network override pointing the default devnet profile at `devnet`'s ports and dialect. */
export function networkOf(
  devnet: Pick<RunningDevnet, 'chainRestUrl' | 'rpcUrl' | 'backendUrl' | 'dialect'>,
): {
  restUrl: string;
  rpcUrl: string;
  backendUrl: string;
  dialect?: RunningDevnet['dialect'];
} {
  return {
    restUrl: devnet.chainRestUrl,
    rpcUrl: devnet.rpcUrl,
    backendUrl: devnet.backendUrl,
    dialect: devnet.dialect,
  };
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

/** How long a tx may take to reach a block before a test gives up (blocks come every 500 ms; a busy machine is slow). */
export const TX_INCLUSION_TIMEOUT_MS = 60_000;

/**
 * Waits until the devnet's REST serves tx `hash` (it is in a block) and returns its tx_response; throws when it is
 * not there within TX_INCLUSION_TIMEOUT_MS. A deadline, not a number of tries: a slow machine gets the same time.
 */
export async function txIncluded(
  devnet: Pick<RunningDevnet, 'chainRestUrl'>,
  hash: string,
): Promise<{ code: number; height: string }> {
  const deadline = Date.now() + TX_INCLUSION_TIMEOUT_MS;
  for (;;) {
    const reply = await fetch(restUrl(`${devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${hash}`));
    if (reply.ok)
      return ((await reply.json()) as { tx_response: { code: number; height: string } }).tx_response;
    if (Date.now() > deadline) throw new Error(`tx ${hash} was not included on the devnet`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
