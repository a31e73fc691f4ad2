// A Ledger in Chromium: the Cosmos-app emulator behind the REAL core (as over USB) and a devnet. Connect a Ledger
// from onboarding, verify an address on the device, send (the review says "Confirm on your Ledger" while the
// device waits), and a rejection on the device explained without anything sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { LedgerEmulator } from '../support/ledger-emulator';
import { launchChromium, openApp, shot } from './support/browser';
import {
  devnetControl,
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  type CoreHandle,
} from './support/real-stack';

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});

describe('Ledger in the app (emulator behind the real core)', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let address = '';

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet), undefined, {
      ledgerTransport: emulator.factory,
      ledgerTimeouts: { readMs: 10_000, userMs: 30_000 },
    });
    address = (await emulator.keyAt(0)).address;
    await devnetControl(devnet, '/devnet/faucet', { address, amount: '500000000' });
    browser = await launchChromium();
    ({ page } = await openApp(browser, stack.core));
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  it('connects a Ledger from onboarding: addresses with balances, verified on the device, then added', async () => {
    await page.getByTestId('onboard-ledger').click();
    await page.getByTestId('ledger-connect').click();
    const row0 = page.getByTestId('ledger-row-0');
    await row0.waitFor({ timeout: 20_000 });
    expect(await row0.textContent()).toContain(address);
    await expect.poll(() => row0.textContent(), { timeout: 20_000 }).toContain('500 XYZ');
    let press: () => void = () => undefined;
    emulator.userDelay = new Promise((resolve) => (press = resolve));
    await page.getByTestId('ledger-show-0').click();
    await page.getByTestId('ledger-check-device').waitFor();
    await shot(page, 'ledger-connect-verify-light');
    press();
    emulator.userDelay = null;
    await row0.getByTestId('ledger-verified').waitFor();
    expect(emulator.prompts.at(-1)).toMatchObject({ kind: 'address', address });
    await row0.locator('input[type="checkbox"]').check();
    await shot(page, 'ledger-connect-list-light');
    await page.getByTestId('ledger-add').click();
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 20_000 });
  });

  it('sends: the review waits on "Confirm on your Ledger", the device signs, the chain includes it', async () => {
    await page.getByTestId('nav-send').click();
    await page.getByTestId('send-to').fill(DEVNET_KEYS.bob.address);
    await page.getByTestId('send-amount').fill('3');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await page.getByTestId('ledger-signs').waitFor();
    let press: () => void = () => undefined;
    emulator.userDelay = new Promise((resolve) => (press = resolve));
    await page.getByTestId('tx-confirm').click();
    await page.getByTestId('ledger-confirm-on-device').waitFor();
    await shot(page, 'ledger-confirm-on-device-light');
    press();
    emulator.userDelay = null;
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 30_000 });
    expect(emulator.prompts.at(-1)?.kind).toBe('sign');
  });

  it('rejected on the device: says so, nothing is sent', async () => {
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('nav-send').click();
    await page.getByTestId('send-to').fill(DEVNET_KEYS.bob.address);
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    emulator.actions.push('reject');
    await page.getByTestId('tx-confirm').click();
    const error = page.getByTestId('tx-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.getAttribute('data-code')).toBe('ledger');
    expect(await error.textContent()).toContain('You rejected it on the Ledger');
    await error.scrollIntoViewIfNeeded();
    await shot(page, 'ledger-rejected-light');
  });

  it('Settings > Accounts: Linux USB permission denied shows the udev rules to copy', async () => {
    emulator.permissionDenied = true;
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('settings-connect-ledger').click();
    await page.getByTestId('ledger-connect').click();
    const failure = page.getByTestId('ledger-error');
    await failure.waitFor({ timeout: 20_000 });
    expect(await failure.getAttribute('data-ledger')).toBe('permission_denied');
    const rules = page.getByTestId('ledger-udev');
    expect(await rules.textContent()).toContain('ATTRS{idVendor}=="2c97"');
    await rules.scrollIntoViewIfNeeded();
    await shot(page, 'ledger-udev-light');
    emulator.permissionDenied = false;
  });
});
