// The built renderer opens in Debian Chromium through Playwright, renders, obeys its CSP, and is screenshotted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import { APP_ORIGIN, launchChromium, screenshot, serveRenderer } from './support/browser';

describe('renderer in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`renders the app shell without a core (${colorScheme}) and no console errors`, async () => {
      const page = await browser.newPage({ viewport: { width: 1024, height: 700 }, colorScheme });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      await serveRenderer(page);
      await page.goto(`${APP_ORIGIN}/index.html`);
      await page.getByTestId('app-shell').waitFor();
      // Without a wallet core the shell says so instead of crashing.
      expect(await page.getByTestId('no-core').isVisible()).toBe(true);
      const file = await screenshot(page, `smoke-${colorScheme}`);
      expect(existsSync(file)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('blocks inline scripts through its Content-Security-Policy', async () => {
    const page = await browser.newPage();
    await serveRenderer(page);
    await page.goto(`${APP_ORIGIN}/index.html`);
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.body.appendChild(s);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await page.close();
  });
});
