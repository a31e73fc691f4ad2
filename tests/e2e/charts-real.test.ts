// #18 charts against the real core and devnet: a launchpad token's and a graduated token's price from their trades
// on chain (volume bars, graduation mark), and the dashboard's portfolio over time; screenshots light and dark.
import type { TokenPriceSeries } from '../../shared/api/charts';
import type { TokenView } from '../../shared/api/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import { networkOf, removeDir, startCore, startTestDevnet, type CoreHandle } from './support/real-stack';

const PASSWORD = 'correct horse battery';

describe('charts against the real core and devnet', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet));
    const imported = await stack.core.invoke('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Main account',
      password: PASSWORD,
    });
    if (!imported.ok) throw new Error(imported.error.message);
    browser = await launchChromium();
    ({ page, errors } = await openApp(browser, stack.core));
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  async function openToken(filter: 'launchpad' | 'graduated'): Promise<void> {
    await page.getByTestId('nav-tokens').click();
    await page.getByTestId('screen-tokens').waitFor();
    await page.getByTestId(`filter-${filter}`).click();
    await page.getByTestId('token-row').first().click();
    await page.getByTestId('token-detail').waitFor();
  }

  it('the core reads a graduated token’s trades from the chain: curve buys, the graduation, then AMM swaps', async () => {
    const list = await stack.core.invoke('tokens/list', { refresh: true });
    if (!list.ok) throw new Error(list.error.message);
    const graduated = (list.value as { tokens: TokenView[] }).tokens.find(
      (t) => t.graduated && t.source === 'launchpad',
    );
    expect(graduated).toBeDefined();
    const series = await stack.core.invoke('charts/token-price', { token: graduated!.address, range: 'all' });
    if (!series.ok) throw new Error(series.error.message);
    const value = series.value as TokenPriceSeries;
    expect(value.tradeCount).toBeGreaterThan(1);
    expect(value.graduatedAt).not.toBeNull();
    expect(value.buckets.length).toBeGreaterThan(0);
    expect(value.stale).toBe(false);
    // Asked again, nothing new is found and the same series comes back.
    const again = await stack.core.invoke('charts/token-price', { token: graduated!.address, range: 'all' });
    expect(again.ok && (again.value as TokenPriceSeries).tradeCount).toBe(value.tradeCount);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`draws the price chart of a launchpad token and of a graduated token (${scheme})`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const filter of ['launchpad', 'graduated'] as const) {
        await openToken(filter);
        const chart = page.getByTestId('price-chart');
        await chart.locator('canvas').waitFor({ timeout: 30_000 });
        expect(await chart.getAttribute('data-state')).toBe('drawn');
        await page.waitForTimeout(300);
        await shot(page, `real-chart-token-${filter}-${scheme}`);
        // The crosshair reads a time and an exact price.
        const box = (await chart.locator('canvas').boundingBox())!;
        await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
        await expect.poll(() => page.getByTestId('price-readout').textContent()).toMatch(/XYZ.*\d{4}/s);
        if (filter === 'graduated') await shot(page, `real-chart-token-crosshair-${scheme}`);
      }
    });

    it(`draws the portfolio over time on the dashboard (${scheme})`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByTestId('nav-dashboard').click();
      const chart = page.getByTestId('portfolio-chart');
      await chart.locator('canvas').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('portfolio-readout').textContent()).toMatch(/XYZ/);
      await page.waitForTimeout(300);
      await shot(page, `real-chart-portfolio-${scheme}`);
    });
  }

  it('logs no console errors', () => {
    expect(errors).toEqual([]);
  });
});
