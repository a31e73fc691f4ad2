// Benchmarks 2c-2e: the token list and the history search at 100,000 rows in Chromium, through the real core.
// (2c) opening the token list of 100,000: the longest task from the click until the rows are painted, > 50 ms
// counts; (2d) token filter keystroke -> the first frame that shows that text's rows; (2e) history text search over
// 100,000 rows, keystroke -> the first frame that shows that text's matches. Both keystroke figures wait for rows that
// answer the new text, from core or already known to the page (see support/result-probe.ts, decision 0715); their
// reference is caret keys in the same field (a frame with no list work).
import type { Browser, Page } from 'playwright-core';
import { failedFigure, summarize, type Budget, type Figure } from './lib/figures';
import { newAppPage } from './support/browser-host';
import { createBenchCore, UNREACHABLE_NETWORK } from './support/core-host';
import { LONG_TASK_PROBE, PROBE_GLOBAL } from './support/paint-probe';
import { resultRepaintProbe, type ResultProbeTarget } from './support/result-probe';

const OPEN_BUDGET: Budget = { op: '<=', value: 50, stat: 'max' };
const KEY_BUDGET: Budget = { op: '<=', value: 16, stat: 'median' };
const REFERENCE_KEYS = ['ArrowLeft', 'ArrowRight'];

export const TOKEN_SEARCH: ResultProbeTarget = {
  input: '[data-testid="token-search"]',
  list: '[data-testid="token-list"]',
  attribute: 'data-query',
  trim: false,
};
const HISTORY_SEARCH: ResultProbeTarget = {
  input: '[data-testid="history-search"]',
  list: '[data-testid="history-matches"]',
  attribute: 'data-answered',
  trim: true,
};
/** Typed then erased: matches shrink from every row to a handful and grow back. */
const TOKEN_QUERY = 'token 42';
/** A memo word and a number, as a person looks for a payment. */
const HISTORY_QUERY = 'payment 42';

interface KeySample {
  key: string;
  ms: number;
  /** Shown when the key's own task was over (rows already known to the page; decision 0715). */
  early: boolean;
}

/** Presses one key and waits long enough for its answer and frame (a person types ~5 keys/s). */
async function pressAndSettle(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForTimeout(150);
}

/** Types `query` then erases it, then moves the caret; every key is a sample (caret keys are the reference). */
export async function typedSamples(
  page: Page,
  input: string,
  query: string,
): Promise<{ typed: number[]; reference: number[]; early: number[]; answered: number[] }> {
  await page.click(input);
  for (const ch of query) await pressAndSettle(page, ch);
  for (let i = 0; i < query.length; i++) await pressAndSettle(page, 'Backspace');
  await page.keyboard.type('x');
  await page.waitForTimeout(300);
  for (let i = 0; i < 8; i++) await pressAndSettle(page, REFERENCE_KEYS[i % 2]!);
  await pressAndSettle(page, 'Backspace');
  await page.waitForTimeout(300);
  const keys = (await page.evaluate(`window.${PROBE_GLOBAL}.results`)) as KeySample[];
  const typed = keys.filter((k) => !REFERENCE_KEYS.includes(k.key) && k.key !== 'x');
  return {
    typed: typed.map((k) => k.ms),
    reference: keys.filter((k) => REFERENCE_KEYS.includes(k.key)).map((k) => k.ms),
    early: typed.filter((k) => k.early).map((k) => k.ms),
    answered: typed.filter((k) => !k.early).map((k) => k.ms),
  };
}

/** Keys split by where their rows came from, for a figure's note (the budget is on all keys together). */
export class KeySplit {
  readonly early: number[] = [];
  readonly answered: number[] = [];

  add(keys: { early: number[]; answered: number[] }): void {
    this.early.push(...keys.early);
    this.answered.push(...keys.answered);
  }

  describe(): string {
    const median = (xs: number[]) => (xs.length ? summarize(xs).median.toFixed(1) : '-');
    return (
      `${this.early.length} of ${this.early.length + this.answered.length} keys shown in their own frame from rows ` +
      `the page already had (median ${median(this.early)} ms), ${this.answered.length} waited for the core's answer ` +
      `(median ${median(this.answered)} ms).`
    );
  }
}

