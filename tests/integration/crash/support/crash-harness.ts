// Parent side of the crash suite: a devnet on disk in this process, a template wallet (alice imported), wallet
// children killed at fault points, an in-process core reopened on the same data dir, and the invariants checked.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { inject } from 'vitest';
import { toBech32 } from '@cosmjs/encoding';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { startDevnet, type RunningDevnet } from '../../../../devnet/index';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { createWalletCore, type WalletCore } from '../../../../electron/core/wallet-core';
import { CHILD_BUNDLE_KEY } from './child-bundle';
import { createFileKeychain } from './file-keychain';
import { CHILD_RUNTIME, PASSWORD, type ChildJob } from './protocol';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const CHILD = path.join(import.meta.dirname, 'wallet-child.ts');

/** How to start a wallet child: the bundle the global set-up built this run, else the sources through tsx. */
function childCommand(): string[] {
  const bundle = inject(CHILD_BUNDLE_KEY);
  return bundle ? [bundle] : ['--import', 'tsx', CHILD];
}

export const OPEN_STATUSES = ['broadcasting', 'pending', 'unknown'];

export interface ChildRun {
  lines: Array<Record<string, unknown>>;
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

export interface CrashWorld {
  devnet: RunningDevnet;
  root: string;
  accountId: string;
  network(): ChildJob['network'];
  /** A new data dir holding the template wallet (alice imported, locked). */
  freshWallet(): string;
  /** Runs a wallet child; `crashAt` kills it at a fault point, `killAfterMs` from here after that long. */
  runChild(
    job: Omit<ChildJob, 'network'>,
    crashAt?: string,
    options?: { timeoutMs?: number; killAfterMs?: number },
  ): Promise<ChildRun>;
  /** Opens a core on `dataDir` in this process, waits until no open row is left, closes it; returns the rows. */
  settle(dataDir: string, timeoutMs?: number): Promise<PendingRecord[]>;
  balance(address: string): Promise<bigint>;
  /** Hashes of the included txs that paid `recipient`. */
  paymentsTo(recipient: string): Promise<string[]>;
  blocks(action: 'pause' | 'resume'): Promise<void>;
  /** Stops the devnet and starts it again on the same state (its mempool is lost; ports change). */
  restartDevnet(): Promise<void>;
  stop(): Promise<void>;
}

export interface PendingRecord {
  hash: string;
  status: string;
  code: number | null;
}

export const randomAddress = () => toBech32('xyz', randomBytes(20));

export async function waitUntil<T>(
  probe: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const devnetOptions = (dataDir: string) => ({
  dataDir,
  restPort: 0,
  rpcPort: 0,
  backendPort: 0,
  blockTimeMs: 200,
  seed: false,
});

async function call<T>(core: WalletCore, channel: string, payload: unknown): Promise<T> {
  const result = await core.invoke(channel, payload);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

export async function openCore(dataDir: string, network: ChildJob['network']): Promise<WalletCore> {
  return createWalletCore({
    dataDir,
    keychain: createFileKeychain(path.join(dataDir, 'keychain.json')),
    network,
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    runtime: CHILD_RUNTIME,
  });
}

/** PRAGMA integrity_check of both wallet files ('ok' each). */
export function integrityOf(dataDir: string): string[] {
  return ['wallet.sqlite', 'wallet-cache.sqlite'].map((name) => {
    const db = new Database(path.join(dataDir, name), { readonly: true });
    try {
      return `${name}: ${String(db.pragma('integrity_check', { simple: true }))}`;
    } finally {
      db.close();
    }
  });
}

export async function startCrashWorld(): Promise<CrashWorld> {
  const root = mkdtempSync(path.join(tmpdir(), 'xyz-crash-'));
  const devnetDir = path.join(root, 'devnet');
  let devnet = await startDevnet(devnetOptions(devnetDir));
  const network = () => ({
    restUrl: devnet.chainRestUrl,
    rpcUrl: devnet.rpcUrl,
    backendUrl: devnet.backendUrl,
  });
  const control = async (pathname: string, body: unknown) => {
    const response = await fetch(`${devnet.backendUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
    return json;
  };
  const rest = async (pathname: string) => {
    const response = await fetch(`${devnet.chainRestUrl}${pathname}`);
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  // Fund alice and make the template wallet (alice imported; password set).
  const { tx_hash } = (await control('/devnet/faucet', {
    address: DEVNET_KEYS.alice.address,
    amount: '500000000',
  })) as { tx_hash: string };
  await waitUntil(async () => (await rest(`/ledger/tx/v1beta1/txs/${tx_hash}`)).status === 200, 'faucet');
  const template = path.join(root, 'template');
  const core = await openCore(template, network());
  const account = await call<{ id: string }>(core, 'keys/import-mnemonic', {
    mnemonic: DEVNET_KEYS.alice.mnemonic,
    name: 'alice',
    password: PASSWORD,
  });
  await core.close();
  let wallets = 0;

  const world: CrashWorld = {
    get devnet() {
      return devnet;
    },
    root,
    accountId: account.id,
    network,
    freshWallet() {
      const dir = path.join(root, `wallet-${++wallets}`);
      cpSync(template, dir, { recursive: true });
      return dir;
    },
    runChild(job, crashAt, { timeoutMs = 30_000, killAfterMs } = {}) {
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, childCommand(), {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            XYZ_CRASH_JOB: JSON.stringify({ ...job, network: network() }),
            ...(crashAt ? { XYZ_CRASH_AT: crashAt } : {}),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const lines: ChildRun['lines'] = [];
        let stderr = '';
        createInterface({ input: child.stdout }).on('line', (line) => {
          try {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // not a protocol line
          }
        });
        child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(
            new Error(
              `wallet child did not finish within ${timeoutMs} ms: ${JSON.stringify(lines)} ${stderr}`,
            ),
          );
        }, timeoutMs);
        const killer =
          killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          clearTimeout(killer);
          resolve({ lines, signal, code, stderr });
        });
      });
    },
    async settle(dataDir, timeoutMs = 20_000) {
      const core = await openCore(dataDir, network());
      try {
        return await waitUntil(
          async () => {
            const { transactions } = await call<{
              transactions: Array<{ txHash: string; status: string; code: number | null }>;
            }>(core, 'tx/pending', { accountId: account.id });
            const rows = transactions.map((t) => ({ hash: t.txHash, status: t.status, code: t.code }));
            return rows.some((r) => OPEN_STATUSES.includes(r.status)) ? null : rows;
          },
          'every pending row to settle',
          timeoutMs,
        );
      } finally {
        await core.close();
      }
    },
    async balance(address) {
      const { json } = await rest(`/ledger/bank/v1beta1/balances/${address}`);
      const coins = (json.balances ?? []) as Array<{ denom: string; amount: string }>;
      return BigInt(coins.find((c) => c.denom === 'uxyz')?.amount ?? '0');
    },
    async paymentsTo(recipient) {
      const query = encodeURIComponent(`transfer.recipient='${recipient}'`);
      const { json } = await rest(`/ledger/tx/v1beta1/txs?events=${query}`);
      const responses = (json.tx_responses ?? []) as Array<{ txhash: string; code: number }>;
      return responses.filter((r) => r.code === 0).map((r) => r.txhash.toUpperCase());
    },
    async blocks(action) {
      await control('/devnet/blocks', { action });
    },
    async restartDevnet() {
      await devnet.stop();
      devnet = await startDevnet(devnetOptions(devnetDir));
    },
    async stop() {
      await devnet.stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  return world;
}
