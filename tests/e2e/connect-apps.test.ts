// Issue 32 end to end in Chromium: the test app (tests/fixtures/dapp, the same @walletconnect/sign-client a dApp uses)
// and the REAL wallet core pair through the devnet's loopback relay. The person pastes the app's wc: link on the
// Connected apps screen, approves the session in the approval surface choosing one of two accounts; the app reads the
// accounts, asks for a direct and an amino send — each a review in the approval surface, approved — and broadcasts
// the signed bytes to the devnet itself, where they are included (the devnet checks the signature); a refused
// request reaches the app as the standard rejection (5000); a signed message (ADR-036 through cosmos_signAmino)
// verifies with cosmjs; a fee far above the usual one needs the explicit yes; a sign doc for another chain is refused
// unsigned with a note; disconnecting from the wallet (one session, or all after a confirm) ends the session in the
// app, and from the app in the wallet.
// Screenshots in both themes: tests/artifacts/screens/connect-*.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64 } from '@cosmjs/encoding';
import type { RunningDevnet } from '../../devnet/index';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { makeAdr036SignDoc } from '../../shared/adr036';
import { launchChromium, openApp, screenshot } from './support/browser';
import { axeViolations } from './support/axe';
import type { ApprovalSurface } from './support/approval';
import {
  networkOf,
  removeDir,
  startCore,
  startTestDevnet,
  txIncluded,
  type CoreHandle,
} from './support/real-stack';
import { TEST_DIALECT } from '../integration/support/dialect';
import { buildDapp, DappPage, serveDapp, type ServedDapp } from './connect-dapp';

const PASSWORD = 'correct horse battery';
const ALICE = DEVNET_KEYS.alice.address;
const BOB = DEVNET_KEYS.bob.address;

