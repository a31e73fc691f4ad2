// The air-gapped round trip by camera alone, through the UI of two wallet instances (each its own core, data dir and
// keychain namespace; the offline one's every fetch throws): online export -> the offline machine scans the unsigned
// request's QR frames -> review -> sign -> the online machine scans the signed transaction's QR frames -> review ->
// broadcast -> included on the devnet. No file is saved, picked or pasted. The fake cameras play the app's own
// frames (offline/qr) of what each screen produced.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { createWalletCore } from '../../electron/core/wallet-core';
import { createKeytarKeychain, testKeychainService } from '../../electron/core/keys/keychain';
import { launchChromium, openApp, RENDERER_DIST, shot } from './support/browser';
import type { ApprovalSurface } from './support/approval';
import {
  devnetControl,
  networkOf,
  removeDir,
  startTestDevnet,
  txIncluded,
  type CoreHandle,
} from './support/real-stack';
import { launchWithCamera, writeQrVideo } from './camera-video';

const PASSWORD = 'correct horse battery';
const ALICE = DEVNET_KEYS.alice.address;
const BOB = DEVNET_KEYS.bob.address;
const EXPECTED_MESSAGE = `Send 0.75 XYZ from ${ALICE} to ${BOB}`;

/** Whether this build bundles a QR decoder (jsqr): the decode worker then carries its option name. */
const DECODER_BUILT = readdirSync(path.join(RENDERER_DIST, 'assets'))
  .filter((name) => name.startsWith('decode-worker-'))
  .some((name) =>
    readFileSync(path.join(RENDERER_DIST, 'assets', name), 'utf8').includes('inversionAttempts'),
  );

if (!DECODER_BUILT) throw new Error('the renderer build has no QR decoder (jsqr) in its decode worker');

const offlineFetches: string[] = [];
const blockedFetch = (async (input: string | URL | Request) => {
  offlineFetches.push(String(input));
  throw new TypeError('network blocked on the air-gapped machine');
}) as typeof fetch;

async function startInstance(
  devnet: RunningDevnet,
  label: string,
  fetchFn?: typeof fetch,
): Promise<CoreHandle> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `xyz-e2e-camera-${label}-`));
  const namespace = `e2e-camera-${label}-${process.pid}-${Date.now()}`;
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

