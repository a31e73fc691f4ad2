// The "Offline & backup" screens against the real core, keychain and devnet, in Debian Chromium: offline signer
// mode (typed-in parameters) -> signed file -> "broadcast signed" -> included; a replayed file; a bad backup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { launchChromium, openApp, shot } from './support/browser';
import { readQr } from './support/read-qr';
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
import { restUrl } from '../integration/support/dialect';

const PASSWORD = 'correct horse battery';
const ALICE = DEVNET_KEYS.alice.address;
const BOB = DEVNET_KEYS.bob.address;

async function accountOnChain(devnet: RunningDevnet): Promise<{ account_number: string; sequence: string }> {
  const reply = await fetch(restUrl(`${devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${ALICE}`));
  return ((await reply.json()) as { account: { account_number: string; sequence: string } }).account;
}

describe('offline & backup screens', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let page: Page;
  let errors: string[];
  let approvals: ApprovalSurface;
  let signedText = '';

  beforeAll(async () => {
    devnet = await startTestDevnet();
    stack = await startCore(networkOf(devnet));
    const imported = await stack.core.invoke('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Cold',
      password: PASSWORD,
    });
    if (!imported.ok) throw new Error(imported.error.message);
    const { tx_hash } = (await devnetControl(devnet, '/devnet/faucet', {
      address: ALICE,
      amount: '50000000',
    })) as { tx_hash: string };
    await txIncluded(devnet, tx_hash);
    browser = await launchChromium();
    ({ page, errors, approvals } = await openApp(browser, stack.core));
    await page.getByTestId('nav-offline').click();
    await page.getByTestId('screen-offline').waitFor();
  });

  afterAll(async () => {
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  it('signs in offline signer mode from typed-in details, after showing exactly what will be signed', async () => {
    const onChain = await accountOnChain(devnet);
    await page.getByTestId('offline-mode-manual').check();
    await page.getByTestId('offline-to').fill(BOB);
    await page.getByTestId('offline-amount').fill('1.25');
    await page.getByTestId('offline-memo').fill('from the cold machine');
    await page.getByTestId('offline-account-number').fill(onChain.account_number);
    await page.getByTestId('offline-sequence').fill(onChain.sequence);
    await page.getByTestId('offline-review').click();
    await page.getByTestId('offline-sign-review').waitFor();
    expect(await page.getByTestId('offline-sign-review-message').textContent()).toBe(
      `Send 1.25 XYZ from ${ALICE} to ${BOB}`,
    );
    await shot(page, 'offline-sign-review-light');
    await page.getByTestId('offline-sign').click();
    await approvals.approve({ kind: 'offline_sign' });
    await page.getByTestId('offline-signed').waitFor();
    signedText = await page.getByTestId('offline-signed-text').inputValue();
    expect(JSON.parse(signedText)).toMatchObject({ format: 'xyz-wallet/signed-tx', signer: ALICE });
    expect(await page.getByTestId('offline-signed-frame').textContent()).toMatch(/^QR 1 of \d+$/);
    await page.getByTestId('qr').waitFor();
    // The first frame as drawn reads back as the frame the core made for it (its text is the code's label).
    const frame = await page.getByTestId('qr').getAttribute('aria-label');
    expect(frame).toMatch(/^XYZTX:1\//);
    expect(readQr(await page.getByTestId('qr').screenshot())).toBe(frame);
    await shot(page, 'offline-signed-qr-light');
  });

  it('checks the signed file, broadcasts it and follows it to inclusion', async () => {
    await page.getByTestId('offline-tab-broadcast').click();
    await page.getByTestId('offline-signed-text').fill(signedText);
    await page.getByTestId('offline-broadcast-review').click();
    await page.getByTestId('offline-broadcast-summary').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-broadcast-summary-message').textContent()).toBe(
      `Send 1.25 XYZ from ${ALICE} to ${BOB}`,
    );
    await shot(page, 'offline-broadcast-review-light');
    await page.getByTestId('offline-broadcast').click();
    await page
      .locator('[data-testid="offline-broadcast-status"][data-status="included"]')
      .waitFor({ timeout: 30_000 });
  });

  it('recognises a replayed file as already on chain and sends nothing', async () => {
    await page.getByTestId('offline-broadcast-review').click();
    await page.getByTestId('offline-already-included').waitFor({ timeout: 30_000 });
  });

  it('refuses tampered files with a clear message', async () => {
    const tampered = JSON.parse(signedText) as { summary: { messages: string[] } };
    tampered.summary.messages = [`Send 0.01 XYZ from ${ALICE} to ${BOB}`];
    await page.getByTestId('offline-signed-text').fill(JSON.stringify(tampered));
    await page.getByTestId('offline-broadcast-review').click();
    await page.getByTestId('offline-broadcast-error').waitFor();
    expect(await page.getByTestId('offline-broadcast-error').textContent()).toMatch(/summary does not match/);
  });

  it('signs without broadcasting: prepares the unsigned file from the network, signs it and keeps the signed file', async () => {
    await page.getByTestId('offline-tab-sign').click();
    await page.getByTestId('offline-prepare-online').locator('summary').click();
    await page.getByTestId('offline-export-to').fill(BOB);
    await page.getByTestId('offline-export-amount').fill('0.5');
    await page.getByTestId('offline-export').click();
    await page.getByTestId('offline-unsigned').waitFor({ timeout: 30_000 });
    const unsigned = await page.getByTestId('offline-unsigned-text').inputValue();
    expect(JSON.parse(unsigned)).toMatchObject({ format: 'xyz-wallet/unsigned-tx', signer: ALICE });
    await page.getByTestId('offline-mode-file').check();
    await page.getByTestId('offline-unsigned-input').fill(unsigned);
    await page.getByTestId('offline-review').click();
    await page.getByTestId('offline-sign-review').waitFor();
    expect(await page.getByTestId('offline-sign-review-message').textContent()).toBe(
      `Send 0.5 XYZ from ${ALICE} to ${BOB}`,
    );
    await page.getByTestId('offline-sign').click();
    await approvals.approve({ kind: 'offline_sign' });
    await page.getByTestId('offline-signed').waitFor();
    expect(JSON.parse(await page.getByTestId('offline-signed-text').inputValue())).toMatchObject({
      format: 'xyz-wallet/signed-tx',
    });
    await shot(page, 'offline-sign-without-broadcast-light');
  });

  it('prepares an unsigned revoke of a permission the account gave, picked from the Permissions screen sentences', async () => {
    const call = async (channel: string, payload: unknown) => {
      const result = await stack.core.invoke(channel, payload);
      if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
      return result.value as { reviewId: string; txHash: string; id: string };
    };
    const listed = await stack.core.invoke('keys/list', {});
    if (!listed.ok) throw new Error(listed.error.message);
    const { accounts } = listed.value as { accounts: Array<{ id: string }> };
    const grant = await call('tx/draft-grant-fee-allowance', {
      accountId: accounts[0]!.id,
      grantee: BOB,
      spendLimit: '1',
      expiration: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    await txIncluded(devnet, (await call('tx/confirm', { reviewId: grant.reviewId })).txHash);
    await page.getByTestId('offline-tab-sign').click();
    const prepare = page.getByTestId('offline-prepare-online');
    if ((await prepare.getAttribute('open')) === null) await prepare.locator('summary').click();
    await page.getByTestId('offline-export-kind').selectOption('revoke-permissions');
    // The send file prepared before is for other details: it leaves the screen.
    await page.getByTestId('offline-unsigned').waitFor({ state: 'detached' });
    // The devnet's genesis gives Alice's account other grants too: pick the allowance this test gave Bob.
    const row = page
      .getByTestId('offline-revoke-picker')
      .getByTestId('perm-row')
      .filter({ hasText: BOB })
      .filter({ hasText: /may pay fees from this account, up to 1 XYZ/ });
    await row.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-export').isDisabled()).toBe(true);
    await row.getByTestId('perm-select').check();
    await shot(page, 'offline-revoke-pick-light');
    await page.getByTestId('offline-export').click();
    await page.getByTestId('offline-unsigned').waitFor({ timeout: 30_000 });
    const unsigned = JSON.parse(await page.getByTestId('offline-unsigned-text').inputValue()) as {
      summary: { messages: string[] };
    };
    expect(unsigned.summary.messages).toHaveLength(1);
    expect(unsigned.summary.messages[0]).toMatch(/fee allowance/i);
    expect(unsigned.summary.messages[0]).toContain(BOB);
  });

  it('asks for a long, separate backup passphrase', async () => {
    await page.getByTestId('offline-tab-backup').click();
    await page.getByTestId('backup-password').fill(PASSWORD);
    await page.getByTestId('backup-passphrase').fill('short');
    await page.getByTestId('backup-passphrase-repeat').fill('short');
    await page.getByTestId('backup-export').click();
    await page.getByTestId('backup-export-error').waitFor();
    expect(await page.getByTestId('backup-export-error').textContent()).toMatch(/at least 12 characters/);
    await shot(page, 'offline-backup-light');
    expect(errors).toEqual([]);
  });
});
