// Optional profiles for `npm run bench -- --profile`: a V8 CPU profile of this process (open the .cpuprofile in
// Chrome DevTools > Performance) and Chromium traces of a page (open the .json in DevTools or ui.perfetto.dev).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Trace categories that show tasks, script, style, layout and paint on the renderer main thread. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** Starts a CPU profile of this Node process; the returned function stops it and writes `file`. */
export async function profileThisProcess(file: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

/** Starts a Chromium trace of `page`; the returned function stops it and writes `file`. */
export async function traceChromium(
  browser: Browser,
  page: Page,
  file: string,
): Promise<() => Promise<void>> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  return async () => {
    const trace = await browser.stopTracing();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, trace);
  };
}

/**
 * Starts a V8 CPU profile of `page`'s main thread (CDP Profiler, 100 µs samples) before it navigates; the returned
 * function stops it and writes `file` (.cpuprofile: open in DevTools > Performance, or summarise with
 * tests/bench/profile-shares.ts). The file also holds `navigationStartUs` (the profile's clock) and `paintedMs` when
 * given, so the samples before the first frame can be told apart. Shares, not ms, are what a profile on a busy
 * machine tells.
 */
export async function profilePage(page: Page, file: string): Promise<(paintedMs?: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (paintedMs) => {
    const { profile } = await cdp.send('Profiler.stop');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const navigationStart = metrics.find((m) => m.name === 'NavigationStart')?.value;
    mkdirSync(path.dirname(file), { recursive: true });
    const marks = {
      ...(navigationStart === undefined ? {} : { navigationStartUs: navigationStart * 1e6 }),
      ...(paintedMs === undefined ? {} : { paintedMs }),
    };
    writeFileSync(file, JSON.stringify({ ...profile, ...marks }));
    await cdp.detach();
  };
}
