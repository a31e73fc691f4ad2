// Token hygiene against the real core and its SQLite files, in Debian Chromium: a token hidden from the token list
// and a holding hidden on the dashboard stay hidden after the app restarts on the same data dir; "show hidden"
// brings them back; a token that arrived unasked is flagged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WalletCore } from '../../electron/core/wallet-core';
import { fillBigCache, tokenRowAt } from '../bench/support/big-cache';
import { createBenchCore, UNREACHABLE_NETWORK } from '../bench/support/core-host';
import { launchChromium, openApp, shot } from './support/browser';

const TOKENS = 40;
/** Token 3 is one of the twelve holdings the filled cache gives the account; nothing in its history names it. */
const TARGET = tokenRowAt(3, TOKENS);

describe('token hygiene across a restart', () => {
  let browser: Browser;
  let dataDir: string;
  const open: Array<{ page: Page; core: WalletCore }> = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-e2e-hygiene-'));
    await fillBigCache(dataDir, { historyRows: 30, tokens: TOKENS });
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const { page, core } of open) {
      await page.close().catch(() => undefined);
      await core.close().catch(() => undefined);
    }
    await browser?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts a core on the data dir and opens the app on it (a restart when the previous one was closed). */
  async function start(
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ page: Page; core: WalletCore; errors: string[] }> {
    const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
    const { page, errors } = await openApp(browser, core, {
      viewport: { width: 1280, height: 860 },
      colorScheme,
    });
    open.push({ page, core });
    return { page, core, errors };
  }

  async function stop(page: Page, core: WalletCore): Promise<void> {
    await page.close();
    await core.close();
  }

  const listed = (page: Page) => page.locator(`[data-testid="token-row"][data-address="${TARGET.address}"]`);

  it('hides a token in the list and on the dashboard, and both stay hidden after a restart', async () => {
    const first = await start();
    await first.page.getByTestId('nav-tokens').click();
    await first.page.waitForSelector(`[data-testid="token-list"][data-count="${TOKENS}"]`);
    await listed(first.page).getByTestId('token-hide').click();
    await first.page.waitForSelector(`[data-testid="token-list"][data-count="${TOKENS - 1}"]`);
    expect(await listed(first.page).count()).toBe(0);
    expect(await first.page.getByTestId('token-show-hidden').isVisible()).toBe(true);
    expect(first.errors).toEqual([]);
    await stop(first.page, first.core);

    const second = await start();
    await second.page.getByTestId('nav-dashboard').click();
    await second.page.getByTestId('holdings').waitFor();
    await expect
      .poll(() => second.page.locator(`[data-testid="holding-row"][data-token="${TARGET.address}"]`).count())
      .toBe(0);
    await second.page.getByTestId('nav-tokens').click();
    await second.page.waitForSelector(`[data-testid="token-list"][data-count="${TOKENS - 1}"]`);
    expect(await listed(second.page).count()).toBe(0);
    await second.page.getByTestId('token-show-hidden').check();
    await second.page.waitForSelector(`[data-testid="token-list"][data-count="${TOKENS}"]`);
    await listed(second.page).waitFor();
    await shot(second.page, 'tokens-show-hidden-light');
    expect(second.errors).toEqual([]);
    await stop(second.page, second.core);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`flags holdings that arrived unasked and hides those below a value (${colorScheme})`, async () => {
      const { page, core, errors } = await start(colorScheme);
      await page.getByTestId('nav-dashboard').click();
      await page.getByTestId('holdings').waitFor();
      // The filled cache's history is plain XYZ sends: every held token arrived unasked.
      await expect.poll(() => page.getByTestId('holding-unsolicited').count()).toBeGreaterThan(5);
      await page.getByTestId('holdings-hide-below').fill('1000000');
      await page.getByTestId('holdings-hide-below').press('Enter');
      await expect.poll(() => page.getByTestId('holding-row').count()).toBe(0);
      await page.getByTestId('holdings-show-hidden').check();
      await expect.poll(() => page.getByTestId('holding-row').count()).toBeGreaterThan(5);
      await shot(page, `dashboard-holdings-hygiene-${colorScheme}`);
      await page.getByTestId('holdings-hide-below').fill('');
      await page.getByTestId('holdings-hide-below').press('Enter');
      await page.getByTestId('holdings-show-hidden').uncheck();
      expect(errors).toEqual([]);
      await stop(page, core);
    });
  }
});
