// Attack (issue #27, 1): with the node's simulate answering slowly, a person typed recipient A, pressed Review, then
// changed the recipient to B before the review appeared: the card said "Recipient: B" while its summary said
// "Send 5 XYZ to A", and Confirm paid A. Proof: under a 3 s simulate and rapid edits, whatever review is on screen
// names the recipient and amount core built, and confirming it pays exactly those.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp } from './support/browser';
import type { ApprovalSurface } from './support/approval';
import {
  devnetControl,
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  type CoreHandle,
} from './support/real-stack';

const PASSWORD = 'correct horse battery';
const A = DEVNET_KEYS.bob.address;
const B = DEVNET_KEYS.carol.address;
const SIMULATE_DELAY_MS = 3_000;

describe('the review on screen is what Confirm pays', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let errors: string[];
  let approvals: ApprovalSurface;
  let slow = false;
  /** Simulations the node has answered, and reviews the page has cancelled in core. */
  let simulations = 0;
  let cancels = 0;

  /** The core's fetch, with the node's simulate answering SIMULATE_DELAY_MS late while `slow` is on. */
  const slowFetch: typeof fetch = async (input, init) => {
    const simulate = String(input).endsWith('/tx/v1beta1/simulate');
    if (slow && simulate) await new Promise((resolve) => setTimeout(resolve, SIMULATE_DELAY_MS));
    const reply = await fetch(input, init);
    if (simulate) simulations += 1;
    return reply;
  };

  const balanceOf = (address: string) => devnet.chain.balance(address, 'uxyz');

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet), undefined, { fetch: slowFetch });
    const imported = await stack.core.invoke('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    if (!imported.ok) throw new Error(imported.error.message);
    const address = (imported.value as { address: string }).address;
    await devnetControl(devnet, '/devnet/faucet', { address, amount: '100000000' });
    browser = await launchChromium();
    const core = stack.core;
    ({ page, errors, approvals } = await openApp(browser, {
      invoke: (channel, payload) => {
        if (channel === 'tx/cancel') cancels += 1;
        return core.page.invoke(channel, payload);
      },
      on: (listener) => core.on(listener),
      approvals: core.approvals,
    }));
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
    await page.getByTestId('nav-send').click();
    await page.getByTestId('screen-send').waitFor();
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  it('keeps the form read-only while a draft is in flight, so it cannot drift from the review', async () => {
    slow = true;
    await page.getByTestId('send-to').fill(A);
    await page.getByTestId('send-amount').fill('5');
    await page.getByTestId('send-review').click();
    await expect.poll(() => page.getByTestId('send-to').getAttribute('readonly')).not.toBeNull();
    // A person typing now changes nothing.
    await page.getByTestId('send-to').focus();
    await page.keyboard.type('xyz');
    const review = page.getByTestId('tx-review');
    await review.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('review-recipient').textContent()).toContain(A);
    expect(await page.getByTestId('send-to').inputValue()).toBe(A);
    await page.keyboard.press('Escape');
    await review.waitFor({ state: 'detached' });
  });

  it('drops the answer to an older form: a draft for A answered after the form says B never shows', async () => {
    slow = true;
    await page.getByTestId('send-to').fill(A);
    await page.getByTestId('send-amount').fill('5');
    const answered = simulations;
    const cancelled = cancels;
    await page.getByTestId('send-review').click();
    await expect.poll(() => page.getByTestId('send-to').getAttribute('readonly')).not.toBeNull();
    // A scripted edit (what a read-only field does not stop) while core is still simulating the draft for A.
    await page.getByTestId('send-to').evaluate((input: HTMLInputElement, to) => {
      input.value = to;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, B);
    // Core answers the draft for A; the page drops it and cancels that review in core.
    await expect.poll(() => simulations, { timeout: 20_000 }).toBeGreaterThan(answered);
    await expect.poll(() => cancels, { timeout: 20_000 }).toBeGreaterThan(cancelled);
    expect(await page.getByTestId('tx-review').count()).toBe(0);
    expect(await page.getByTestId('send-to').inputValue()).toBe(B);
  });

  it('confirming the review on screen pays exactly the recipient and amount it shows', async () => {
    slow = true;
    await page.getByTestId('send-to').fill(B);
    await page.getByTestId('send-amount').fill('2');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 20_000 });
    const recipient = (await page.getByTestId('review-recipient').textContent()) ?? '';
    const summary = (await page.getByTestId('review-summary').textContent()) ?? '';
    expect(recipient).toContain(B);
    expect(summary).toContain(B);
    expect(summary).toContain('2 XYZ');
    expect(recipient).not.toContain(A);

    const [beforeA, beforeB] = [balanceOf(A), balanceOf(B)];
    await page.getByTestId('tx-confirm').click();
    await approvals.approve({ kind: 'transaction' });
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 30_000 });
    expect(balanceOf(B) - beforeB).toBe(2_000_000n);
    expect(balanceOf(A)).toBe(beforeA);
    expect(errors).toEqual([]);
  });
});
