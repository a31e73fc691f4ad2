// #18 charts against a canned core: the price chart's ranges, crosshair, graduation mark and empty state; the
// portfolio chart's estimated points, XYZ/USD switch and CSV/PNG export; light and dark screenshots.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

describe('charts against a canned core', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openToken(page: Page, symbol: string, name: string): Promise<void> {
    await page.getByTestId('nav-tokens').click();
    await page.getByTestId('screen-tokens').waitFor();
    await page.getByTestId('token-search').fill(symbol);
    await page
      .getByTestId('token-row')
      .filter({ hasText: new RegExp(`${name}(?!\\d)`) })
      .first()
      .click();
    await page.getByTestId('token-detail').waitFor();
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`draws a graduated token's price with ranges, crosshair and the graduation mark (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true });
      const token = core.tokens.find((t) => t.graduated && t.tradeCount24h > 0)!;
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await openToken(page, token.symbol!, token.name!);
      const chart = page.getByTestId('price-chart');
      await chart.locator('canvas').waitFor();
      expect(await page.getByTestId('price-readout').textContent()).toContain('Last trade price');
      await shot(page, `chart-token-all-${colorScheme}`);
      for (const range of ['1h', '24h', '7d'] as const) {
        await page.getByTestId(`range-${range}`).click();
        await expect.poll(() => page.getByTestId(`range-${range}`).getAttribute('aria-pressed')).toBe('true');
        await chart.locator('canvas').waitFor();
      }
      const box = (await chart.locator('canvas').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4);
      await expect
        .poll(() => page.getByTestId('price-readout').textContent())
        .toMatch(/\d{4}, \d+:\d\d [AP]M/);
      await shot(page, `chart-token-7d-crosshair-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows a clear empty state for a token that never traded (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true });
      const token = core.tokens.find((t) => t.tradeCount24h === 0)!;
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await openToken(page, token.symbol!, token.name!);
      expect(await page.getByTestId('token-detail').textContent()).toContain(token.name);
      await page.getByTestId('price-chart-empty').waitFor();
      expect(await page.getByTestId('price-chart-empty').textContent()).toContain('No trades yet');
      expect(await page.getByTestId('price-chart').locator('canvas').count()).toBe(0);
      await shot(page, `chart-token-empty-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`draws the portfolio by day, labels estimated days and exports CSV and PNG (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { colorScheme });
      const chart = page.getByTestId('portfolio-chart');
      await chart.locator('canvas').waitFor();
      expect(await page.getByTestId('portfolio-exact').count()).toBe(1); // today is exact
      await page.getByTestId('portfolio-legend-estimated').waitFor();
      await shot(page, `chart-portfolio-${colorScheme}`);
      const box = (await chart.locator('canvas').boundingBox())!;
      await page.mouse.move(box.x + 80, box.y + box.height / 2);
      await page.getByTestId('portfolio-estimated').waitFor();
      await shot(page, `chart-portfolio-hover-estimated-${colorScheme}`);
      await page.getByTestId('portfolio-usd').click();
      await expect.poll(() => page.getByTestId('portfolio-readout').textContent()).toMatch(/^\s*\$/);
      await shot(page, `chart-portfolio-usd-estimated-${colorScheme}`);

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('portfolio-csv').click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^xyz-portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync(await csv.path(), 'utf8')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'day,total_uxyz,xyz_uxyz,tokens_uxyz,usd_per_xyz,total_usd,estimated,estimate_reasons',
      );
      expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},\d+,\d+,355382710,1\.25,\d+\.\d\d,no,$/);
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('portfolio-png').click(),
      ]);
      expect(png.suggestedFilename()).toMatch(/\.png$/);
      expect(
        readFileSync(await png.path())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
