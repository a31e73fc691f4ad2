// Chromium as the bench, the e2e tests and `npm start -- --chromium` launch it (scripts/lib/chromium-launch.ts): a page's window starts no browser-UI renderer
// (the omnibox popup WebUIs, which Electron does not have), and Playwright's own disabled features stay disabled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import {
  disabledFeaturesIn,
  launchChromiumWithFeaturesOff,
  launchedCommandLine,
} from '../../scripts/lib/chromium-launch';

describe('Chromium launched with the unshown browser UI off', () => {
  let browser: Browser;
  beforeAll(async () => {
    // --enable-automation lets the test read the command line back (Browser.getBrowserCommandLine).
    browser = await launchChromiumWithFeaturesOff({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, '--enable-automation'],
    });
  });
  afterAll(async () => browser?.close());

  it('opens a page without any browser_ui target beside it', async () => {
    const page = await browser.newPage();
    try {
      await page.goto('data:text/html,<p>page</p>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send('Target.getTargets', {})) as {
        targetInfos: Array<{ type: string; url: string }>;
      };
      expect(targetInfos.filter((t) => t.type === 'browser_ui')).toEqual([]);
      expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("passes one --disable-features with Playwright's names, the caller's and the browser-UI ones", async () => {
    const session = await browser.newBrowserCDPSession();
    const { arguments: args } = (await session.send('Browser.getBrowserCommandLine')) as {
      arguments: string[];
    };
    const switches = args.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const names = disabledFeaturesIn(switches);
    const playwrights = disabledFeaturesIn(
      await launchedCommandLine({ executablePath: CHROMIUM_PATH, headless: true }),
    );
    expect(playwrights).toContain('PaintHolding');
    expect(names).toEqual(
      expect.arrayContaining([...playwrights, 'LocalNetworkAccessChecks', 'WebUIOmniboxPopup']),
    );
  });
});
