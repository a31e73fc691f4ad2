// A Ledger in Chromium: the Cosmos-app emulator behind the REAL core (as over USB) and a devnet. Connect a Ledger
// from onboarding, verify an address on the device, send (the review says "Confirm on your Ledger" while the
// device waits, and "Your Ledger will show:" lists the device's screens), a rejection on the device explained without
// anything sent, and the cable pulled mid-signing: explained, nothing sent, the draft kept, signed after reconnecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { LedgerEmulator } from '../support/ledger-emulator';
import { axeViolations, horizontalOverflow } from './support/axe';
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

/** The "Your Ledger will show:" list as [title, value] pairs. */
const deviceScreensShown = (page: Page) =>
  page.$$eval('[data-testid="ledger-device-screen"]', (items) =>
    items.map((li) => [
      li.querySelector('.key')?.textContent ?? '',
      li.querySelector('.value')?.textContent ?? '',
    ]),
  );

const emulator = new LedgerEmulator({
  mnemonic: 'test test test test test test test test test test test junk',
});

describe('Ledger in the app (emulator behind the real core)', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let approvals: ApprovalSurface;
  let address = '';
  /** The account's sequence on the chain: it moves only when a tx of the account is included. */
  const accountOnChain = async (): Promise<{ sequence: string; account_number: string }> => {
    const response = await fetch(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${address}`);
    return ((await response.json()) as { account: { sequence: string; account_number: string } }).account;
  };
  const sequenceOnChain = async (): Promise<string> => (await accountOnChain()).sequence;

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet), undefined, {
      ledgerTransport: emulator.factory,
      ledgerTimeouts: { readMs: 10_000, userMs: 30_000 },
    });
    address = (await emulator.keyAt(0)).address;
    await devnetControl(devnet, '/devnet/faucet', { address, amount: '500000000' });
    browser = await launchChromium();
    ({ page, approvals } = await openApp(browser, stack.core));
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
    const shown = await deviceScreensShown(page);
    expect(shown).toContainEqual(['From', address]);
    expect(shown).toContainEqual(['To', DEVNET_KEYS.bob.address]);
    expect(shown).toContainEqual(['Amount', '3000000 uxyz']);
    expect(shown.map(([title]) => title).slice(0, 3)).toEqual(['Chain ID', 'Account', 'Sequence']);
    await page.getByTestId('ledger-device-screens').scrollIntoViewIfNeeded();
    await shot(page, 'ledger-device-screens-light');
    // A Nano S pages a long value: the address takes two screens.
    await page.getByTestId('ledger-device-model').selectOption('nanoS');
    expect(await deviceScreensShown(page)).toContainEqual(['From [1/2]', address.slice(0, 34)]);
    await shot(page, 'ledger-device-screens-nanos-light');
    await page.getByTestId('ledger-device-model').selectOption('nanoSPlus');
    // The list passes axe and fits the window.
    expect(await axeViolations(page)).toEqual([]);
    expect((await horizontalOverflow(page)).overflowing).toEqual([]);
    let press: () => void = () => undefined;
    emulator.userDelay = new Promise((resolve) => (press = resolve));
    await page.getByTestId('tx-confirm').click();
    await approvals.approve({ kind: 'transaction' });
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
    await approvals.approve({ kind: 'transaction' });
    const error = page.getByTestId('tx-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.getAttribute('data-code')).toBe('ledger');
    expect(await error.textContent()).toContain('You rejected it on the Ledger');
    await error.scrollIntoViewIfNeeded();
    await shot(page, 'ledger-rejected-light');
  });

  it('unplugged mid-signing: says what happened, sends nothing, keeps the draft, signs after reconnecting', async () => {
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('nav-send').click();
    await page.getByTestId('send-to').fill(DEVNET_KEYS.bob.address);
    await page.getByTestId('send-amount').fill('2');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    const before = await sequenceOnChain();
    emulator.unplugDuringSign = true;
    await page.getByTestId('tx-confirm').click();
    await approvals.approve({ kind: 'transaction' });
    const error = page.getByTestId('tx-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.getAttribute('data-code')).toBe('ledger');
    expect(await error.textContent()).toContain('The Ledger was disconnected, so nothing was signed or sent');
    await error.scrollIntoViewIfNeeded();
    await shot(page, 'ledger-unplugged-light');
    // Nothing was broadcast, and the form still holds the draft.
    expect(await sequenceOnChain()).toBe(before);
    expect(await page.getByTestId('send-to').inputValue()).toBe(DEVNET_KEYS.bob.address);
    expect(await page.getByTestId('send-amount').inputValue()).toBe('2');
    // Still unplugged: trying again says no Ledger is found.
    emulator.unplugDuringSign = false;
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await page.getByTestId('tx-confirm').click();
    await approvals.approve({ kind: 'transaction' });
    await expect.poll(() => error.textContent(), { timeout: 20_000 }).toContain('No Ledger found');
    expect(await sequenceOnChain()).toBe(before);
    // Plugged back in: the same draft is reviewed again and signed.
    emulator.connected = true;
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await page.getByTestId('tx-confirm').click();
    await approvals.approve({ kind: 'transaction' });
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 30_000 });
    expect(BigInt(await sequenceOnChain())).toBe(BigInt(before) + 1n);
    expect(emulator.prompts.at(-1)?.kind).toBe('sign');
  });

  it('offline signer: lists the device screens for the file and says "Confirm on your Ledger" while it waits', async () => {
    const onChain = await accountOnChain();
    await page.getByTestId('nav-offline').click();
    await page.getByTestId('screen-offline').waitFor();
    await page.getByTestId('offline-mode-manual').check();
    await page.getByTestId('offline-to').fill(DEVNET_KEYS.bob.address);
    await page.getByTestId('offline-amount').fill('1.5');
    await page.getByTestId('offline-memo').fill('cold ledger');
    await page.getByTestId('offline-account-number').fill(onChain.account_number);
    await page.getByTestId('offline-sequence').fill(onChain.sequence);
    await page.getByTestId('offline-review').click();
    await page.getByTestId('offline-sign-review').waitFor();
    const shown = await deviceScreensShown(page);
    expect(shown).toContainEqual(['To', DEVNET_KEYS.bob.address]);
    expect(shown).toContainEqual(['Amount', '1500000 uxyz']);
    expect(shown).toContainEqual(['Memo', 'cold ledger']);
    expect(shown).toContainEqual(['Sequence', onChain.sequence]);
    let press: () => void = () => undefined;
    emulator.userDelay = new Promise((resolve) => (press = resolve));
    await page.getByTestId('offline-sign').click();
    await approvals.approve({ kind: 'offline_sign' });
    const waiting = page.getByTestId('ledger-confirm-on-device');
    await waiting.waitFor();
    await waiting.scrollIntoViewIfNeeded();
    await shot(page, 'ledger-offline-confirm-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'ledger-offline-confirm-dark');
    await page.getByTestId('ledger-device-screens').scrollIntoViewIfNeeded();
    await shot(page, 'ledger-device-screens-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    press();
    emulator.userDelay = null;
    await page.getByTestId('offline-signed').waitFor({ timeout: 20_000 });
    expect(await waiting.count()).toBe(0);
    const prompt = emulator.prompts.at(-1);
    expect(prompt?.kind === 'sign' && (JSON.parse(prompt.json) as { memo: string }).memo).toBe('cold ledger');
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
