// History search: the box asks core at every keystroke (a stale answer is dropped; decision 0610), shows the matches
// as rows, pages them, and says "No transactions match" only when the answer holds none. A text searched before shows
// its last answer at once, until the history changes (decision 0715).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

/** Matches per search answer (SEARCH_PAGE of renderer/src/lib/stores/history-search.svelte.ts). */
const SEARCH_PAGE = 25;

const matchCount = (page: Page) =>
  page.getByTestId('history-matches').getAttribute('data-count').then(Number);
const searches = (core: FakeCore) =>
  core.calls.filter((c) => c.channel === 'history/search') as Array<{
    payload: { query: string; before?: unknown };
  }>;

describe('history text search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds rows by memo as typed, pages them, and clears back to the whole history (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true, historyCount: 400 });
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await page.getByTestId('nav-history').click();
      await expect.poll(() => matchCount(page)).toBe(50);
      await page.getByTestId('history-search').pressSequentially('than', { delay: 20 });
      // One memo in four says "thanks": 100 of 400 rows, read SEARCH_PAGE at a time.
      await expect.poll(() => matchCount(page)).toBeGreaterThanOrEqual(SEARCH_PAGE);
      // No debounce: one search per keystroke, the rows answer the text as it stands.
      await expect.poll(() => page.getByTestId('history-matches').getAttribute('data-answered')).toBe('than');
      const queries = searches(core).map((c) => c.payload.query);
      expect(queries.at(-1)).toBe('than');
      expect(queries.every((q) => 'than'.startsWith(q))).toBe(true);
      await expect(page.getByTestId('history-empty').count()).resolves.toBe(0);
      await shot(page, `history-search-${colorScheme}`);
      await page.getByTestId('history-list').hover();
      // Each scroll to the end of the matches reads the next page, until all 100 are in.
      // A wheel turn while a page is on its way asks nothing, but that page arrives: each turn waits for more rows.
      for (let count = await matchCount(page); count < 100; count = await matchCount(page)) {
        await page.mouse.wheel(0, SEARCH_PAGE * 56);
        await expect.poll(() => matchCount(page)).toBeGreaterThan(count);
      }
      await expect.poll(() => matchCount(page)).toBe(100);
      expect(searches(core).some((c) => c.payload.before)).toBe(true);
      await page.getByTestId('history-search').fill('');
      // Back to the pages already loaded (the scroll above read a second one).
      await expect
        .poll(() => matchCount(page))
        .toBe(core.calls.filter((c) => c.channel === 'history/page').length >= 2 ? 100 : 50);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('shows the last answer of a text searched again before core answers, and forgets it when history changes', async () => {
    const core = new FakeCore({ withWallet: true, historyCount: 400 });
    const { page, errors } = await openApp(browser, core);
    const matches = page.getByTestId('history-matches');
    const answered = () => matches.getAttribute('data-answered');
    await page.getByTestId('nav-history').click();
    await expect.poll(() => matchCount(page)).toBe(50);
    const search = page.getByTestId('history-search');
    await search.fill('than');
    await expect.poll(answered).toBe('than');
    const thanks = await matchCount(page);
    await search.fill('thanx');
    await expect.poll(answered).toBe('thanx');
    // Core stops answering: "than" was answered before, so its rows are back on the keystroke.
    core.hangChannels.add('history/search');
    await search.press('Backspace');
    await expect.poll(answered).toBe('than');
    expect(await matchCount(page)).toBe(thanks);
    await expect(matches.getAttribute('aria-busy')).resolves.toBe('false');
    const asked = () => searches(core).map((c) => c.payload.query);
    await expect.poll(() => asked().at(-1)).toBe('than'); // core was still asked
    const before = asked().length;
    // New history: the answers kept so far may be out of date, so "thanx" waits for core again.
    core.emit('history/changed', { accountId: core.accounts[0]!.id, added: 1 });
    // The list has taken the change in once it asks core again for the text on screen.
    await expect.poll(() => asked().slice(before)).toEqual(['than']);
    await search.press('x');
    await expect.poll(() => asked().slice(before)).toEqual(['than', 'thanx']);
    await expect(answered()).resolves.toBe('than');
    await expect(matches.getAttribute('aria-busy')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says no transaction matches only once the answer is in, and finds a row by its hash', async () => {
    const core = new FakeCore({ withWallet: true, historyCount: 120 });
    const { page, errors } = await openApp(browser, core);
    await page.getByTestId('nav-history').click();
    await expect.poll(() => matchCount(page)).toBe(50);
    await page.getByTestId('history-search').fill('holiday');
    await expect
      .poll(() => page.getByTestId('history-empty').textContent())
      .toBe('No transactions match “holiday”.');
    await page.getByTestId('history-search').fill(core.history[7]!.hash.toLowerCase());
    await expect.poll(() => matchCount(page)).toBe(1);
    await expect(page.getByTestId('history-empty').count()).resolves.toBe(0);
    await shot(page, 'history-search-none-then-hash');
    expect(errors).toEqual([]);
    await page.close();
  });
});