describe('air-gapped round trip by camera, no file', () => {
  let devnet: RunningDevnet;
  let offline: CoreHandle;
  let online: CoreHandle;
  const browsers: Browser[] = [];
  const videos = mkdtempSync(path.join(tmpdir(), 'xyz-e2e-camera-videos-'));
  let unsignedText = '';
  let signedText = '';

  /** The app's own QR frames for a file's text, as its screens show them. */
  async function appFrames(core: CoreHandle, fileText: string): Promise<string[]> {
    const qr = await core.core.invoke('offline/qr', { text: JSON.stringify(JSON.parse(fileText)) });
    if (!qr.ok) throw new Error(qr.error.message);
    return (qr.value as { frames: string[] }).frames;
  }

  /** A page of `core` in a Chromium whose camera films `frames` in a loop. */
  async function pageFilming(
    core: CoreHandle,
    frames: string[],
    name: string,
  ): Promise<{ page: Page; approvals: ApprovalSurface }> {
    const video = path.join(videos, `${name}.y4m`);
    writeQrVideo(video, frames);
    const browser = await launchWithCamera({ video });
    browsers.push(browser);
    const { page, approvals } = await openApp(browser, core.core);
    await page.getByTestId('nav-offline').click();
    await page.getByTestId('screen-offline').waitFor();
    return { page, approvals };
  }

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
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close().catch(() => {});
    await offline?.core.close();
    await online?.core.close();
    await devnet?.stop().catch(() => {});
    if (offline) removeDir(offline.dataDir);
    if (online) removeDir(online.dataDir);
    rmSync(videos, { recursive: true, force: true });
  });

  it('online, watch-only: prepares the unsigned request and shows it as QR frames', async () => {
    const browser = await launchChromium();
    browsers.push(browser);
    const { page } = await openApp(browser, online.core);
    await page.getByTestId('nav-offline').click();
    await page.getByTestId('screen-offline').waitFor();
    await page.getByTestId('offline-export-to').fill(BOB);
    await page.getByTestId('offline-export-amount').fill('0.75');
    await page.getByTestId('offline-export').click();
    await page.getByTestId('offline-unsigned').waitFor({ timeout: 30_000 });
    unsignedText = await page.getByTestId('offline-unsigned-text').inputValue();
    expect(JSON.parse(unsignedText)).toMatchObject({ format: 'xyz-wallet/unsigned-tx', signer: ALICE });
    await page.close();
  });

  it('offline: scans the unsigned request, shows what will be signed, signs', async () => {
    const { page: offlinePage, approvals } = await pageFilming(
      offline,
      await appFrames(online, unsignedText),
      'unsigned',
    );
    const attemptsBefore = offlineFetches.length;
    await offlinePage.getByTestId('offline-mode-file').check();
    await offlinePage.getByTestId('offline-unsigned-scan-open').click();
    await offlinePage.getByTestId('offline-unsigned-scan-scanner').waitFor();
    await offlinePage
      .getByTestId('offline-unsigned-scan-scanner')
      .waitFor({ state: 'detached', timeout: 60_000 });
    expect(await offlinePage.getByTestId('offline-unsigned-input').inputValue()).toMatch(/^XYZTX:1\//);
    // The scan only filled the field: nothing is signed before the review is shown and Sign is pressed.
    expect(await offlinePage.getByTestId('offline-sign-review').count()).toBe(0);
    await offlinePage.getByTestId('offline-review').click();
    await offlinePage.getByTestId('offline-sign-review').waitFor();
    expect(await offlinePage.getByTestId('offline-sign-review-message').textContent()).toBe(EXPECTED_MESSAGE);
    await offlinePage.getByTestId('offline-sign').click();
    await approvals.approve({ kind: 'offline_sign' });
    await offlinePage.getByTestId('offline-signed').waitFor();
    signedText = await offlinePage.getByTestId('offline-signed-text').inputValue();
    expect(JSON.parse(signedText)).toMatchObject({ format: 'xyz-wallet/signed-tx', signer: ALICE });
    await shot(offlinePage, 'camera-round-trip-offline-signed');
    const duringSigning = offlineFetches
      .slice(attemptsBefore)
      .filter((url) => !/\/tx\/v1beta1\/txs\?events=/.test(url));
    expect(duringSigning.filter((url) => /\/(auth|tx)\/v1beta1\/|simulate|broadcast/.test(url))).toEqual([]);
    await offlinePage.close();
  });

  it('online: scans the signed transaction, reviews it, broadcasts it, and the devnet includes it', async () => {
    const { tx_hash: hash } = JSON.parse(signedText) as { tx_hash: string };
    const { page } = await pageFilming(online, await appFrames(offline, signedText), 'signed');
    await page.getByTestId('offline-tab-broadcast').click();
    await page.getByTestId('offline-signed-scan-open').click();
    await page.getByTestId('offline-signed-scan-scanner').waitFor();
    await page.getByTestId('offline-signed-scan-scanner').waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.getByTestId('offline-broadcast-summary').count()).toBe(0);
    await page.getByTestId('offline-broadcast-review').click();
    await page.getByTestId('offline-broadcast-summary').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-broadcast-summary-message').textContent()).toBe(EXPECTED_MESSAGE);
    await page.getByTestId('offline-broadcast').click();
    await page
      .locator('[data-testid="offline-broadcast-status"][data-status="included"]')
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-broadcast-hash').textContent()).toBe(hash);
    await shot(page, 'camera-round-trip-online-included');
    expect((await txIncluded(devnet, hash)).code).toBe(0);
    await page.close();
  });
});
