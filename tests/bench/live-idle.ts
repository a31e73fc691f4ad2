// Benchmark "idle" (issue 19): the app open on the dashboard with live updates on and a block every second for 60 s
// costs <= 1% of one core on average (core + renderer main thread). Reference: the same page, the same blocks, live
// updates off (the core does not follow the chain). Method: docs/decisions/0470-benchmark-harness.md, "Idle".
import type { Browser } from 'playwright-core';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import type { DevnetChild } from './support/devnet-child';
import { coreCpuMs, openLiveApp, rendererTaskMs } from './support/live-app';

const BUDGET: Budget = { op: '<=', value: 1, stat: 'median' };
const ID = 'idle.cpu';
const LABEL = 'Idle on the dashboard, live updates on, 1 block/s: core + renderer CPU';
/** The app settles (first loads, first follower checks) before the window opens. */
const SETTLE_MS = 5_000;

/** Percent of one core the core (this process) and the page's main thread used over `seconds` of blocks. */
async function idlePercent(opts: {
  browser: Browser;
  origin: string;
  devnet: DevnetChild;
  live: boolean;
  seconds: number;
}): Promise<{ total: number; core: number; renderer: number }> {
  const app = await openLiveApp({ ...opts, followIntervalMs: opts.live ? 1000 : 0 });
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const started = performance.now();
    const core0 = coreCpuMs();
    const renderer0 = await rendererTaskMs(app.cdp);
    for (let s = 0; s < opts.seconds; s++) {
      const next = started + (s + 1) * 1000;
      await opts.devnet.command({ cmd: 'produce' });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    const elapsed = performance.now() - started;
    const core = ((coreCpuMs() - core0) / elapsed) * 100;
    const renderer = (((await rendererTaskMs(app.cdp)) - renderer0) / elapsed) * 100;
    return { total: core + renderer, core, renderer };
  } finally {
    await app.close();
  }
}

export async function benchIdle(opts: {
  browser: Browser;
  origin: string;
  devnet: DevnetChild;
  reps: number;
  seconds?: number;
}): Promise<Figure[]> {
  const seconds = opts.seconds ?? 60;
  try {
    const on: number[] = [];
    const off: number[] = [];
    const parts: string[] = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      // Alternated, so a burst of load from elsewhere hits both modes alike.
      const reference = await idlePercent({ ...opts, live: false, seconds });
      const live = await idlePercent({ ...opts, live: true, seconds });
      off.push(reference.total);
      on.push(live.total);
      parts.push(`core ${live.core.toFixed(2)}% + renderer ${live.renderer.toFixed(2)}%`);
    }
    return [
      {
        id: ID,
        label: LABEL,
        unit: '%',
        samples: on,
        budget: BUDGET,
        reference: { label: 'same page and blocks, live updates off', samples: off },
        note: `${seconds} s window after ${SETTLE_MS / 1000} s settling; core = this process's CPU (process.cpuUsage, the core runs in it), renderer = Chromium's TaskDuration of the page; live: ${parts.join('; ')}.`,
      },
    ];
  } catch (error) {
    return [failedFigure(ID, LABEL, '%', BUDGET, error)];
  }
}
