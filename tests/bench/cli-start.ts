// Issue 33's command line: the bundled CLI behind bin/xyz-wallet.mjs (built from the current sources first, not
// timed) as a person runs it, a fresh Node process each time: `--version` <= 150 ms and `balance --json` of a
// watch-only account on a cache of 1,000 history rows (a local devnet answering the refresh) <= 400 ms, beside
// `node -e 0` timed in the same run, interleaved.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { nowMs } from './lib/timing';
import { fillBigCache } from './support/big-cache';
import type { DevnetChild } from './support/devnet-child';
import { REPO_ROOT } from './support/subprocess';

const VERSION_BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };
const BALANCE_BUDGET: Budget = { op: '<=', value: 400, stat: 'median' };
const BIN = path.join(REPO_ROOT, 'bin', 'xyz-wallet.mjs');

/** ms for `node args` to run to its exit; throws when it fails. */
function timedNode(args: string[]): number {
  const start = nowMs();
  const run = spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
  const ms = nowMs() - start;
  if (run.status !== 0)
    throw new Error(
      `node ${args.slice(1).join(' ')} exited ${run.status}: ${run.stdout}${run.stderr}`.slice(0, 300),
    );
  return ms;
}

export async function benchCliStart(opts: { devnet: DevnetChild; reps: number }): Promise<Figure[]> {
  const versionLabel = 'xyz-wallet --version, bundled CLI, fresh process';
  const balanceLabel = 'xyz-wallet balance --json, bundled CLI, watch-only account, local devnet';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-cli-'));
  try {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-cli.mjs')], { cwd: REPO_ROOT });
    await fillBigCache(dataDir, { historyRows: 1000, tokens: 100 });
    const network = [
      ['--rest-url', opts.devnet.chainRestUrl],
      ['--rpc-url', opts.devnet.rpcUrl],
      ['--backend-url', opts.devnet.backendUrl],
    ].flat();
    const balance = [BIN, '--data-dir', dataDir, '--keystore', 'file', ...network, 'balance', '--json'];
    const reference: number[] = [];
    const version: number[] = [];
    const balances: number[] = [];
    timedNode([BIN, '--version']); // the first run reads the files from disk: not counted
    for (let rep = 0; rep < opts.reps; rep++) {
      reference.push(timedNode(['-e', '0']));
      version.push(timedNode([BIN, '--version']));
      balances.push(timedNode(balance));
    }
    const ref = { label: 'node -e 0, same run', samples: reference };
    return [
      {
        id: 'cli.version',
        label: versionLabel,
        unit: 'ms',
        samples: version,
        budget: VERSION_BUDGET,
        reference: ref,
      },
      {
        id: 'cli.balance',
        label: balanceLabel,
        unit: 'ms',
        samples: balances,
        budget: BALANCE_BUDGET,
        reference: ref,
        note: 'Opens the core on the cache, asks the devnet for fresh balances (one refresh), prints JSON, exits.',
      },
    ];
  } catch (error) {
    return [
      failedFigure('cli.version', versionLabel, 'ms', VERSION_BUDGET, error),
      failedFigure('cli.balance', balanceLabel, 'ms', BALANCE_BUDGET, error),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
