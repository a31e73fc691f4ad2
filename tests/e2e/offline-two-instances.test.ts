// The whole air-gapped round trip through the UI of TWO wallet instances, each in its own Chromium context with its
// own core, data dir and keychain namespace: an offline signer whose every fetch throws (it holds the key) and an
// online watch-only wallet of the same address. Unsigned file download -> offline sign -> signed file download ->
// online check and broadcast -> included on the devnet.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { createWalletCore } from '../../electron/core/wallet-core';
import { createKeytarKeychain, testKeychainService } from '../../electron/core/keys/keychain';
import { launchChromium, openApp, shot } from './support/browser';
import type { ApprovalSurface } from './support/approval';
import {
  devnetControl,
  networkOf,
  removeDir,
  startTestDevnet,
  txIncluded,
  type CoreHandle,
} from './support/real-stack';
import { restUrl } from '../integration/support/dialect';

const PASSWORD = 'correct horse battery';
const ALICE = DEVNET_KEYS.alice.address;
const BOB = DEVNET_KEYS.bob.address;
const AMOUNT = '1.5';
const EXPECTED_MESSAGE = `Send ${AMOUNT} XYZ from ${ALICE} to ${BOB}`;

/** Every URL the offline instance tried to fetch; each attempt threw, so none ever reached the network. */
const offlineFetches: string[] = [];
const blockedFetch = (async (input: string | URL | Request) => {
  offlineFetches.push(String(input));
  throw new TypeError('network blocked on the air-gapped machine');
}) as typeof fetch;