/** Opens the app, clicks the tokens entry and returns the longest task (0 when none > 50 ms) until rows are painted. */
async function openTokenList(page: Page, origin: string, count: number): Promise<number> {
  await page.goto(`${origin}/index.html`);
  await page.waitForSelector('[data-testid="nav-tokens"]', { timeout: 20_000 });
  await page.waitForTimeout(500); // the dashboard's own start-up work is not the token list's
  const clicked = (await page.evaluate('performance.now()')) as number;
  await page.click('[data-testid="nav-tokens"]');
  await page.waitForSelector(`[data-testid="token-list"][data-count="${count}"] [data-testid="token-row"]`, {
    timeout: 30_000,
  });
  await page.waitForTimeout(300);
  const tasks = (await page.evaluate(`window.${PROBE_GLOBAL}.longTasks`)) as Array<{
    start: number;
    duration: number;
  }>;
  return Math.max(0, ...tasks.filter((t) => t.start >= clicked).map((t) => t.duration));
}

export async function benchListsAt100k(opts: {
  browser: Browser;
  origin: string;
  dataDir: string;
  tokenCount: number;
  historyRows: number;
  reps: number;
}): Promise<Figure[]> {
  const n = (value: number) => value.toLocaleString('en-US');
  const open: Figure = {
    id: '2c.token-open-100k',
    label: `Token list of ${n(opts.tokenCount)}: longest task while opening (0 = none > 50 ms)`,
    unit: 'ms',
    samples: [],
    budget: OPEN_BUDGET,
  };
  const filter: Figure = {
    id: '2d.token-filter-100k',
    label: `Token list of ${n(opts.tokenCount)}: filter keystroke -> its rows painted`,
    unit: 'ms',
    samples: [],
    budget: KEY_BUDGET,
    reference: { label: 'caret keys in the same field', samples: [] },
  };
  const search: Figure = {
    id: '2e.history-search-100k',
    label: `History search over ${n(opts.historyRows)} rows: keystroke -> its matches painted`,
    unit: 'ms',
    samples: [],
    budget: KEY_BUDGET,
    reference: { label: 'caret keys in the same field', samples: [] },
  };
  const tokenSplit = new KeySplit();
  const historySplit = new KeySplit();
  try {
    for (let rep = 0; rep < opts.reps; rep++) {
      const core = await createBenchCore(opts.dataDir, UNREACHABLE_NETWORK);
      const page = await newAppPage(opts.browser, opts.origin, core, [
        LONG_TASK_PROBE,
        resultRepaintProbe(TOKEN_SEARCH),
        resultRepaintProbe(HISTORY_SEARCH),
      ]);
      try {
        open.samples.push(await openTokenList(page, opts.origin, opts.tokenCount));
        const tokens = await typedSamples(page, TOKEN_SEARCH.input, TOKEN_QUERY);
        tokenSplit.add(tokens);
        filter.samples.push(...tokens.typed);
        filter.reference!.samples.push(...tokens.reference);
        await page.evaluate(`window.${PROBE_GLOBAL}.results = []`);
        await page.click('[data-testid="nav-history"]');
        await page.waitForSelector('[data-testid="history-list"] [role="listitem"]', { timeout: 30_000 });
        const history = await typedSamples(page, HISTORY_SEARCH.input, HISTORY_QUERY);
        historySplit.add(history);
        search.samples.push(...history.typed);
        search.reference!.samples.push(...history.reference);
      } finally {
        await page.close();
        await core.close();
      }
    }
    open.note =
      'From the click on "Tokens" until the first rows are painted; the list comes from SQLite, a first window of 25 rows, then pages of 50.';
    filter.note = `"${TOKEN_QUERY}" typed then erased; each key until the first frame showing the rows for its text. ${tokenSplit.describe()}`;
    search.note = `"${HISTORY_QUERY}" typed then erased, no debounce; each key until the first frame showing the matches for its text. ${historySplit.describe()}`;
    return [open, filter, search];
  } catch (error) {
    return [
      failedFigure(open.id, open.label, 'ms', OPEN_BUDGET, error),
      failedFigure(filter.id, filter.label, 'ms', KEY_BUDGET, error),
      failedFigure(search.id, search.label, 'ms', KEY_BUDGET, error),
    ];
  }
}
