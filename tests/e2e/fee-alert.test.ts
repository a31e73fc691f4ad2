// A fee core flags (far above typical, or large beside the amount) needs the person's explicit yes in the review:
// Confirm stays off until they tick "I accept", and the confirm carries that yes and the sign-doc hash shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

describe('a flagged fee in the review', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`says why, and Confirm waits for an explicit yes (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true });
      core.feeAlert = { reason: 'above_typical', typicalFee: '250' };
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await page.getByTestId('nav-send').click();
      await page.getByTestId('screen-send').waitFor();
      await page.getByTestId('send-to').fill(DEVNET_KEYS.carol.address);
      await page.getByTestId('send-amount').fill('2');
      await page.getByTestId('send-review').click();
      const alert = page.getByTestId('review-fee-alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('far above a typical fee');
      expect(await page.getByTestId('tx-confirm').isDisabled()).toBe(true);
      await alert.scrollIntoViewIfNeeded();
      await shot(page, `review-fee-alert-${colorScheme}`);
      await page.getByTestId('review-accept-fee').check();
      await expect.poll(() => page.getByTestId('tx-confirm').isEnabled()).toBe(true);
      await page.getByTestId('tx-confirm').click();
      await expect.poll(() => core.calls.filter((c) => c.channel === 'tx/confirm').length).toBe(1);
      expect(core.calls.find((c) => c.channel === 'tx/confirm')!.payload).toMatchObject({
        acceptHighFee: true,
        signDocHash: 'AB'.repeat(32),
      });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
