// Benchmark 1: cold open with a warm cache (10,000 history rows, 5,000 tokens; network unreachable): navigation
// start -> first frame showing the real balance and history rows, in Chromium, <= 150 ms. Reference: the same
// bundle on a static fake core with the same amounts of data, measured in alternation in the same run.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { FakeCore } from '../e2e/support/fake-core';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { newAppPage } from './support/browser-host';
import { createBenchCore, UNREACHABLE_NETWORK } from './support/core-host';
import { DASHBOARD_PAINT_PROBE, PAINTED_MESSAGE } from './support/paint-probe';
import { traceChromium } from './support/profiling';
import type { BridgedCore } from '../../scripts/lib/chromium-bridge';

const BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };
const ID = '1.cold-open';
const LABEL = 'Cold open, warm cache: nav start -> balance + history painted';

/** One page load on `core`: ms from navigation start to the first frame with balance and history rows. */
async function paintTime(
  browser: Browser,
  origin: string,
  core: BridgedCore,
  traceFile?: string,
): Promise<number> {
  const page = await newAppPage(browser, origin, core, [DASHBOARD_PAINT_PROBE]);
  try {
    const stopTrace = traceFile ? await traceChromium(browser, page, traceFile) : undefined;
    // Nothing is evaluated in the page while it loads: the probe reports through the console (see paint-probe.ts).
    const reported = page.waitForEvent('console', {
      predicate: (m) => m.text().startsWith(PAINTED_MESSAGE),
      timeout: 20_000,
    });
    await page.goto(`${origin}/index.html`, { waitUntil: 'commit' });
    const painted = Number((await reported).text().slice(PAINTED_MESSAGE.length));
    await stopTrace?.();
    if (!Number.isFinite(painted)) throw new Error('the paint probe reported no time');
    return painted;
  } finally {
    await page.close();
  }
}

/** `profileDir`: also write a Chromium trace of one extra open on the real core (not counted). */
export async function benchColdOpen(opts: {
  browser: Browser;
  origin: string;
  dataDir: string;
  reps: number;
  profileDir?: string;
}): Promise<Figure[]> {
  try {
    const real: number[] = [];
    const reference: number[] = [];
    for (let rep = -1; rep < opts.reps; rep++) {
      // A fresh core per open, as when the app starts: cold prepared statements, warm SQLite file.
      const core = await createBenchCore(opts.dataDir, UNREACHABLE_NETWORK);
      const realMs = await paintTime(opts.browser, opts.origin, core).finally(() => core.close());
      const fake = new FakeCore({ withWallet: true, tokenCount: 5000, historyCount: 10_000 });
      const fakeMs = await paintTime(opts.browser, opts.origin, fake);
      if (rep < 0) continue; // warm-up of Chromium and the module cache
      real.push(realMs);
      reference.push(fakeMs);
    }
    if (opts.profileDir) {
      const core = await createBenchCore(opts.dataDir, UNREACHABLE_NETWORK);
      await paintTime(
        opts.browser,
        opts.origin,
        core,
        path.join(opts.profileDir, 'cold-open.trace.json'),
      ).finally(() => core.close());
    }
    return [
      {
        id: ID,
        label: LABEL,
        unit: 'ms',
        samples: real,
        budget: BUDGET,
        reference: { label: 'same bundle, static fake core', samples: reference },
        note: 'Real core on a filled cache file, network ports closed; probe = MutationObserver, then rAF + a task after that frame, reported by console message.',
      },
    ];
  } catch (error) {
    return [failedFigure(ID, LABEL, 'ms', BUDGET, error)];
  }
}