describe('connecting the test app to the wallet (real core, devnet, relay)', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let stack: CoreHandle;
  let served: ServedDapp;
  let page: Page;
  let errors: string[];
  let approvals: ApprovalSurface;
  let dapp: DappPage;

  beforeAll(async () => {
    const [bundle, started] = await Promise.all([buildDapp(), startTestDevnet()]);
    devnet = started;
    served = await serveDapp(bundle, devnet.chainRestUrl);
    const network = { ...networkOf(devnet), relayUrl: devnet.relayUrl!, projectId: 'devnet' };
    stack = await startCore(network);
    for (const [key, name] of [
      [DEVNET_KEYS.alice, 'Alice'],
      [DEVNET_KEYS.bob, 'Bob'],
    ] as const) {
      const imported = await stack.core.invoke('keys/import-mnemonic', {
        mnemonic: key.mnemonic,
        name,
        password: PASSWORD,
      });
      if (!imported.ok) throw new Error(imported.error.message);
    }
    browser = await launchChromium();
    ({ page, errors, approvals } = await openApp(browser, stack.core));
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
    const query = new URLSearchParams({
      relay: devnet.relayUrl!,
      rest: `${served.origin}/chain`,
      chain: devnet.chainId,
      to: BOB,
      dialect: TEST_DIALECT,
      icon: `${devnet.backendUrl}/images/xyz-test-app.png`,
    });
    const appPage = await browser.newPage({ viewport: { width: 900, height: 700 } });
    await appPage.goto(`${served.origin}/index.html?${query.toString()}`);
    dapp = new DappPage(appPage);
  });

  afterAll(async () => {
    await dapp?.page.close().catch(() => {});
    await page?.close().catch(() => {});
    await browser?.close();
    await stack?.core.close();
    await served?.close();
    await devnet?.stop().catch(() => {});
    if (stack) removeDir(stack.dataDir);
  });

  /**
   * Screenshots `target` in both themes once `ready` holds: the wallet page follows the system's color scheme; the
   * approval page reads it once when it opens, so its theme attribute is set as that start-up code sets it.
   */
  async function themed(target: Page, name: string, ready: () => Promise<void>): Promise<void> {
    const approval = target === approvals.page;
    for (const scheme of ['light', 'dark'] as const) {
      if (approval)
        await target.evaluate((theme) => (document.documentElement.dataset.theme = theme), scheme);
      else await target.emulateMedia({ colorScheme: scheme });
      await ready();
      await target.waitForTimeout(200);
      await screenshot(target, `${name}-${scheme}`);
    }
    if (approval) await target.evaluate(() => (document.documentElement.dataset.theme = 'light'));
    else await target.emulateMedia({ colorScheme: 'light' });
  }

  const request = () => approvals.page.getByTestId('approval-request');

  /** Pastes the app's new wc: link on the Connected apps screen and approves the session showing Alice only. */
  async function pairAsAlice(screenshotName?: string): Promise<void> {
    await dapp.click('connect');
    const uri = await dapp.pairingUri();
    await page.getByTestId('nav-connect').click();
    await page.getByTestId('screen-connect').waitFor();
    await page.getByTestId('connect-uri').fill(uri);
    if (screenshotName) await themed(page, screenshotName, () => page.getByTestId('connect-uri').waitFor());
    await page.getByTestId('connect-pair-submit').click();
    await page.getByTestId('connect-paired').waitFor({ timeout: 30_000 });
    await request().and(approvals.page.locator('[data-kind="connect_session"]')).waitFor({ timeout: 60_000 });
    if (screenshotName) {
      await themed(approvals.page, 'connect-session-approval', () => request().waitFor());
      expect(await axeViolations(approvals.page)).toEqual([]);
      expect(await approvals.page.getByTestId('approval-app-icon').getAttribute('src')).toMatch(
        /^data:image\//,
      );
    }
    await approvals.page
      .getByTestId('approval-accounts')
      .locator('label', { hasText: 'Alice' })
      .getByTestId('approval-account-pick')
      .check();
    await approvals.approve({ kind: 'connect_session' });
  }

  it('pairs by the pasted wc: link; the person approves the session choosing one of two accounts', async () => {
    await pairAsAlice('connect-pairing');
    const connected = await dapp.next('connected');
    expect(connected.data).toEqual([`cosmos:${devnet.chainId}:${ALICE}`]);
    await dapp.click('accounts');
    const accounts = (await dapp.next('accounts')).data as Array<{ address: string; algo: string }>;
    expect(accounts.map((a) => [a.address, a.algo])).toEqual([[ALICE, 'secp256k1']]);
    expect(errors).toEqual([]);
  });

  it('shows the session on the Connected apps screen: the app, the one account, what it may do in words', async () => {
    const session = page.getByTestId('connect-session');
    await session.waitFor({ timeout: 30_000 });
    expect(await session.getByTestId('connect-session-name').textContent()).toBe('XYZ test app');
    expect(await session.getByTestId('connect-session-url').textContent()).toBe(served.origin);
    // The icon the core fetched from the network's backend, as a data: image.
    expect(await session.getByTestId('connect-session-icon').getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    const accounts = await session.getByTestId('connect-session-accounts').innerText();
    expect(accounts).toContain(ALICE);
    expect(accounts).not.toContain(BOB);
    expect(await session.getByTestId('connect-session-methods').innerText()).toContain(
      'ask you to sign transactions',
    );
    await themed(page, 'connect-apps', () => session.waitFor());
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  /** Asks for a send in `mode`, approves its review, and broadcasts it from the app; returns the review's text. */
  async function signAndBroadcast(
    mode: 'direct' | 'amino',
    screenshotName?: string,
    whileAsked?: () => Promise<void>,
  ): Promise<string> {
    await dapp.click(`sign-${mode}`);
    await request().and(approvals.page.locator('[data-kind="connect_sign"]')).waitFor({ timeout: 60_000 });
    if (screenshotName) await themed(approvals.page, screenshotName, () => request().waitFor());
    await whileAsked?.();
    const answered = await approvals.approve({ kind: 'connect_sign' });
    await dapp.next(`signed ${mode}`);
    await dapp.click('broadcast');
    const broadcast = (await dapp.next('broadcast')).data as {
      txhash: string;
      code: number;
      raw_log?: string;
    };
    expect(broadcast, broadcast.raw_log).toMatchObject({ code: 0 });
    expect((await txIncluded(devnet, broadcast.txhash)).code).toBe(0);
    return answered.text;
  }

  it("the app's direct send is a review with its balance preview; approved, the app's broadcast is included", async () => {
    // While the review waits, the Connected apps screen lists it; answered, it leaves the list.
    const waiting = page.getByTestId('connect-waiting-request');
    const text = await signAndBroadcast('direct', 'connect-sign-review', async () => {
      await waiting.waitFor({ timeout: 30_000 });
      expect(await waiting.textContent()).toContain('XYZ test app: asks you to sign a transaction');
      await themed(page, 'connect-apps-waiting', () => waiting.waitFor());
    });
    await waiting.waitFor({ state: 'detached', timeout: 30_000 });
    expect(text).toContain('XYZ test app');
    expect(text).toContain(BOB);
    expect(text).toContain('test app direct');
    expect(text).toContain('You send 0.001 XYZ + 0.005 XYZ fee');
  });

  it("the app's amino send is a review too; approved, the app's broadcast is included", async () => {
    const text = await signAndBroadcast('amino');
    expect(text).toContain(BOB);
    expect(text).toContain('test app amino');
    expect(text).toContain('You send 0.001 XYZ + 0.005 XYZ fee');
  });

  it('a refused request reaches the app as the standard rejection (5000), nothing signed', async () => {
    await dapp.click('sign-direct');
    await approvals.refuse({ kind: 'connect_sign' });
    expect((await dapp.next('sign-direct failed')).data).toMatchObject({ code: 5000 });
  });

  it('a signed message shows its text in full and the app; its signature verifies with cosmjs', async () => {
    await dapp.click('sign-message');
    await request().and(approvals.page.locator('[data-kind="sign_message"]')).waitFor({ timeout: 60_000 });
    await themed(approvals.page, 'connect-signed-message', () => request().waitFor());
    const answered = await approvals.approve({ kind: 'sign_message' });
    expect(answered.summary).toBe('Sign in to the XYZ test app');
    expect(answered.text).toContain('XYZ test app');
    const signed = (await dapp.next('signed message')).data as {
      data: string;
      signer: string;
      signature: { signature: string; pub_key: { type: string; value: string } };
    };
    expect(signed.signer).toBe(ALICE);
    const pubkey = fromBase64(signed.signature.pub_key.value);
    expect(
      pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: signed.signature.pub_key.value }, 'xyz'),
    ).toBe(ALICE);
    const doc = makeAdr036SignDoc(ALICE, new TextEncoder().encode(signed.data));
    const ok = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signed.signature.signature)),
      sha256(serializeSignDoc(doc)),
      pubkey,
    );
    expect(ok).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a fee far above the usual one needs the explicit "I accept this fee", as for the wallet\'s own sends', async () => {
    await dapp.click('sign-high-fee');
    await request().and(approvals.page.locator('[data-kind="connect_sign"]')).waitFor({ timeout: 60_000 });
    const alert = approvals.page.getByTestId('approval-fee-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('5 XYZ');
    // Ticked, Approve arms; unticked again, it is off at once: the tick is what it waits for.
    const approve = approvals.page.getByTestId('approval-approve');
    const accept = approvals.page.getByTestId('approval-accept-fee');
    await accept.check();
    await expect.poll(() => approve.isEnabled()).toBe(true);
    await accept.uncheck();
    expect(await approve.isDisabled()).toBe(true);
    await approvals.approve({ kind: 'connect_sign', acceptHighFee: true });
    await dapp.next('signed high fee');
  });

  it('a sign doc for another chain is refused unsigned: an error to the app, a note to the person', async () => {
    await dapp.click('sign-wrong-chain');
    const failed = (await dapp.next('sign-wrong-chain failed')).data as { code: number; message: string };
    expect(failed.code).not.toBe(5000);
    expect(failed.message).toBeTruthy();
    const note = page.getByTestId('connect-refusal');
    await note.waitFor({ timeout: 30_000 });
    expect(await note.getAttribute('data-reason')).toBe('wrong_chain_id');
    expect(await note.textContent()).toContain(
      'XYZ test app: refused, nothing was signed. Its transaction was for another network.',
    );
    expect(await approvals.pending()).toBe(0);
    await themed(page, 'connect-apps-refusal', () => note.waitFor());
    await note.getByTestId('connect-refusal-dismiss').click();
    await note.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('disconnecting from the wallet (after its confirm) ends the session in the app', async () => {
    await page.getByTestId('connect-session').getByTestId('connect-disconnect').click();
    await page.getByTestId('connect-confirm-yes').click();
    await page.getByTestId('connect-empty').waitFor({ timeout: 30_000 });
    await dapp.next('session deleted');
    expect(errors).toEqual([]);
  });

  it('disconnecting from the app ends the session in the wallet', async () => {
    await pairAsAlice();
    await dapp.next('connected');
    await page.getByTestId('connect-session').waitFor({ timeout: 30_000 });
    await dapp.click('disconnect');
    await dapp.next('disconnected');
    await page.getByTestId('connect-empty').waitFor({ timeout: 30_000 });
    expect(await stack.core.invoke('connect/sessions', {})).toMatchObject({
      ok: true,
      value: { sessions: [] },
    });
    expect(errors).toEqual([]);
  });

  it('"Disconnect all" asks first, then ends every session, in the app too', async () => {
    await pairAsAlice();
    await dapp.next('connected');
    await page.getByTestId('connect-session').waitFor({ timeout: 30_000 });
    await page.getByTestId('connect-disconnect-all').click();
    const confirm = page.getByTestId('connect-confirm-all');
    expect(await confirm.textContent()).toContain('Disconnect the connected app?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('connect-session').count()).toBe(1);
    await page.getByTestId('connect-disconnect-all').click();
    await page.getByTestId('connect-confirm-all-yes').click();
    await page.getByTestId('connect-empty').waitFor({ timeout: 30_000 });
    await dapp.next('session deleted');
    expect(errors).toEqual([]);
  });
});
