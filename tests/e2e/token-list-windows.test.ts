// The token list's windows in Chromium: each new question asks core for a first window of the rows above the fold
// only, every row in view is painted from it, and scrolling further asks for whole pages (decision 0611). Rows known
// before core answers (a text typed again, a longer text found in the rows on screen) show at once (decision 0715).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp } from './support/browser';
import { FakeCore } from './support/fake-core';
import { FIRST_WINDOW, TOKEN_PAGE } from '../../renderer/src/lib/token-pages';

type WindowAsk = { channel: string; payload: { query: string; offset: number; limit: number } };
const windows = (core: FakeCore) => core.calls.filter((c) => c.channel === 'tokens/window') as WindowAsk[];
/** Rows of the list inside its visible box that show a token (not a placeholder). */
const paintedInView = (page: Page) =>
  page.getByTestId('token-list').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const rows = Array.from(list.querySelectorAll('[role="listitem"]')).filter((row) => {
      const r = row.getBoundingClientRect();
      return r.bottom > box.top && r.top < box.bottom;
    });
    return {
      inView: rows.length,
      painted: rows.filter((r) => r.querySelector('[data-testid="token-row"]')).length,
    };
  });

describe('token list windows', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers each keystroke with a first window that paints every row in view, and pages on scroll', async () => {
    const core = new FakeCore({ withWallet: true, tokenCount: 1_000 });
    const { page, errors } = await openApp(browser, core, { viewport: { width: 1280, height: 800 } });
    await page.getByTestId('nav-tokens').click();
    await page
      .locator('[data-testid="token-list"][data-count="1000"] [data-testid="token-row"]')
      .first()
      .waitFor();
    await page.waitForTimeout(200);
    const first = await paintedInView(page);
    expect(first.inView).toBeGreaterThan(5);
    expect(first.painted).toBe(first.inView);
    expect(windows(core).map((w) => [w.payload.offset, w.payload.limit])).toEqual([[0, FIRST_WINDOW]]);

    // Scrolled past the first window: the rest of the first page and the next pages come whole.
    await page.getByTestId('token-list').evaluate((el) => (el.scrollTop = 40 * 60));
    await expect
      .poll(async () => {
        const now = await paintedInView(page);
        return now.painted === now.inView;
      })
      .toBe(true);
    const scrolled = windows(core).slice(1);
    expect(scrolled.length).toBeGreaterThan(0);
    expect(scrolled.every((w) => w.payload.limit === TOKEN_PAGE && w.payload.offset % TOKEN_PAGE === 0)).toBe(
      true,
    );

    // Every keystroke asks for a first window of its own text, and the rows in view are painted from it.
    await page.getByTestId('token-list').evaluate((el) => (el.scrollTop = 0));
    const asked = windows(core).length;
    await page.getByTestId('token-search').pressSequentially('tok', { delay: 60 });
    await page.locator('[data-testid="token-list"][data-query="tok"]').waitFor();
    await expect.poll(() => windows(core).length).toBe(asked + 3);
    const typed = windows(core).slice(asked);
    expect(typed.map((w) => w.payload.query)).toEqual(['t', 'to', 'tok']);
    expect(typed.every((w) => w.payload.offset === 0 && w.payload.limit === FIRST_WINDOW)).toBe(true);
    const answered = await paintedInView(page);
    expect(answered.painted).toBe(answered.inView);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows rows already known for a keystroke before core answers it, and waits for core when they cannot tell', async () => {
    // Core never answers launchpad progress here: a row's progress cell is part of the text compared below, and an
    // answer arriving between two readings would change it ("—" then "4%") while the rows are the same.
    const core = new FakeCore({ withWallet: true, tokenCount: 1_000, hangChannels: ['tokens/progress'] });
    const { page, errors } = await openApp(browser, core, { viewport: { width: 1280, height: 800 } });
    const list = page.getByTestId('token-list');
    const search = page.getByTestId('token-search');
    const shown = () => list.getAttribute('data-query');
    /** The first ten rows drawn (how many more the list draws below the fold depends on its measured height). */
    const names = () =>
      list
        .locator('[data-testid="token-row"]')
        .evaluateAll((rows) => rows.slice(0, 10).map((r) => r.textContent));
    await page.getByTestId('nav-tokens').click();
    await page
      .locator('[data-testid="token-list"][data-count="1000"] [data-testid="token-row"]')
      .first()
      .waitFor();
    await search.fill('moon');
    await expect.poll(shown).toBe('moon');
    const moonRows = await names();
    await search.fill('moon 1');
    await expect.poll(shown).toBe('moon 1');

    // From here core never answers a window.
    core.hangChannels.add('tokens/window');
    const asked = windows(core).length;
    const queries = () =>
      windows(core)
        .slice(asked)
        .map((w) => w.payload.query);
    // A text answered before: its rows come back on the keystroke.
    await search.fill('moon');
    await expect.poll(shown).toBe('moon');
    expect(await names()).toEqual(moonRows);
    const moonView = await paintedInView(page);
    expect(moonView.painted).toBe(moonView.inView);
    // Every token's address starts "xyz1": the rows on screen all match the longer text, in the same order.
    await search.fill('');
    await expect.poll(shown).toBe('');
    const allRows = await names();
    await search.fill('xyz1');
    await expect.poll(shown).toBe('xyz1');
    expect(await names()).toEqual(allRows);
    const inView = await paintedInView(page);
    expect(inView.painted).toBe(inView.inView);
    // How many match is not known yet: at least a first window's worth.
    await expect(page.getByTestId('token-count').textContent()).resolves.toMatch(
      new RegExp(`${FIRST_WINDOW}`),
    );
    // A text the rows on screen cannot answer waits for core: the list still says what it answers.
    await search.fill('nothing like it');
    // Core was asked every time all the same (once it has this question, the list has decided what to show).
    await expect.poll(queries).toEqual(['moon', '', 'xyz1', 'nothing like it']);
    await expect(shown()).resolves.toBe('xyz1');
    // Another network: nothing answered on the one before shows, not even a text typed again.
    core.emit('network/changed', core.networks[0]!);
    // The list has taken the change in once it asks again for the text in the box.
    await expect.poll(queries).toEqual(['moon', '', 'xyz1', 'nothing like it', 'nothing like it']);
    await search.fill('moon');
    await expect.poll(queries).toEqual(['moon', '', 'xyz1', 'nothing like it', 'nothing like it', 'moon']);
    await expect(shown()).resolves.not.toBe('moon');
    expect(errors).toEqual([]);
    await page.close();
  });
});
