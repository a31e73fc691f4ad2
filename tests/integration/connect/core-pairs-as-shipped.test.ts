// The core pairs with an app as it ships, not only under vitest: bundled with the Electron main's esbuild options
// (CommonJS; WalletConnect's CommonJS builds lost their default exports there) and run through tsx as npm start's
// Chromium host loads it (a default import of SignClient had no `init` there). Both failed with an internal error.
// Neither run, not marked as a test run, may fetch anything off loopback (WalletConnect's Verify API did).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SignClient } from '@walletconnect/sign-client';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelay, type RunningRelay } from '../../../devnet/relay/relay-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHILD = path.join(import.meta.dirname, 'support/core-pairs-child.ts');

interface BundleModule {
  electronBundleOptions(src: string, out: string, updateKeys: unknown[]): Parameters<typeof build>[0];
}
const bundleOptions = async () =>
  ((await import(path.join(ROOT, 'scripts/lib/electron-bundle.mjs'))) as BundleModule).electronBundleOptions;

let relay: RunningRelay;
let outDir: string;

beforeAll(async () => {
  relay = await startRelay();
  // Inside the checkout: the bundle's externals (better-sqlite3, keytar) resolve from its node_modules.
  mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  outDir = mkdtempSync(path.join(ROOT, 'dist', 'test-core-bundle-'));
});
afterAll(async () => {
  await relay?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A fresh app's wc: link (an app asks for a session on the devnet chain). */
async function appLink(): Promise<{ uri: string; close: () => Promise<void> }> {
  const app = await SignClient.init({
    projectId: 'devnet',
    relayUrl: relay.url,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Probe app', description: 'pairs once', url: 'http://127.0.0.1:1', icons: [] },
  });
  const { uri } = await app.connect({
    optionalNamespaces: {
      cosmos: { chains: ['cosmos:xyz-devnet-1'], methods: ['cosmos_getAccounts'], events: [] },
    },
  });
  return { uri: uri!, close: () => app.core.relayer.transportClose().catch(() => undefined) };
}

/** Runs the child with the relay and link; resolves with its whole output once it exits. */
function runChild(command: string, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    // Run as the app runs: not marked as a test run (WalletConnect skips its Verify API under vitest).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/VITEST/.test(name)));
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** A fresh app's link handed to the child: its session proposal reaches the approval surface, nothing leaves loopback. */
async function expectChildPairs(command: string, args: string[]): Promise<void> {
  const app = await appLink();
  try {
    const run = await runChild(command, [...args, relay.url, app.uri]);
    expect(run.out).toContain('ASKED connect_session');
    expect(run.code, run.out).toBe(0);
    expect(run.out).not.toContain('OUTSIDE');
  } finally {
    await app.close();
  }
}

describe('the core pairs with an app as it ships', () => {
  it("bundled with the Electron main's options: the app's session proposal reaches the approval surface", async () => {
    const out = path.join(outDir, 'core-pairs-child.cjs');
    await build({ ...(await bundleOptions())(CHILD, out, []), logLevel: 'error' });
    await expectChildPairs(process.execPath, [out]);
  }, 120_000);

  it('through tsx, as the npm start Chromium host loads the core', async () => {
    await expectChildPairs(path.join(ROOT, 'node_modules/.bin/tsx'), [CHILD]);
  }, 120_000);
});