/** A real core on a fresh temp dir and its own keychain namespace; `fetch` replaces the network when given. */
async function startInstance(
  devnet: RunningDevnet,
  label: string,
  fetchFn?: typeof fetch,
): Promise<CoreHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `xyz-e2e-${label}-`));
  const namespace = `e2e-${label}-${process.pid}-${Date.now()}`;
  const keychain = await createKeytarKeychain(testKeychainService(), { namespace });
  const core = await createWalletCore({
    dataDir,
    keychain,
    network: networkOf(devnet),
    version: '0.1.0-e2e',
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  return { core, dataDir, namespace };
}

async function balanceOf(devnet: RunningDevnet, address: string): Promise<bigint> {
  const reply = await fetch(
    restUrl(`${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${address}/by_denom?denom=uxyz`),
  );
  return BigInt(((await reply.json()) as { balance: { amount: string } }).balance.amount);
}

/** Clicks `button` and saves the download it offers into `dir`; returns the saved file's path. */
async function downloadBy(page: Page, testid: string, dir: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

describe('air-gapped round trip with two app instances', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let offline: CoreHandle;
  let online: CoreHandle;
  let offlinePage: Page;
  let onlinePage: Page;
  let offlineApprovals: ApprovalSurface;
  let onlineErrors: string[];
  /** The "USB stick" the files travel on between the two machines. */
  const transfer = mkdtempSync(path.join(tmpdir(), 'xyz-e2e-transfer-'));
  let unsignedFile = '';
  let signedFile = '';
  let bobBefore = 0n;
  /** The fee line the online page showed for the unsigned file (Summary's first <dd>). */
  let exportedFeeText = '';

  beforeAll(async () => {
    devnet = await startTestDevnet();
    offline = await startInstance(devnet, 'offline', blockedFetch);
    online = await startInstance(devnet, 'online');
    const imported = await offline.core.invoke('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Cold',
      password: PASSWORD,
    });
    if (!imported.ok) throw new Error(imported.error.message);
    const watched = await online.core.invoke('keys/add-watch-only', { address: ALICE, name: 'Cold (watch)' });
    if (!watched.ok) throw new Error(watched.error.message);
    const { tx_hash } = (await devnetControl(devnet, '/devnet/faucet', {
      address: ALICE,
      amount: '50000000',
    })) as { tx_hash: string };
    await txIncluded(devnet, tx_hash);
    bobBefore = await balanceOf(devnet, BOB);
    browser = await launchChromium();
    // openApp opens each page in a new browser context: two separate "machines" in one browser.
    ({ page: offlinePage, approvals: offlineApprovals } = await openApp(browser, offline.core));
    ({ page: onlinePage, errors: onlineErrors } = await openApp(browser, online.core));
    for (const page of [offlinePage, onlinePage]) {
      await page.getByTestId('nav-offline').click();
      await page.getByTestId('screen-offline').waitFor();
    }
  });

  afterAll(async () => {
    await offlinePage?.close().catch(() => {});
    await onlinePage?.close().catch(() => {});
    await browser?.close();
    await offline?.core.close();
    await online?.core.close();
    await devnet?.stop().catch(() => {});
    if (offline) removeDir(offline.dataDir);
    if (online) removeDir(online.dataDir);
    removeDir(transfer);
  });

  it('online, watch-only: exports the unsigned file for the send', async () => {
    await onlinePage.getByTestId('offline-export-to').fill(BOB);
    await onlinePage.getByTestId('offline-export-amount').fill(AMOUNT);
    await onlinePage.getByTestId('offline-export-memo').fill('two machines');
    await onlinePage.getByTestId('offline-export').click();
    await onlinePage.getByTestId('offline-unsigned').waitFor({ timeout: 30_000 });
    expect(await onlinePage.getByTestId('offline-export-review-message').textContent()).toBe(
      EXPECTED_MESSAGE,
    );
    exportedFeeText =
      (await onlinePage.getByTestId('offline-export-review').locator('dd').first().textContent()) ?? '';
    expect(exportedFeeText).toMatch(/^\d+(\.\d+)? XYZ for up to \d+ gas$/);
    unsignedFile = await downloadBy(onlinePage, 'offline-unsigned-save', transfer);
    expect(JSON.parse(readFileSync(unsignedFile, 'utf8'))).toMatchObject({
      format: 'xyz-wallet/unsigned-tx',
      chain_id: devnet.chainId,
      signer: ALICE,
    });
    await shot(onlinePage, 'offline-two-1-online-unsigned-export');
  });

  it('offline, network blocked: loads the unsigned file, shows what will be signed, signs and exports the signed file', async () => {
    const attemptsBefore = offlineFetches.length;
    await offlinePage.getByTestId('offline-mode-file').check();
    await offlinePage.getByTestId('offline-unsigned-file').setInputFiles(unsignedFile);
    await expect
      .poll(() => offlinePage.getByTestId('offline-unsigned-input').inputValue())
      .toContain('xyz-wallet/unsigned-tx');
    await offlinePage.getByTestId('offline-review').click();
    await offlinePage.getByTestId('offline-sign-review').waitFor();
    expect(await offlinePage.getByTestId('offline-sign-review-message').textContent()).toBe(EXPECTED_MESSAGE);
    expect(await offlinePage.getByTestId('offline-sign-review').locator('dd').first().textContent()).toBe(
      exportedFeeText,
    );
    await shot(offlinePage, 'offline-two-2-offline-review');
    await offlinePage.getByTestId('offline-sign').click();
    await offlineApprovals.approve({ kind: 'offline_sign' });
    await offlinePage.getByTestId('offline-signed').waitFor();
    signedFile = await downloadBy(offlinePage, 'offline-signed-save', transfer);
    expect(JSON.parse(readFileSync(signedFile, 'utf8'))).toMatchObject({
      format: 'xyz-wallet/signed-tx',
      signer: ALICE,
    });
    await shot(offlinePage, 'offline-two-3-offline-signed');
    // The offline app's screens keep polling balances, node status and history in the background (each attempt threw;
    // the history search is `GET .../txs?events=`); the review and signing themselves never asked the network for the
    // account, a simulation or a broadcast.
    const duringSigning = offlineFetches
      .slice(attemptsBefore)
      .filter((url) => !/\/tx\/v1beta1\/txs\?events=/.test(url));
    expect(duringSigning.filter((url) => /\/(auth|tx)\/v1beta1\/|simulate|broadcast/.test(url))).toEqual([]);
  });

  it('online: loads the signed file, shows the recipient and amount decoded from its bytes, broadcasts it and sees it included', async () => {
    const { tx_hash: hash } = JSON.parse(readFileSync(signedFile, 'utf8')) as { tx_hash: string };
    await onlinePage.getByTestId('offline-tab-broadcast').click();
    await onlinePage.getByTestId('offline-signed-file').setInputFiles(signedFile);
    await expect
      .poll(() => onlinePage.getByTestId('offline-signed-text').inputValue())
      .toContain('xyz-wallet/signed-tx');
    await onlinePage.getByTestId('offline-broadcast-review').click();
    await onlinePage.getByTestId('offline-broadcast-summary').waitFor({ timeout: 30_000 });
    expect(await onlinePage.getByTestId('offline-broadcast-summary-message').textContent()).toBe(
      EXPECTED_MESSAGE,
    );
    await shot(onlinePage, 'offline-two-4-online-broadcast-review');
    await onlinePage.getByTestId('offline-broadcast').click();
    await onlinePage
      .locator('[data-testid="offline-broadcast-status"][data-status="included"]')
      .waitFor({ timeout: 30_000 });
    expect(await onlinePage.getByTestId('offline-broadcast-hash').textContent()).toBe(hash);
    await shot(onlinePage, 'offline-two-5-online-included');
    expect((await txIncluded(devnet, hash)).code).toBe(0);
    expect(await balanceOf(devnet, BOB)).toBe(bobBefore + 1_500_000n);
    expect(onlineErrors).toEqual([]);
  });
});
