// #17: an unbonding entry that completed is told in the activity list — the amount spendable again and the
// validator's name — as its own item beside a transfer, with no transaction hash; both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';
import { FAKE_VALIDATORS } from './support/fake-data';

describe('unbonding completed in the activity list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows the completed unbonding with its amount and validator (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true });
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await page.getByTestId('screen-dashboard').waitFor();
      const validator = FAKE_VALIDATORS[0]!;
      const unbonded = (height: string, amount: string) =>
        core.emit('activity/new', {
          kind: 'unbonding_completed',
          accountId: core.accounts[0]!.id,
          txHash: '',
          height,
          amounts: [{ denom: 'uxyz', amount }],
          from: null,
          validator: validator.operatorAddress,
          at: Date.now(),
        });
      unbonded('120', '5000000');
      unbonded('180', '2500000');
      unbonded('120', '5000000'); // the same completion told again: one item
      await page.getByTestId('activity-unread').waitFor();
      expect(await page.getByTestId('activity-unread').textContent()).toBe('2 new');
      await page.getByTestId('activity-bell').click();
      const items = page.getByTestId('activity-item');
      expect(await items.count()).toBe(2);
      expect(await items.nth(1).getAttribute('data-kind')).toBe('unbonding_completed');
      expect(await items.nth(1).innerText()).toContain('Unbonding complete: 5 XYZ');
      expect(await items.nth(1).innerText()).toMatch(/Unstaked from .+, spendable again in Main account/);
      await shot(page, `activity-unbonding-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
