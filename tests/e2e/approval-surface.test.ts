// Attack (issue #27, hole 5): a compromised main page, with the wallet unlocked, calls window.wallet directly. It can
// ask for a send, an offline signature, a key reset or auto-lock off; nothing happens until the approval page (its
// own page and bridge) says yes, and the main page has no way to say it. A person approves or refuses there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { RESET_CONFIRMATION } from '../../shared/api/keys';
import { launchChromium, openApp, shot } from './support/browser';
import { openApprovalSurface, type ApprovalSurface } from './support/approval';
import {
  devnetControl,
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  type CoreHandle,
} from './support/real-stack';

const PASSWORD = 'correct horse battery';
const ATTACKER = DEVNET_KEYS.carol.address;

describe('a compromised page cannot move money', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let approvals: ApprovalSurface;
  let alice: string;

  const balanceOf = (address: string) => devnet.chain.balance(address, 'uxyz');
  /** What the attacker's script does in the page: calls window.wallet like the app would, without a person. */
  const inPage = (channel: string, request: unknown) =>
    page.evaluate(
      ([c, r]) =>
        (window as unknown as { wallet: { invoke(c: string, r: unknown): Promise<unknown> } }).wallet.invoke(
          c as string,
          r,
        ),
      [channel, request] as const,
    ) as Promise<{
      ok: boolean;
      value?: Record<string, unknown>;
      error?: { code: string; details?: { reason?: string } };
    }>;

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet));
    const imported = await stack.core.invoke('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    if (!imported.ok) throw new Error(imported.error.message);
    alice = (imported.value as { id: string; address: string }).id;
    await devnetControl(devnet, '/devnet/faucet', {
      address: (imported.value as { address: string }).address,
      amount: '100000000',
    });
    browser = await launchChromium();
    ({ page, approvals } = await openApp(browser, stack.core));
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  it('the main page has no approval door: window.approvals is absent and approval channels do not exist', async () => {
    expect(await page.evaluate(() => 'approvals' in window)).toBe(false);
    expect(await inPage('approval/pending', {})).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
    expect(await approvals.pending()).toBe(0);
    await approvals.page.getByTestId('approval-empty').waitFor();
    await shot(approvals.page, 'approval-empty-light');
  });

  it("a scripted send waits in the approval page, which shows the core's facts; refused, nothing moves", async () => {
    const before = balanceOf(DEVNET_KEYS.alice.address);
    const draft = await inPage('tx/draft-send', { accountId: alice, to: ATTACKER, amount: '7' });
    expect(draft.ok).toBe(true);
    const confirm = inPage('tx/confirm', {
      reviewId: draft.value!.reviewId,
      signDocHash: draft.value!.signDocHash,
    });
    await approvals.page.getByTestId('approval-request').waitFor({ timeout: 30_000 });
    // The page tries to answer for the person through its own door: there is none.
    const id = await approvals.page.getByTestId('approval-request').getAttribute('data-id');
    expect(await inPage('approval/decide', { id, approve: true })).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
    expect(await approvals.page.getByTestId('approval-recipient').textContent()).toBe(ATTACKER);
    await shot(approvals.page, 'approval-send-light');
    const refused = await approvals.refuse({ kind: 'transaction' });
    expect(refused.summary).toContain('7 XYZ');
    expect(await confirm).toMatchObject({ ok: false, error: { code: 'approval_refused' } });
    expect(balanceOf(DEVNET_KEYS.alice.address)).toBe(before);
  });

  it('a scripted key reset and auto-lock off wait too, and are refused', async () => {
    const reset = inPage('keys/reset', { confirm: RESET_CONFIRMATION });
    const refusedReset = await approvals.refuse({ kind: 'keys_reset' });
    expect(refusedReset.summary).toContain('1 accounts');
    expect(await reset).toMatchObject({ ok: false, error: { code: 'approval_refused' } });
    const autoLock = inPage('settings/update', { autoLockMinutes: 0 });
    await approvals.page.getByTestId('approval-request').waitFor();
    await shot(approvals.page, 'approval-auto-lock-off-light');
    await approvals.refuse({ kind: 'auto_lock_off' });
    expect(await autoLock).toMatchObject({ ok: false, error: { code: 'approval_refused' } });
    const keys = (await stack.core.invoke('keys/list', {})) as { ok: true; value: { accounts: unknown[] } };
    expect(keys.value.accounts).toHaveLength(1);
    const settings = (await stack.core.invoke('settings/get', {})) as {
      ok: true;
      value: { autoLockMinutes: number };
    };
    expect(settings.value.autoLockMinutes).not.toBe(0);
  });

  it('a person sends from the Send screen: the review waits for the approval page, approved it is included', async () => {
    const bobBefore = balanceOf(DEVNET_KEYS.bob.address);
    await page.getByTestId('nav-send').click();
    await page.getByTestId('send-to').fill(DEVNET_KEYS.bob.address);
    await page.getByTestId('send-amount').fill('2');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
    await page.getByTestId('tx-confirm').click();
    await page.getByTestId('tx-awaiting-approval').waitFor();
    await shot(page, 'approval-main-waiting-light');
    const approved = await approvals.approve({ kind: 'transaction' });
    expect(approved.summary).toContain(DEVNET_KEYS.bob.address);
    await page.locator('[data-testid="tx-submitted"][data-status="included"]').waitFor({ timeout: 30_000 });
    expect(balanceOf(DEVNET_KEYS.bob.address) - bobBefore).toBe(2_000_000n);
  });

  it('the approval page in the dark theme, with the password asked on every send', async () => {
    await stack.core.invoke('settings/update', { passwordEverySend: true });
    const dark = await openApprovalSurface(browser, stack.core.approvals, 'dark');
    const draft = await inPage('tx/draft-send', {
      accountId: alice,
      to: DEVNET_KEYS.bob.address,
      amount: '1',
    });
    const confirm = inPage('tx/confirm', { reviewId: draft.value!.reviewId });
    await dark.page.getByTestId('approval-password').waitFor({ timeout: 30_000 });
    await shot(dark.page, 'approval-send-password-dark');
    await dark.approve({ kind: 'transaction', password: PASSWORD });
    expect((await confirm).ok).toBe(true);
    // Turning the password off needs the password too.
    const off = inPage('settings/update', { passwordEverySend: false });
    await dark.approve({ kind: 'password_every_send_off', password: PASSWORD });
    expect((await off).ok).toBe(true);
    await dark.page.close();
  });

  it('the approval page follows the theme while it is open: the system turning dark, a choice saved by the main window', async () => {
    const surface = await openApprovalSurface(browser, stack.core.approvals, 'light');
    const theme = () => surface.page.evaluate(() => document.documentElement.dataset.theme);
    await expect.poll(theme).toBe('light');
    await surface.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(theme).toBe('dark');
    // Another page of the same origin saves "light" (as Settings in the main window does): the surface follows it.
    const other = await surface.page.context().newPage();
    const blank = new URL('/blank.html', surface.page.url()).href;
    await other.route(blank, (route) => route.fulfill({ body: '', contentType: 'text/html' }));
    await other.goto(blank);
    await other.evaluate(() => localStorage.setItem('xyz-wallet.theme', 'light'));
    await expect.poll(theme).toBe('light');
    await other.close();
    await surface.page.close();
  });
});
