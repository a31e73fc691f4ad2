// The send review shows what the transaction does to the balances (from the simulation), and a recipient that imitates
// a known address is flagged in the form and again in the review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

/** A valid address never used in the fake history, sharing Bob's first and last 4 data characters. */
const BOB_LOOK_ALIKE = 'xyz17ggef6kfx9ja2rtcrl4sq9w650m8sddn3yt64h';

describe('balance preview and address poisoning in Send', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the look-alike fixture imitates Bob and is a different address', () => {
    const bob = DEVNET_KEYS.bob.address;
    expect(BOB_LOOK_ALIKE).not.toBe(bob);
    expect(BOB_LOOK_ALIKE.slice(0, 8)).toBe(bob.slice(0, 8));
    expect(BOB_LOOK_ALIKE.slice(-4)).toBe(bob.slice(-4));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`warns about a look-alike of a history address and previews "you send amount + fee" (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { colorScheme });
      await page.getByTestId('nav-send').click();
      await page.getByTestId('send-to').fill(BOB_LOOK_ALIKE);
      await page.locator('[data-testid="send-warnings"] [data-code="look_alike"]').waitFor();
      expect(await page.getByTestId('send-warnings').textContent()).toContain('compare every character');
      await page.getByTestId('send-amount').fill('10');
      await page.getByTestId('send-review').click();
      await page.getByTestId('tx-review').waitFor();
      await page.locator('[data-testid="review-warnings"] [data-code="look_alike"]').waitFor();
      const changes = await page.getByTestId('balance-change').allTextContents();
      expect(changes).toEqual(['You send 10 XYZ + 0.00525 XYZ fee']);
      await page.getByTestId('balance-preview').scrollIntoViewIfNeeded();
      await shot(page, `send-review-preview-lookalike-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('sending to Bob himself (known) does not warn', async () => {
    const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }));
    await page.getByTestId('nav-send').click();
    await page.getByTestId('send-to').fill(DEVNET_KEYS.bob.address);
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor();
    expect(await page.locator('[data-code="look_alike"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
