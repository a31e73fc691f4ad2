// The renderer under its Content-Security-Policy without exceptions: token logos arrive as data: URLs from core,
// no remote image or inline style gets through, and the e2e support catches any violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { installWalletBridge } from '../../scripts/lib/chromium-bridge';
import {
  APP_ORIGIN,
  launchChromium,
  openApp,
  serveRenderer,
  shot,
  watchCspViolations,
} from './support/browser';
import { FakeCore } from './support/fake-core';

const IMAGE_HOST = 'https://img.xyz.invalid';

describe('Content-Security-Policy without exceptions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows token logos as data: URLs asked of core; the page itself never requests a remote image', async () => {
    const core = new FakeCore({ withWallet: true, imageBase: IMAGE_HOST });
    const { page, errors } = await openApp(browser, core);
    const remote: string[] = [];
    await page.route(`${IMAGE_HOST}/**`, async (route) => {
      remote.push(route.request().url());
      await route.abort();
    });
    await page.getByTestId('nav-tokens').click();
    await page.getByTestId('screen-tokens').waitFor();
    const firstLogo = page.getByTestId('token-row').first().locator('img');
    await firstLogo.waitFor();
    expect(await firstLogo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect
      .poll(() => firstLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'tokens-with-logos');
    expect(remote).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('blocks a remote image and an inline style attribute, and the support sees both violations', async () => {
    const page = await browser.newPage();
    const violations = watchCspViolations(page, []);
    await serveRenderer(page);
    await installWalletBridge(page, new FakeCore(), { origin: APP_ORIGIN });
    await page.goto(`${APP_ORIGIN}/index.html`);
    await page.getByTestId('app-shell').waitFor();
    const styled = await page.evaluate(async () => {
      const img = document.createElement('img');
      img.src = 'https://img.xyz.invalid/probe.png';
      document.body.appendChild(img);
      const holder = document.createElement('div');
      holder.innerHTML = '<p id="inline-styled" style="color: rgb(255, 0, 0)">x</p>';
      document.body.appendChild(holder);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return getComputedStyle(document.getElementById('inline-styled')!).color;
    });
    expect(styled).not.toBe('rgb(255, 0, 0)');
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(violations.join('\n')).toMatch(/img-src/);
    expect(violations.join('\n')).toMatch(/style-src/);
    await page.close();
  });
});
