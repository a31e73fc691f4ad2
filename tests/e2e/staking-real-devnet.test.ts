// A person claims rewards, undelegates and votes through the Stake and Governance screens against the REAL wallet
// core and devnet in Chromium; history shows the claimed amount and the tx detail one sentence per message.
// Screenshots of both screens in both themes are kept in tests/artifacts/screens (stake-real-*, governance-real-*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import type { WalletCore } from '../../electron/core/wallet-core';
import { launchChromium, openApp, screenshot } from './support/browser';
import type { ApprovalSurface } from './support/approval';
import {
  devnetControl,
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  txIncluded,
  type CoreHandle,
} from './support/real-stack';

const PASSWORD = 'correct horse battery';

async function call(core: WalletCore, channel: string, payload: unknown): Promise<Record<string, unknown>> {
  const result = await core.invoke(channel, payload);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as Record<string, unknown>;
}

describe('staking and governance screens against the real core and devnet', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let errors: string[];
  let approvals: ApprovalSurface;
  let moniker = '';

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet));
    const account = await call(stack.core, 'keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.carol.mnemonic,
      name: 'Carol',
      password: PASSWORD,
    });
    const faucet = (await devnetControl(devnet, '/devnet/faucet', {
      address: account.address,
      amount: '300000000',
    })) as { tx_hash: string };
    await txIncluded(devnet, faucet.tx_hash);
    // Set-up outside the screens: a delegation of 100 XYZ, then fees so rewards accrue on it.
    const { validators } = (await call(stack.core, 'staking/validator-set', {})) as unknown as {
      validators: Array<{ operatorAddress: string; moniker: string; active: boolean }>;
    };
    const chosen = validators.find((v) => v.active)!;
    moniker = chosen.moniker;
    let review: Record<string, unknown> | null = null;
    for (let i = 0; i < 40 && !review; i += 1) {
      const r = await stack.core.invoke('tx/draft-delegate', {
        accountId: account.id,
        validator: chosen.operatorAddress,
        amount: '100',
      });
      if (r.ok) review = r.value as Record<string, unknown>;
      else await new Promise((resolve) => setTimeout(resolve, 250)); // core does not see the faucet's coins yet
    }
    const { txHash } = await call(stack.core, 'tx/confirm', { reviewId: review!.reviewId });
    for (;;) {
      const status = await call(stack.core, 'tx/status', { txHash, refresh: true });
      if (status.status === 'included') break;
      if (status.status === 'failed') throw new Error('set-up delegation failed');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await devnetControl(devnet, '/devnet/fees', { amount: '500000000' });
    browser = await launchChromium();
    ({ page, errors, approvals } = await openApp(browser, stack.core));
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  async function nav(name: string): Promise<void> {
    await page.getByTestId(`nav-${name}`).click();
    await page.getByTestId(`screen-${name}`).waitFor();
  }

  async function confirmTx(): Promise<void> {
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 30_000 });
  }

  const rewardsText = async () => (await page.getByTestId('total-rewards').textContent()) ?? '';

  it('claims all rewards, and history shows the amount claimed, the detail one sentence', async () => {
    await nav('stake');
    await expect.poll(rewardsText, { timeout: 30_000 }).not.toMatch(/^0 XYZ$|—/);
    expect(await page.getByTestId('stake-apr-basis').textContent()).toContain('fees since the chain started');
    await page.getByTestId('stake-claim-all').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await confirmTx();

    await nav('history');
    const claim = page
      .getByTestId('screen-history')
      .getByTestId('tx-row')
      .filter({ hasText: 'Claim rewards' });
    await claim.first().waitFor({ timeout: 30_000 });
    const amount = (await claim.first().getByTestId('tx-amount').textContent()) ?? '';
    expect(amount).toMatch(/^\+\d[\d,]*(\.\d+)? XYZ$/);
    expect(await claim.first().getByTestId('tx-counterparty').textContent()).toBe(moniker);
    await claim.first().click();
    await page.getByTestId('tx-messages').waitFor();
    await expect
      .poll(() => page.getByTestId('tx-message-line').first().textContent())
      .toContain(`Claimed ${amount.slice(1)} of rewards from ${moniker}`);
    expect(await page.getByTestId('tx-summary-sentence').textContent()).toContain(
      `Claimed ${amount.slice(1)}`,
    );
    await screenshot(page, 'tx-detail-claim-real-light');
    expect(errors).toEqual([]);
  });

  it('undelegates part of the stake and sees the unbonding entry with its countdown', async () => {
    await nav('stake');
    await page.getByTestId(`undelegate-${moniker}`).click();
    expect(await page.getByTestId('unbonding-notice').textContent()).toMatch(/comes back to your balance/);
    await page.getByTestId('stake-amount').fill('25');
    await page.getByTestId('stake-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await confirmTx();
    await expect.poll(() => page.getByTestId('unbonding-entry').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('unbonding').textContent()).toContain(`25 XYZ from ${moniker}`);
    expect(errors).toEqual([]);
  });

  it('votes on the proposal in its voting period and sees the vote as theirs', async () => {
    await nav('governance');
    await page.getByTestId('proposal-3').click();
    await expect.poll(() => page.getByTestId('my-vote').textContent()).toContain('You have not voted');
    await page.getByTestId('vote-yes').check();
    await page.getByTestId('vote-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await confirmTx();
    await expect
      .poll(() => page.getByTestId('my-vote').textContent(), { timeout: 30_000 })
      .toContain('Your vote: Yes');
    expect(errors).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps screenshots of stake and governance on the real devnet (${scheme})`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      if (scheme === 'light') {
        // Fresh rewards for the picture; the Stake screen reads them when it opens, two blocks later.
        await devnetControl(devnet, '/devnet/fees', { amount: '500000000' });
        await page.waitForTimeout(1500);
      }
      await nav('stake');
      await page.getByTestId('unbonding-entry').first().waitFor();
      await expect.poll(rewardsText, { timeout: 30_000 }).not.toMatch(/^0 XYZ$|—/);
      await page.waitForTimeout(300);
      await screenshot(page, `stake-real-${scheme}`);
      await page.getByTestId('unbonding').scrollIntoViewIfNeeded();
      await screenshot(page, `stake-real-${scheme}-unbonding`);
      await nav('governance');
      await page.getByTestId('proposal-3').click();
      await page.getByTestId('proposal-detail').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `governance-real-${scheme}`);
      expect(errors).toEqual([]);
    });
  }
});
