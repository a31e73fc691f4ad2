// The Ledger screens against a canned core, light and dark, with no console errors: the onboarding choice, the
// address list, and a device state (wrong app) explained with its way on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

describe('Ledger screens against a canned core', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`onboarding offers "Connect a Ledger" and lists its addresses (${colorScheme})`, async () => {
      const fake = new FakeCore();
      const { page, errors } = await openApp(browser, fake, { colorScheme });
      await page.getByTestId('onboard-ledger').waitFor();
      await shot(page, `ledger-onboarding-${colorScheme}`);
      await page.getByTestId('onboard-ledger').click();
      fake.ledgerState = 'wrong_app';
      await page.getByTestId('ledger-connect').click();
      const failure = page.getByTestId('ledger-error');
      await failure.waitFor();
      expect(await failure.getAttribute('data-ledger')).toBe('wrong_app');
      expect(await failure.textContent()).toContain('Open the Cosmos app');
      await shot(page, `ledger-wrong-app-${colorScheme}`);
      fake.ledgerState = 'ok';
      await page.getByTestId('ledger-connect').click();
      await page.getByTestId('ledger-row-0').waitFor();
      expect(await page.getByTestId('ledger-error').count()).toBe(0);
      await shot(page, `ledger-list-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
