// #17 items 2 and 7 on screen: one headline total with its breakdown, history rows with names, amounts and fees, and a
// readable tx detail with an explorer link (raw JSON behind a toggle); light and dark at 1024x700.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

describe('totals and readable history', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the headline total with its breakdown, named history rows and a readable tx (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }), { colorScheme });
      // Dashboard: 1,013.456789 spendable + 510 staked + 25 unbonding + 3.141592 claimable rewards + 355.38271 in
      // tokens at their price = 1,906.981091 XYZ (x $1.25 = $2,383.72).
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="balance-total"]')?.textContent?.includes('XYZ'),
      );
      expect(await page.getByTestId('balance-total').textContent()).toBe('1,906.981091 XYZ');
      expect(await page.getByTestId('balance-usd').textContent()).toBe('$2,383.72');
      expect(await page.getByTestId('balance-spendable').textContent()).toBe('1,013.456789 XYZ');
      expect(await page.getByTestId('balance-staked').textContent()).toBe('510 XYZ');
      expect(await page.getByTestId('balance-tokens').textContent()).toBe('355.38271 XYZ');
      expect(await page.getByTestId('balance-unbonding').textContent()).toBe('25 XYZ');
      expect(await page.getByTestId('balance-rewards').textContent()).toBe('3.141592 XYZ');
      expect(await page.getByTestId('balance-breakdown').textContent()).toContain('Claimable rewards');
      const recent = page.getByTestId('recent-activity').getByTestId('tx-row');
      await expect.poll(() => recent.nth(2).getByTestId('tx-counterparty').textContent()).toBe('validator-3');
      await shot(page, `dashboard-breakdown-${colorScheme}`);

      await page.getByTestId('nav-history').click();
      await page.getByTestId('screen-history').waitFor();
      const rows = page.getByTestId('screen-history').getByTestId('tx-row');
      await expect.poll(() => rows.nth(1).getByTestId('tx-counterparty').textContent()).toBe('Bob');
      // Row 2 delegates to a validator named by its moniker; row 3 is a CW20 transfer of 50 RD2 to Bob.
      expect(await rows.nth(2).getByTestId('tx-counterparty').textContent()).toBe('validator-3');
      expect(await rows.nth(2).getByTestId('tx-amount').textContent()).toBe('−10 XYZ');
      expect(await rows.nth(3).getByTestId('tx-amount').textContent()).toBe('−50 RD2');
      expect(await rows.nth(3).getByTestId('tx-counterparty').textContent()).toBe('Bob');
      expect(await rows.nth(1).getByTestId('tx-fee').textContent()).toBe('fee 0.00525 XYZ');
      expect(await rows.nth(0).getByTestId('tx-fee').textContent()).toBe('sender paid 0.00525 XYZ fee');
      await shot(page, `history-named-${colorScheme}`);

      await rows.nth(3).click();
      await page.getByTestId('tx-detail').waitFor();
      await expect.poll(() => page.getByTestId('tx-gas').textContent()).toBe('87,412 / 210,000');
      expect(await page.getByTestId('tx-summary-amount').textContent()).toBe('−50 RD2');
      expect(await page.getByTestId('tx-summary').textContent()).toContain('to Bob');
      const hash = 'F'.repeat(58) + 'ABC003';
      expect(await page.getByTestId('tx-explorer').getAttribute('href')).toBe(
        `https://explorer.xyz.network/tx/${hash}`,
      );
      expect(await page.getByTestId('tx-raw-messages').isVisible()).toBe(false);
      await shot(page, `tx-detail-readable-${colorScheme}`);
      await page.getByTestId('raw-log').locator('summary').click();
      expect(await page.getByTestId('tx-raw-messages').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
