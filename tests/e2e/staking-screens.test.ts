// A person claims rewards, undelegates and votes through the Stake and Governance screens (fake core); the screens
// are kept as screenshots in both themes at 1024x700.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';

describe('staking and governance screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(colorScheme: 'light' | 'dark' = 'light') {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core, { colorScheme });
    await page.getByTestId('balance-total').waitFor();
    return { core, page, errors };
  }

  async function go(page: Page, name: 'stake' | 'governance'): Promise<void> {
    await page.getByTestId(`nav-${name}`).click();
    await page.getByTestId(`screen-${name}`).waitFor();
  }

  async function confirmTx(page: Page): Promise<void> {
    await page.getByTestId('tx-confirm').click();
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 10_000 });
  }

  it('claims all rewards in one transaction with one message per validator', async () => {
    const { page, errors } = await open();
    await go(page, 'stake');
    await expect.poll(() => page.getByTestId('total-rewards').textContent()).toBe('15.5472 XYZ');
    await page.getByTestId('stake-claim-all').click();
    await page.getByTestId('tx-review').waitFor();
    expect(await page.getByTestId('tx-review').textContent()).toContain(
      'Claim staking rewards from 2 validators',
    );
    await confirmTx(page);
    await expect.poll(() => page.getByTestId('total-rewards').textContent()).toBe('0 XYZ');
    expect(await page.getByTestId('stake-claim-all').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('undelegates with Max, is told when the funds come back, and sees the new unbonding entry', async () => {
    const { page, errors } = await open();
    await go(page, 'stake');
    await page.getByTestId('undelegate-validator-2').click();
    expect(await page.getByTestId('unbonding-notice').textContent()).toMatch(
      /comes back to your balance after 21 days/,
    );
    await page.getByTestId('stake-max').click();
    expect(await page.getByTestId('stake-amount').inputValue()).toBe('120');
    await page.getByTestId('stake-amount').fill('121');
    expect(await page.getByTestId('stake-review').isDisabled()).toBe(true);
    await page.getByTestId('stake-max').click();
    await page.getByTestId('stake-review').click();
    await page.getByTestId('tx-review').waitFor();
    await shot(page, 'stake-undelegate-review-light');
    await confirmTx(page);
    await expect.poll(() => page.getByTestId('unbonding-entry').count()).toBe(2);
    expect(await page.getByTestId('unbonding').textContent()).toContain('120 XYZ from validator-2');
    expect(await page.getByTestId('delegations').textContent()).not.toContain('validator-2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('explains the redelegation rules and warns about a jailed or inactive validator', async () => {
    const { page, errors } = await open();
    await go(page, 'stake');
    await page.getByTestId('redelegate-validator-1').click();
    const rules = (await page.getByTestId('redelegate-rules').textContent()) ?? '';
    expect(rules).toContain('at most 7 redelegations');
    expect(rules).toContain('cannot redelegate to the same validator');
    expect(rules).toContain('cannot move on again');
    const options = await page.getByTestId('redelegate-destination').locator('option').allTextContents();
    expect(options.some((o) => o.startsWith('validator-1'))).toBe(false);
    await page.getByTestId('redelegate-destination').selectOption({ label: 'downtime-dan (Jailed)' });
    expect(await page.getByTestId('stake-warning').textContent()).toContain('is jailed');
    await shot(page, 'stake-redelegate-light');
    await page.getByTestId('stake-form').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('validator-sleepy-node').check();
    expect(await page.getByTestId('stake-warning').textContent()).toContain('not in the active set');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('votes on a proposal and sees the vote as theirs', async () => {
    const { page, errors } = await open();
    await go(page, 'governance');
    await page.getByTestId('proposal-4').click();
    await expect.poll(() => page.getByTestId('my-vote').textContent()).toContain('You have not voted');
    await page.getByTestId('vote-no_with_veto').check();
    await page.getByTestId('vote-review').click();
    await page.getByTestId('tx-review').waitFor();
    expect(await page.getByTestId('tx-review').textContent()).toContain('Vote no_with_veto on proposal 4');
    await confirmTx(page);
    await expect.poll(() => page.getByTestId('my-vote').textContent()).toContain('Your vote: No with veto');
    await page.getByTestId('proposal-2').click();
    await expect.poll(() => page.getByTestId('my-vote').textContent()).toContain('Your vote: Yes');
    expect(await page.getByTestId('vote-reason').textContent()).toContain('not in its voting period');
    await page.getByTestId('gov-filter').selectOption('passed');
    await expect.poll(() => page.locator('[data-testid^="proposal-"][aria-pressed]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says an account without delegations cannot vote, and why', async () => {
    const { core, page, errors } = await open();
    core.staking.positions = {
      ...core.staking.positions,
      delegations: [],
      totalDelegated: '0',
      totalRewards: '0',
    };
    await go(page, 'governance');
    await page.getByTestId('proposal-4').click();
    await expect
      .poll(() => page.getByTestId('vote-reason').textContent())
      .toContain('Only accounts with delegated XYZ can vote');
    expect(await page.getByTestId('vote-review').count()).toBe(0);
    await shot(page, 'governance-no-delegation-light');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`screenshots of stake and governance (${scheme})`, async () => {
      const { page, errors } = await open(scheme);
      await go(page, 'stake');
      await expect.poll(() => page.getByTestId('total-rewards').textContent()).toBe('15.5472 XYZ');
      await page.getByTestId('validator-validator-1').check();
      await page.waitForTimeout(150);
      await shot(page, `stake-${scheme}`);
      await go(page, 'governance');
      await page.getByTestId('proposal-detail').waitFor();
      await page.getByTestId('vote-yes').check();
      await page.waitForTimeout(150);
      await shot(page, `governance-${scheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
