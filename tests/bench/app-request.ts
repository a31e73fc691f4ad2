// Issue 33's requests from apps: a `cosmos_signDirect` request from an app through the devnet's loopback relay to its
// review painted in the approval surface, <= 150 ms, beside a relay round trip on the same relay (what and how:
// support/app-request-measure.ts, decision 0747). The core, the app and the relay run in a child process bundled as
// the app bundles its main process (esbuild, CommonJS), packages' ES module builds first: under tsx, and in a CommonJS
// bundle of their CommonJS builds, the core's `import SignClient from '@walletconnect/sign-client'` has no `init`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { NetworkProfile } from '../../shared/api/network';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { bundleLikeApp } from './support/bundle-like-app';
import { REPO_ROOT } from './support/subprocess';

const CHILD = path.join(REPO_ROOT, 'bench-results/app-request-child.cjs');
const BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };
const ID = 'connect.sign-request';
const LABEL = 'App request (cosmos_signDirect) -> its review painted in the approval surface';
/** Loaded at run time, not bundled: Playwright (drives Chromium) and ws's optional native helpers. */
const EXTERNAL = ['playwright-core', 'bufferutil', 'utf-8-validate'];

/** Runs the child; resolves with the figures of its last stdout line, rejects with its last stderr line. */
function runChild(args: unknown, log: (line: string) => void): Promise<Figure[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(args)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let lastError = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      for (const line of chunk
        .toString()
        .split('\n')
        .filter((l) => l.trim() !== '')) {
        lastError = line;
        log(line);
      }
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`app-request child exited ${code}: ${lastError}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as Figure[]);
      } catch {
        reject(new Error(`app-request child printed no figures: ${out.slice(-200)}`));
      }
    });
  });
}

export async function benchAppRequest(opts: {
  distDir: string;
  /** The chain the core reads (a devnet child's URLs). */
  network: Partial<NetworkProfile>;
  reps: number;
  log: (line: string) => void;
}): Promise<Figure[]> {
  try {
    await bundleLikeApp('tests/bench/support/app-request-child.ts', CHILD, {
      external: EXTERNAL,
      esmFirst: true,
    });
    return await runChild({ distDir: opts.distDir, network: opts.network, reps: opts.reps }, opts.log);
  } catch (error) {
    return [failedFigure(ID, LABEL, 'ms', BUDGET, error)];
  }
}
