// Benchmark 2: the token list of 10,000 in Chromium. (a) filter keystroke -> repaint <= 16 ms at the median,
// reference: caret-moving keys in the same field (a keystroke whose repaint does no list work); (b) scrolling the
// whole list produces no long task (> 50 ms).
import type { Browser, Page } from 'playwright-core';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { APP_URL, newAppPage } from './support/browser-host';
import { createBenchCore, UNREACHABLE_NETWORK } from './support/core-host';
import { keystrokeProbe, LONG_TASK_PROBE, PROBE_GLOBAL, WAIT_PROBE } from './support/paint-probe';

const KEY_BUDGET: Budget = { op: '<=', value: 16, stat: 'median' };
const SCROLL_BUDGET: Budget = { op: '<=', value: 0, stat: 'max' };
const SEARCH = '[data-testid="token-search"]';
/** Typed then erased: matches shrink from 10,000 to a handful and grow back. */
const QUERY = 'token 42';
const REFERENCE_KEYS = ['ArrowLeft', 'ArrowRight'];

interface KeySample {
  key: string;
  ms: number;
}

async function openTokens(page: Page, count: number): Promise<void> {
  await page.goto(APP_URL);
  await page.click('[data-testid="nav-tokens"]', { timeout: 20_000 });
  await page.waitForSelector(`[data-testid="token-list"][data-count="${count}"]`, { timeout: 30_000 });
  await page.waitForTimeout(300); // let first-paint work (progress requests for visible rows) settle
}

async function keySamples(page: Page): Promise<{ filter: number[]; reference: number[] }> {
  await page.click(SEARCH);
  for (const ch of QUERY) await pressAndSettle(page, ch);
  for (let i = 0; i < QUERY.length; i++) await pressAndSettle(page, 'Backspace');
  await page.keyboard.type('x');
  for (let i = 0; i < 8; i++) await pressAndSettle(page, REFERENCE_KEYS[i % 2]!);
  await pressAndSettle(page, 'Backspace');
  const keys = (await page.evaluate(`window.${PROBE_GLOBAL}.keys`)) as KeySample[];
  return {
    filter: keys.filter((k) => !REFERENCE_KEYS.includes(k.key)).map((k) => k.ms),
    reference: keys.filter((k) => REFERENCE_KEYS.includes(k.key)).map((k) => k.ms),
  };
}

/** Presses one key and waits long enough for its frame (a person types ~5 keys/s). */
async function pressAndSettle(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForTimeout(120);
}

/** Scrolls the list from top to bottom in 2,000 px steps, one per frame; returns the long tasks seen meanwhile. */
async function scrollLongTasks(page: Page): Promise<{ count: number; longest: number }> {
  const before = (await page.evaluate(`window.${PROBE_GLOBAL}.longTasks.length`)) as number;
  await page.evaluate(`new Promise((resolve) => {
    const list = document.querySelector('[data-testid="token-list"]');
    const step = () => {
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
      if (atEnd) return setTimeout(resolve, 200);
      list.scrollTop += 2000;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })`);
  const tasks = ((await page.evaluate(`window.${PROBE_GLOBAL}.longTasks`)) as Array<{ duration: number }>).slice(before);
  return { count: tasks.length, longest: Math.max(0, ...tasks.map((t) => t.duration)) };
}

export async function benchTokenList(opts: { browser: Browser; distDir: string; dataDir: string; tokenCount: number; reps: number }): Promise<Figure[]> {
  const keyFigure: Figure = {
    id: '2a.token-filter',
    label: `Token list of ${opts.tokenCount.toLocaleString('en-US')}: filter keystroke -> repaint`,
    unit: 'ms',
    samples: [],
    budget: KEY_BUDGET,
    reference: { label: 'caret keys in the same field', samples: [] },
  };
  const scrollFigure: Figure = {
    id: '2b.token-scroll',
    label: 'Token list: long tasks (> 50 ms) while scrolling top to bottom',
    unit: 'count',
    samples: [],
    budget: SCROLL_BUDGET,
  };
  try {
    let longest = 0;
    for (let rep = 0; rep < opts.reps; rep++) {
      const core = await createBenchCore(opts.dataDir, UNREACHABLE_NETWORK);
      const page = await newAppPage(opts.browser, opts.distDir, core, [WAIT_PROBE, LONG_TASK_PROBE, keystrokeProbe(SEARCH)]);
      try {
        await openTokens(page, opts.tokenCount);
        const keys = await keySamples(page);
        keyFigure.samples.push(...keys.filter);
        keyFigure.reference!.samples.push(...keys.reference);
        const scroll = await scrollLongTasks(page);
        scrollFigure.samples.push(scroll.count);
        longest = Math.max(longest, scroll.longest);
      } finally {
        await page.close();
        await core.close();
      }
    }
    keyFigure.note = `${QUERY.length} characters of "${QUERY}" typed then erased, per repetition; every keystroke is a sample.`;
    scrollFigure.note = `longest task while scrolling: ${longest.toFixed(0)} ms.`;
    return [keyFigure, scrollFigure];
  } catch (error) {
    return [failedFigure(keyFigure.id, keyFigure.label, 'ms', KEY_BUDGET, error), failedFigure(scrollFigure.id, scrollFigure.label, 'count', SCROLL_BUDGET, error)];
  }
}
