// History filters: a filter whose matches lie beyond the loaded pages reads older pages from the cache until it shows
// a page of them, and says "no match" only once the whole cached history has been looked through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

const matchCount = (page: Page) =>
  page.getByTestId('history-matches').getAttribute('data-count').then(Number);
const olderPageReads = (core: FakeCore) =>
  core.calls.filter((c) => c.channel === 'history/page' && (c.payload as { before?: unknown }).before).length;

describe('history filters over a long cached history', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openHistory(core: FakeCore): Promise<{ page: Page; errors: string[] }> {
    const opened = await openApp(browser, core);
    await opened.page.getByTestId('nav-history').click();
    await opened.page.getByTestId('screen-history').waitFor();
    await expect.poll(() => matchCount(opened.page)).toBe(50);
    return opened;
  }

  it('reads older pages until the filter shows a full page of matches', async () => {
    // One row in five is a delegation: the first page of 50 holds 10 of them.
    const core = new FakeCore({ withWallet: true, historyCount: 400 });
    const { page, errors } = await openHistory(core);
    expect(olderPageReads(core)).toBe(0);
    await page.getByTestId('history-type').selectOption('delegate');
    await expect.poll(() => matchCount(page)).toBeGreaterThanOrEqual(50);
    expect(olderPageReads(core)).toBeGreaterThanOrEqual(4);
    expect(olderPageReads(core)).toBeLessThan(8); // stops once the page is full, not at the end of the cache
    await shot(page, 'history-filter-delegate');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says no transaction matches only after looking through the whole cached history', async () => {
    const core = new FakeCore({ withWallet: true, historyCount: 400 });
    const { page, errors } = await openHistory(core);
    // Delegations are all outgoing: no row is an incoming delegation.
    await page.getByTestId('history-direction').selectOption('in');
    await page.getByTestId('history-type').selectOption('delegate');
    await expect.poll(() => page.getByTestId('history-empty').textContent()).toBe('No transactions match.');
    // 400 rows = 8 pages of 50: the first, 7 older ones, and one more read that finds nothing left.
    expect(olderPageReads(core)).toBe(8);
    expect(errors).toEqual([]);
    await page.close();
  });
});
