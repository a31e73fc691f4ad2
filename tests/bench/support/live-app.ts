// The app as a person leaves it open: the real core (live updates on or off; in this process, or alone in its own
// process for the soak) on a devnet child, its dashboard in Chromium through the bridge, and the probes the live
// benchmarks read (CPU, heap after GC, listeners, timers).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { newAppPage } from './browser-host';
import { devnetNetwork } from './core-host';
import { startCoreProcess, type CoreProcess } from './core-process';
import type { DevnetChild } from './devnet-child';
import { scriptListBytes, type Snapshot } from './heap-diff';

/** Counts the page's live timers (setTimeout not yet fired or cleared, setInterval not cleared); runs before any page script. */
export const TIMER_COUNTER = `(() => {
  const live = new Set();
  const st = window.setTimeout, si = window.setInterval, ct = window.clearTimeout, ci = window.clearInterval;
  window.setTimeout = function (fn, ms, ...rest) {
    const id = st.call(window, function (...a) { live.delete(id); return typeof fn === 'function' ? fn.apply(this, a) : undefined; }, ms, ...rest);
    live.add(id);
    return id;
  };
  window.setInterval = function (...a) { const id = si.apply(window, a); live.add(id); return id; };
  window.clearTimeout = function (id) { live.delete(id); return ct.call(window, id); };
  window.clearInterval = function (id) { live.delete(id); return ci.call(window, id); };
  Object.defineProperty(window, '__benchTimers', { get: () => live.size });
})();`;

export interface LiveApp<Core extends Pick<WalletCore, 'invoke' | 'on' | 'close'> = WalletCore> {
  core: Core;
  page: Page;
  cdp: CDPSession;
  accountId: string;
  address: string;
  close(): Promise<void>;
}

interface LiveAppOptions {
  browser: Browser;
  origin: string;
  devnet: DevnetChild;
  followIntervalMs: number;
}

/** Watches alice's address in `core` and opens its dashboard in a page of `browser`; close() also closes `core`. */
async function openDashboard<Core extends Pick<WalletCore, 'invoke' | 'on' | 'close'>>(
  core: Core,
  opts: LiveAppOptions,
  dataDir: string,
): Promise<LiveApp<Core>> {
  const address = DEVNET_KEYS.alice.address;
  const added = await core.invoke('keys/add-watch-only', { address, name: 'Benchmark account' });
  if (!added.ok) throw new Error(`keys/add-watch-only: ${added.error.message}`);
  const page = await newAppPage(opts.browser, opts.origin, core, [TIMER_COUNTER]);
  await page.goto(`${opts.origin}/index.html`);
  await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    core,
    page,
    cdp,
    accountId: (added.value as { id: string }).id,
    address,
    async close() {
      await page.close().catch(() => undefined);
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A core on a fresh data dir following `devnet` every `followIntervalMs` (0: live updates off), alice's account
 * watched, and its dashboard open in a page of `browser` (served at `origin`).
 */
export async function openLiveApp(opts: LiveAppOptions): Promise<LiveApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-live-'));
  const core = await createWalletCore({
    dataDir,
    keychain: createMemoryKeychain(),
    network: devnetNetwork(opts.devnet),
    version: '0.1.0-bench',
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    onInternalError: () => undefined,
    runtime: { followIntervalMs: opts.followIntervalMs },
  });
  return openDashboard(core, opts, dataDir);
}

/** The same app with the core alone in its own Node process (core-process.ts): its memory is the core's only. */
export async function openLiveAppWithCoreProcess(opts: LiveAppOptions): Promise<LiveApp<CoreProcess>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-live-'));
  const core = await startCoreProcess({
    dataDir,
    network: devnetNetwork(opts.devnet),
    followIntervalMs: opts.followIntervalMs,
    ...(process.env.XYZ_SOAK_SQLITE_CACHE_KIB
      ? { sqliteCacheKib: Number(process.env.XYZ_SOAK_SQLITE_CACHE_KIB) }
      : {}),
  });
  return openDashboard(core, opts, dataDir);
}

/** Milliseconds the page's main thread spent in tasks so far (Chromium's TaskDuration metric). */
export async function rendererTaskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/**
 * The size (bytes) of V8's script list in the page, read from a heap snapshot (see scriptListBytes); with `keepAs`,
 * the snapshot is also written there (for a diff with heap-diff.ts).
 */
export async function pageScriptListBytes(cdp: CDPSession, keepAs?: string): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const text = chunks.join('');
  if (keepAs !== undefined) writeFileSync(keepAs, text);
  return scriptListBytes(JSON.parse(text) as Snapshot);
}

/** The page's JS heap after a full GC (bytes), its JS event listeners and its live timers. */
export async function rendererAfterGc(
  page: Page,
  cdp: CDPSession,
): Promise<{ heapBytes: number; listeners: number; timers: number }> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const timers = await page.evaluate(() => (window as unknown as { __benchTimers: number }).__benchTimers);
  return { heapBytes: heap.usedSize, listeners: counters.jsEventListeners, timers };
}

/** CPU milliseconds (user + system) this process used so far. */
export function coreCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
