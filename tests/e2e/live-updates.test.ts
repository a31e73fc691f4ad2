// #17 "Live and honest": money sent to the wallet from OUTSIDE (the devnet faucet signs it) shows on the dashboard,
// in history and in the activity list within about one block, without any click; real core, real devnet, Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { DEFAULT_RUNTIME_OPTIONS } from '../../electron/core/runtime/options';
import { axeViolations } from './support/axe';
import { launchChromium, openApp, shot } from './support/browser';
import {
  devnetControl,
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  type CoreHandle,
} from './support/real-stack';

const PASSWORD = 'correct horse battery';
const ALICE = DEVNET_KEYS.alice.address;
/** The test devnet's block time (real-stack.ts) and the follower's height check, one per block. */
const BLOCK_MS = 500;
/**
 * The longest a pushed update may take here: half the soonest refresh that does not come from following the chain
 * (cached data turns stale after DEFAULT_RUNTIME_OPTIONS.staleAfterMs), so only the follower can beat it.
 */
const LIVE_BOUND_MS =
  Math.min(DEFAULT_RUNTIME_OPTIONS.staleAfterMs, DEFAULT_RUNTIME_OPTIONS.safetyRefreshMs) / 2;

describe('live updates against the real core and devnet', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet), undefined, { runtime: { followIntervalMs: BLOCK_MS } });
    const imported = await stack.core.invoke('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Main account',
      password: PASSWORD,
    });
    if (!imported.ok) throw new Error(imported.error.message);
    browser = await launchChromium();
    ({ page, errors } = await openApp(browser, stack.core));
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  const balance = async () => (await page.getByTestId('balance-total').textContent()) ?? '';

  it('shows a transfer from outside on the dashboard, in the activity list and in history, with no click', async () => {
    // The dashboard's own first load is over: whatever changes next was pushed by the core.
    await expect.poll(balance, { timeout: 30_000 }).toMatch(/XYZ$/);
    await page.waitForTimeout(3 * BLOCK_MS);
    const before = await balance();
    expect(await page.getByTestId('activity-unread').count()).toBe(0);

    // The moment the page shows another balance, noted in the page (not when a poll from here first sees it).
    await page.evaluate((was) => {
      const w = window as unknown as { balanceShownAt?: number };
      const observer = new MutationObserver(() => {
        const now = document.querySelector('[data-testid="balance-total"]')?.textContent ?? '';
        if (now === was) return;
        w.balanceShownAt = Date.now();
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, before);
    const { tx_hash } = (await devnetControl(devnet, '/devnet/faucet', {
      address: ALICE,
      amount: '7000000',
    })) as { tx_hash: string };
    // The clock starts once the tx is broadcast (the faucet signing it is the test's rig, slow on a busy machine).
    const sentAt = Date.now();
    await expect.poll(balance, { timeout: LIVE_BOUND_MS, interval: 50 }).not.toBe(before);
    const shownAt = await page.evaluate(
      () => (window as unknown as { balanceShownAt?: number }).balanceShownAt,
    );
    const elapsed = shownAt! - sentAt;
    // On an idle machine: the next block (<= 1 block), the next height check (<= 1 block), one refresh; about 1-2 s.
    // What the test holds to is that following the chain showed it, with no click: well inside the time after which
    // anything else would have refreshed the dashboard (cached data is stale after 30 s, the safety refresh runs
    // every 60 s). A tighter wall-clock bound (it was 2.5 s) measured the machine's load, not the app: it missed at a
    // load average of 16 and passed every re-run.
    expect(elapsed).toBeLessThan(LIVE_BOUND_MS);

    await page.getByTestId('activity-unread').waitFor();
    expect(await page.getByTestId('activity-unread').textContent()).toBe('1 new');
    await page.getByTestId('activity-bell').click();
    const items = page.getByTestId('activity-item');
    expect(await items.count()).toBe(1);
    expect(await items.first().getAttribute('data-kind')).toBe('incoming');
    expect(await items.first().getAttribute('data-hash')).toBe(tx_hash.toUpperCase());
    expect(await items.first().textContent()).toContain('Received 7 XYZ');
    expect(await items.first().textContent()).toContain('to Main account');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'live-activity-open-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'live-activity-open-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // The recent-activity card and the history screen show the tx without ↻ having been pressed.
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('activity-list').count()).toBe(0);
    await page.getByTestId('nav-history').click();
    await page.getByTestId('screen-history').waitFor();
    await page
      .getByTestId('screen-history')
      .getByTestId('tx-row')
      .filter({ hasText: '7 XYZ' })
      .first()
      .waitFor({ timeout: 5_000 });
    expect(errors).toEqual([]);
  });

  it('tells the same transfer once, however many blocks follow', async () => {
    await page.waitForTimeout(6 * BLOCK_MS);
    await page.getByTestId('activity-bell').click();
    expect(await page.getByTestId('activity-item').count()).toBe(1);
    await page.getByTestId('activity-bell').click();
  });
});
