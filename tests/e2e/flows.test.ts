// End-to-end flows through the real wallet core, keychain and a running devnet, in Debian Chromium.
// One devnet, one core and one page are shared; the steps run in order like a person's session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import type { ApprovalSurface } from './support/approval';
import {
  devnetControl,
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  type CoreHandle,
} from './support/real-stack';

/** The wallet password; the change-password step replaces it for the rest of the session. */
let PASSWORD = 'correct horse battery';
const BOB = DEVNET_KEYS.bob.address;

describe('wallet flows against the real core and devnet', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let errors: string[];
  let approvals: ApprovalSurface;
  let address = '';

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet));
    browser = await launchChromium();
    ({ page, errors, approvals } = await openApp(browser, stack.core));
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

  /** Waits until the submitted tx panel reaches `status` (tx/status events pushed by core). */
  async function waitTx(status: 'included' | 'failed'): Promise<void> {
    await page.locator(`[data-testid="tx-submitted"][data-status="${status}"]`).waitFor({ timeout: 30_000 });
  }

  async function balanceText(): Promise<string> {
    return (await page.getByTestId('balance-total').textContent()) ?? '';
  }

  it('creates a wallet after showing the phrase and checking the requested words', async () => {
    await page.getByTestId('onboard-create').click();
    await page.getByTestId('account-name').fill('Main account');
    await page.getByTestId('password').fill(PASSWORD);
    await page.getByTestId('password-repeat').fill(PASSWORD);
    await page.getByTestId('create-start').click();
    // Core makes the phrase: its words are read once all 24 are on screen.
    await expect.poll(() => page.getByTestId('phrase-grid').locator('.w').count()).toBe(24);
    const words = await page.getByTestId('phrase-grid').locator('.w').allTextContents();
    expect(words).toHaveLength(24);
    await shot(page, 'flow-phrase-light');
    await page.getByTestId('phrase-saved').check();
    await page.getByTestId('phrase-continue').click();
    const inputs = page.locator('[data-testid^="confirm-word-"]');
    for (let i = 0; i < (await inputs.count()); i++) {
      const index = Number(await inputs.nth(i).getAttribute('data-index'));
      await inputs.nth(i).fill(words[index]!);
    }
    await page.getByTestId('create-finish').click();
    await page.getByTestId('screen-dashboard').waitFor();
    await nav('receive');
    address = (await page.getByTestId('receive-address').textContent()) ?? '';
    expect(address).toMatch(/^xyz1[0-9a-z]{38}$/);
    await page.getByTestId('qr').waitFor();
  });

  it('shows faucet funds on the dashboard', async () => {
    await devnetControl(devnet, '/devnet/faucet', { address, amount: '1000000000' });
    await nav('dashboard');
    await expect
      .poll(
        async () => {
          await page.getByTestId('refresh').click();
          return balanceText();
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toBe('1,000 XYZ');
    expect(await page.getByTestId('balance-usd').textContent()).toMatch(/^\$|—/);
    await shot(page, 'flow-dashboard-funded-light');
  });

  it('sends to another account and sees it go pending then succeed in history', async () => {
    await nav('send');
    await page.getByTestId('send-to').fill(BOB.slice(0, -1) + (BOB.endsWith('h') ? 'g' : 'h'));
    await page.getByTestId('send-to-error').waitFor();
    await page.getByTestId('send-to').fill(BOB);
    await page.getByTestId('send-amount').fill('12.5');
    await page.getByTestId('send-memo').fill('e2e lunch');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('review-total').textContent()).toMatch(/^12\.5\d* XYZ$/);
    await shot(page, 'flow-send-review-light');
    // Hold block production so the pending state can be seen, then let the chain include the tx.
    await devnetControl(devnet, '/devnet/blocks', { action: 'pause' });
    await page.getByTestId('tx-confirm').click();
    await approvals.approve({ kind: 'transaction' });
    await page.locator('[data-testid="tx-submitted"][data-status="pending"]').waitFor({ timeout: 30_000 });
    await nav('history');
    await page
      .locator('[data-testid="pending-row"]')
      .filter({ hasText: '12.5 XYZ' })
      .waitFor({ timeout: 10_000 });
    await page.getByTestId('banner-pending').waitFor();
    await shot(page, 'flow-history-pending-light');
    await devnetControl(devnet, '/devnet/blocks', { action: 'resume' });
    await page.getByTestId('pending-list').waitFor({ state: 'detached', timeout: 30_000 });
    const row = page.locator('[data-testid="tx-row"][data-state="success"]').filter({ hasText: '12.5 XYZ' });
    await row.first().waitFor({ timeout: 30_000 });
    await shot(page, 'flow-history-light');
    await row.first().click();
    await page.getByTestId('tx-detail').waitFor();
    expect(await page.getByTestId('tx-detail-status').textContent()).toBe('Success');
    await expect
      .poll(() => page.getByTestId('tx-gas').textContent(), { timeout: 10_000 })
      .toMatch(/^[\d,]+ \/ [\d,]+$/);
    await page.getByTestId('tx-events').click();
    await page.getByTestId('tx-events').getByText('transfer', { exact: true }).first().waitFor();
    await shot(page, 'real-tx-detail-light');
  });

  it('explains a send that the balance cannot cover (insufficient funds)', async () => {
    await nav('send');
    await page.getByTestId('send-to').fill(BOB);
    await page.getByTestId('send-amount').fill('5000');
    // Typed above the spendable balance: said inline, as the person types.
    expect(await page.getByTestId('send-amount-error').textContent()).toContain(
      'more than your spendable balance',
    );
    // Exactly the spendable balance passes the inline check but not core's (the fee does not fit).
    const spendable = (await page
      .locator('label', { hasText: 'Amount (XYZ)' })
      .locator('.muted')
      .textContent())!.replace(/[^\d.]/g, '');
    await page.getByTestId('send-amount').fill(spendable);
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-error').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('tx-error').textContent()).toMatch(/Not enough funds|insufficient/i);
    await shot(page, 'flow-send-insufficient-light');
  });

  it('delegates to a validator', async () => {
    await nav('stake');
    await page.locator('[data-testid^="validator-"]').first().check();
    await page.getByTestId('stake-amount').fill('10');
    await page.getByTestId('stake-review').click();
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await waitTx('included');
    await page.getByTestId('delegations').filter({ hasText: '10 XYZ' }).waitFor({ timeout: 30_000 });
    await shot(page, 'flow-stake-light');
  });

  it('buys then sells a launchpad token on the bonding curve', async () => {
    await nav('tokens');
    await page.getByTestId('filter-launchpad').click();
    await page.getByTestId('token-row').first().click();
    await page.locator('[data-testid="trade-panel"][data-mode="curve"]').waitFor();
    // The token image comes from the devnet backend (a remote http(s) image, allowed by the CSP).
    await expect
      .poll(
        () =>
          page
            .getByTestId('token-detail')
            .locator('img')
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await page.getByTestId('trade-amount').fill('5');
    // The estimate needs the spendable balance, which core may still be reading.
    await expect.poll(() => page.getByTestId('trade-estimate').textContent()).not.toContain('—');
    await page.getByTestId('trade-review').click();
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await waitTx('included');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return page.getByTestId('token-held').textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .not.toMatch(/^0 /);
    await shot(page, 'flow-token-bought-light');
    await page.getByTestId('trade-side-token').click();
    await page.getByTestId('trade-amount').fill('1000');
    await page.getByTestId('trade-review').click();
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await waitTx('included');
  });

  it('swaps XYZ for a graduated token on its AMM pair', async () => {
    await nav('tokens');
    await page.getByTestId('filter-graduated').click();
    await page.getByTestId('token-row').first().click();
    await page.locator('[data-testid="trade-panel"][data-mode="amm"]').waitFor();
    await page.getByTestId('trade-amount').fill('2');
    await page.getByTestId('trade-slippage').fill('5');
    await page.getByTestId('trade-review').click({ timeout: 30_000 });
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await waitTx('included');
    await shot(page, 'flow-swap-light');
  });

  it('swaps XYZ for an AMM-only token on the pair the backend names', async () => {
    await nav('tokens');
    await page.getByTestId('filter-amm').click();
    await page.getByTestId('token-row').first().click();
    await page.locator('[data-testid="trade-panel"][data-mode="amm"]').waitFor();
    expect(await page.getByTestId('trade-panel').textContent()).toContain('Trading on the AMM.');
    await page.getByTestId('trade-amount').fill('2');
    await page.getByTestId('trade-slippage').fill('5');
    await page.getByTestId('trade-review').click({ timeout: 30_000 });
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await waitTx('included');
  });

  /** Total supply shown on About, in uxyz. */
  async function supplyUxyz(): Promise<bigint> {
    await nav('about');
    await expect
      .poll(() => page.getByTestId('about-supply').textContent(), { timeout: 10_000 })
      .toMatch(/\d XYZ$/);
    const shown = (await page.getByTestId('about-supply').textContent()) ?? '';
    const [whole, fraction = ''] = shown.replace(/[^\d.]/g, '').split('.');
    return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  }

  it('bridges XYZ out to an external address and the total supply falls', async () => {
    const before = await supplyUxyz();
    await nav('bridge');
    await page.getByTestId('bridge-external').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await page.getByTestId('bridge-amount').fill('3');
    await page.getByTestId('bridge-review').click();
    await page.getByTestId('tx-confirm').click({ timeout: 30_000 });
    await approvals.approve({ kind: 'transaction' });
    await waitTx('included');
    await shot(page, 'flow-bridge-light');
    expect(await supplyUxyz()).toBe(before - 3_000_000n);
    await nav('bridge');
  });

  it('changes the wallet password', async () => {
    await nav('settings');
    const newPassword = 'a much longer new passphrase';
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByTestId('password').fill(newPassword);
    await page.getByTestId('password-repeat').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor({ timeout: 30_000 });
    PASSWORD = newPassword;
    await nav('bridge');
  });

  it('locks and unlocks with the password', async () => {
    await page.getByTestId('lock').click();
    await page.getByTestId('unlock').waitFor();
    await page.getByTestId('unlock-password').fill('not the password');
    await page.getByTestId('unlock-submit').click();
    await page.getByTestId('unlock-error').waitFor({ timeout: 30_000 });
    await page.getByTestId('unlock-password').fill(PASSWORD);
    await page.getByTestId('unlock-submit').click();
    // Back where the person was before locking.
    await page.getByTestId('screen-bridge').waitFor({ timeout: 30_000 });
  });

  it('switches the theme and keeps an address book that Send offers', async () => {
    await nav('settings');
    await page.getByTestId('theme-dark').check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByTestId('theme-system').check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const book = page.getByTestId('address-book');
    await book.getByPlaceholder('Name', { exact: true }).fill('Bob');
    await book.getByPlaceholder('Address').fill(BOB);
    await book.getByRole('button', { name: 'Add' }).click();
    await book.getByText('Bob', { exact: true }).waitFor();
    await nav('send');
    await page.getByTestId('book-entry').filter({ hasText: 'Bob' }).click();
    expect(await page.getByTestId('send-to').inputValue()).toBe(BOB);
  });

  it('exports the cached history as CSV', async () => {
    await nav('history');
    await page.getByTestId('export-csv').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csv-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^xyz-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\n').length).toBeGreaterThan(3);
  });

  it('reveals the phrase after the password, renames, derives and removes accounts', async () => {
    await nav('settings');
    const accounts = page.getByTestId('accounts');
    await accounts.getByRole('button', { name: 'Reveal phrase' }).first().click();
    await accounts.getByPlaceholder('Password').fill(PASSWORD);
    await accounts.locator('form').getByRole('button', { name: 'Reveal phrase' }).click();
    await expect
      .poll(() => accounts.getByTestId('phrase-grid').locator('.w').count(), { timeout: 30_000 })
      .toBe(24);
    await accounts.getByRole('button', { name: 'Close' }).click();
    await accounts.getByRole('button', { name: 'Rename' }).first().click();
    await accounts.getByLabel('Rename').fill('Daily');
    await accounts.getByRole('button', { name: 'Save' }).click();
    await accounts.getByText('Daily', { exact: true }).waitFor();
    await accounts.getByRole('button', { name: 'Derive next account' }).click();
    await expect
      .poll(() => page.getByTestId('account-switcher').locator('option').count(), { timeout: 30_000 })
      .toBe(2);
    await shot(page, 'flow-settings-accounts-light');
    const second = accounts.locator('.line').filter({ hasText: 'Account 2' });
    await second.getByRole('button', { name: 'Remove' }).click();
    await second.getByPlaceholder('Password').fill(PASSWORD);
    await second.locator('form').getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(() => page.getByTestId('account-switcher').locator('option').count(), { timeout: 30_000 })
      .toBe(1);
  });

  it('shows every screen with real data, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const name of [
        'dashboard',
        'tokens',
        'history',
        'send',
        'receive',
        'stake',
        'bridge',
        'settings',
        'about',
      ]) {
        await nav(name);
        if (name === 'about')
          await expect
            .poll(() => page.getByTestId('node-chain-id').textContent(), { timeout: 10_000 })
            .toBe('xyz-devnet-1');
        await page.waitForTimeout(300);
        await shot(page, `real-${name}-${scheme}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    for (const name of ['dashboard', 'tokens', 'stake']) {
      await nav(name);
      await page.waitForTimeout(300);
      await shot(page, `real-${name}-fullhd-light`);
    }
    await page.setViewportSize({ width: 1024, height: 700 });
  });

  it('shows the syncing banner when the node says it is syncing', async () => {
    await devnetControl(devnet, '/devnet/node', { syncing: true });
    await page.reload();
    await page
      .getByTestId('unlock')
      .or(page.getByTestId('banner-syncing'))
      .first()
      .waitFor({ timeout: 30_000 });
    if (await page.getByTestId('unlock').isVisible()) {
      await page.getByTestId('unlock-password').fill(PASSWORD);
      await page.getByTestId('unlock-submit').click();
    }
    await page.getByTestId('banner-syncing').waitFor({ timeout: 30_000 });
    await shot(page, 'flow-syncing-light');
    await devnetControl(devnet, '/devnet/node', { syncing: false });
  });

  it('restarts with the devnet stopped and still shows the cached dashboard marked offline', async () => {
    await page.close();
    await stack.core.close();
    await devnet.stop();
    stack = await startCore(networkOf(devnet), { dataDir: stack.dataDir, namespace: stack.namespace });
    ({ page, errors, approvals } = await openApp(browser, stack.core));
    await page.getByTestId('unlock-password').fill(PASSWORD);
    await page.getByTestId('unlock-submit').click();
    await page.getByTestId('banner-offline').waitFor({ timeout: 30_000 });
    expect(await balanceText()).toMatch(/XYZ$/);
    expect(await balanceText()).not.toBe('—');
    expect(await page.getByTestId('banner-offline').textContent()).toMatch(
      /Node unreachable — showing data cached at \d/,
    );
    await shot(page, 'flow-offline-light');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
