// Child process of the crash suite: a real wallet core on a data dir, against the test's devnet, doing one job
// (send | settle | history). XYZ_CRASH_AT=<point>[#<n>] kills this process with SIGKILL at the n-th time the core
// reaches that fault point. The env is read here, in the test host, and handed to the core as its faultPoint hook.
import { writeSync } from 'node:fs';
import path from 'node:path';
import { createWalletCore, type WalletCore } from '../../../../electron/core/wallet-core';
import type { FaultPoint } from '../../../../electron/core/faults/fault-points';
import { createFileKeychain } from './file-keychain';
import { CHILD_RUNTIME, PASSWORD, type ChildJob } from './protocol';

const say = (line: Record<string, unknown>) => void writeSync(1, `${JSON.stringify(line)}\n`);

function crashHook(spec: string | undefined) {
  const [point, nth] = (spec ?? '').split('#');
  let hits = 0;
  return (reached: FaultPoint) => {
    if (reached !== point || ++hits < Number(nth ?? 1)) return;
    say({ event: 'crash', point: reached });
    process.kill(process.pid, 'SIGKILL');
  };
}

async function call<T>(core: WalletCore, channel: string, payload: unknown): Promise<T> {
  const result = await core.invoke(channel, payload);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

const OPEN = ['broadcasting', 'pending', 'unknown'];

async function main() {
  const job = JSON.parse(process.env.XYZ_CRASH_JOB ?? '{}') as ChildJob;
  const core = await createWalletCore({
    dataDir: job.dataDir,
    keychain: createFileKeychain(path.join(job.dataDir, 'keychain.json')),
    network: job.network,
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    runtime: CHILD_RUNTIME,
    faultPoint: crashHook(process.env.XYZ_CRASH_AT),
    onInternalError: (channel, error) => say({ event: 'internal', channel, error: String(error) }),
  });
  say({ event: 'opened' });
  const { accounts } = await call<{ accounts: Array<{ id: string }> }>(core, 'keys/list', {});
  const accountId = accounts[0]!.id;
  if (job.action === 'send') {
    await call(core, 'keys/unlock', { password: PASSWORD });
    const review = await call<{ reviewId: string; fee: { amount: string }; sequence: string }>(
      core,
      'tx/draft-send',
      { accountId, to: job.to, amount: job.amount },
    );
    say({ event: 'review', fee: review.fee.amount, sequence: review.sequence });
    const submitted = await call<{ txHash: string; status: string }>(core, 'tx/confirm', {
      reviewId: review.reviewId,
    });
    say({ event: 'submitted', ...submitted });
  }
  if (job.action === 'history') {
    const synced = await call(core, 'history/sync', { accountId });
    say({ event: 'synced', ...(synced as object) });
  }
  // send and settle: wait until this account has no open transaction left.
  for (;;) {
    const { transactions } = await call<{ transactions: Array<{ status: string }> }>(core, 'tx/pending', {
      accountId,
    });
    if (!transactions.some((tx) => OPEN.includes(tx.status))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say({ event: 'done' });
  await core.close();
}

main().catch((error: unknown) => {
  say({ event: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
