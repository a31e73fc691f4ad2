// Benchmark 1: cold open with a warm cache (10,000 history rows, 5,000 tokens; network unreachable): navigation
// start -> first frame showing the real balance and history rows, in Chromium, <= 150 ms. Reference: the same
// bundle on a static fake core with the same amounts of data, measured in alternation in the same run. At --scale > 1
// (100,000 rows and tokens) also 1b: the scaled cold open / the scale-1 cold open, opened in alternation, <= 1.2x.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { FakeCore } from '../e2e/support/fake-core';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { newAppPage } from './support/browser-host';
import { createBenchCore, UNREACHABLE_NETWORK } from './support/core-host';
import { DASHBOARD_PAINT_PROBE, PAINTED_MESSAGE } from './support/paint-probe';
import { profilePage, traceChromium } from './support/profiling';
import type { BridgedCore } from '../../scripts/lib/chromium-bridge';

const BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };
const ID = '1.cold-open';
const LABEL = 'Cold open, warm cache: nav start -> balance + history painted';
const RATIO_BUDGET: Budget = { op: '<=', value: 1.2, stat: 'median' };
const RATIO_ID = '1b.cold-open-scaled-ratio';
const RATIO_LABEL = 'Cold open at this scale / cold open of the scale-1 cache';

/** ms of one page load on a fresh core on `dataDir` (as when the app starts: cold statements, warm file). */
async function realOpen(browser: Browser, origin: string, dataDir: string, traceFile?: string) {
  const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
  return paintTime(browser, origin, core, traceFile).finally(() => core.close());
}

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
    const stopProfile = traceFile
      ? await profilePage(page, traceFile.replace(/\.trace\.json$/, '.cpuprofile'))
      : undefined;
    // Nothing is evaluated in the page while it loads: the probe reports through the console (see paint-probe.ts).
    const reported = page.waitForEvent('console', {
      predicate: (m) => m.text().startsWith(PAINTED_MESSAGE),
      timeout: 20_000,
    });
    await page.goto(`${origin}/index.html`, { waitUntil: 'commit' });
    const painted = Number((await reported).text().slice(PAINTED_MESSAGE.length));
    await stopProfile?.(painted);
    await stopTrace?.();
    if (!Number.isFinite(painted)) throw new Error('the paint probe reported no time');
    return painted;
  } finally {
    await page.close();
  }
}

/**
 * `profileDir`: also write a Chromium trace and a CPU profile of the page (cold-open.cpuprofile) of one extra open on
 * the real core (not counted). `scaleOneDataDir`: the
 * scale-1 cache, opened in alternation for the 1b ratio.
 */
export async function benchColdOpen(opts: {
  browser: Browser;
  origin: string;
  dataDir: string;
  historyRows: number;
  tokens: number;
  scaleOneDataDir?: string;
  reps: number;
  profileDir?: string;
}): Promise<Figure[]> {
  try {
    const real: number[] = [];
    const reference: number[] = [];
    const scaleOne: number[] = [];
    for (let rep = -1; rep < opts.reps; rep++) {
      const realMs = await realOpen(opts.browser, opts.origin, opts.dataDir);
      const baseMs = opts.scaleOneDataDir
        ? await realOpen(opts.browser, opts.origin, opts.scaleOneDataDir)
        : undefined;
      const fake = new FakeCore({
        withWallet: true,
        tokenCount: opts.tokens,
        historyCount: opts.historyRows,
      });
      const fakeMs = await paintTime(opts.browser, opts.origin, fake);
      if (rep < 0) continue; // warm-up of Chromium and the module cache
      real.push(realMs);
      reference.push(fakeMs);
      if (baseMs !== undefined) scaleOne.push(baseMs);
    }
    if (opts.profileDir)
      await realOpen(
        opts.browser,
        opts.origin,
        opts.dataDir,
        path.join(opts.profileDir, 'cold-open.trace.json'),
      );
    const sizes = `${opts.historyRows.toLocaleString('en-US')} history rows, ${opts.tokens.toLocaleString('en-US')} tokens`;
    const figures: Figure[] = [
      {
        id: ID,
        label: LABEL,
        unit: 'ms',
        samples: real,
        budget: BUDGET,
        reference: { label: 'same bundle, static fake core', samples: reference },
        note: `Real core on a filled cache file (${sizes}), network ports closed; probe = MutationObserver, then rAF + a task after that frame, reported by console message.`,
      },
    ];
    if (opts.scaleOneDataDir)
      figures.push({
        id: RATIO_ID,
        label: RATIO_LABEL,
        unit: 'x',
        samples: real.map((ms, i) => ms / scaleOne[i]!),
        budget: RATIO_BUDGET,
        reference: { label: 'ms, cold open of the scale-1 cache', samples: scaleOne },
        note: `each repetition opens the ${sizes} cache, then the scale-1 cache (10,000 rows, 5,000 tokens), each on a fresh core.`,
      });
    return figures;
  } catch (error) {
    return [failedFigure(ID, LABEL, 'ms', BUDGET, error)];
  }
}
