// "Copy diagnostics" on About: asks core for app/diagnostics, puts the text on the clipboard and says "Copied".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APP_ORIGIN, launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

describe('About: copy diagnostics', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('copies the versions and the log lines and confirms it', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP_ORIGIN });
    await page.getByTestId('balance-total').waitFor();
    await page.getByTestId('nav-about').click();
    await page.getByTestId('copy-diagnostics').click();
    await page.getByText('Copied').waitFor();
    await page.getByTestId('copy-diagnostics').scrollIntoViewIfNeeded();
    await shot(page, 'about-diagnostics-copied-light');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split('\n').slice(0, 4)).toEqual([
      'XYZ Wallet diagnostics',
      expect.stringMatching(/^generated: \d{4}-/),
      'app: 0.1.0',
      'apiVersion: 1',
    ]);
    expect(text).toContain('fake core: no log');
    expect(core.calls.some((c) => c.channel === 'app/diagnostics')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
