// A 2-of-3 shared account through the UI of THREE wallet instances, each with its own core, data dir and keychain
// namespace, passing only files between them (the "USB stick" is a temp dir): Alice (online) creates it from her own
// account and Bob's and Carol's pasted keys and saves the member card; Bob (online) and Carol (offline: every fetch
// throws) import the card and see the same address (cosmjs is the oracle). Alice proposes two sends from the Send
// screen (the review says "needs 2 of 3" and offers "Create proposal"), co-signs the first herself (1 of 2), hands its
// file to Carol, who reviews and signs it on the air-gapped instance; Bob co-signs the second. Alice collects (a repeat
// and a signature of the other proposal are refused, naming the member and why), combines and sends: included on
// the devnet, and the second proposal, whose sequence is now used, must be re-signed. Screenshots in both themes of
// the shared-account dashboard, a proposal with 1 of 2 signatures and the co-sign review.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMultisigThresholdPubkey, pubkeyToAddress } from '@cosmjs/amino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { RunningDevnet } from '../../devnet/index';
import type { AccountInfo, ResponseOf, Result } from '../../shared/api';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { createWalletCore } from '../../electron/core/wallet-core';
import { createKeytarKeychain, testKeychainService } from '../../electron/core/keys/keychain';
import { launchChromium, openApp, shot } from './support/browser';
import type { ApprovalSurface } from './support/approval';
import { axeViolations } from './support/axe';
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
const DAVE = DEVNET_KEYS.dave.address;

/** Every URL the offline instance tried to fetch; each attempt threw, so none reached the network. */
const offlineFetches: string[] = [];
const blockedFetch = (async (input: string | URL | Request) => {
  offlineFetches.push(String(input));
  throw new TypeError('network blocked on the air-gapped machine');
}) as typeof fetch;

interface Member {
  handle: CoreHandle;
  page: Page;
  errors: string[];
  approvals: ApprovalSurface;
  pubkey: string;
}

/** A real core on a fresh temp dir with its own keychain namespace, holding one devnet key; `fetchFn` replaces the network. */
async function startMember(
  devnet: RunningDevnet,
  browser: Browser,
  name: 'Alice' | 'Bob' | 'Carol',
  fetchFn?: typeof fetch,
): Promise<Member> {
  const label = name.toLowerCase() as 'alice' | 'bob' | 'carol';
  const dataDir = mkdtempSync(path.join(tmpdir(), `xyz-e2e-ms-${label}-`));
  const namespace = `e2e-ms-${label}-${process.pid}-${Date.now()}`;
  const keychain = await createKeytarKeychain(testKeychainService(), { namespace });
  const core = await createWalletCore({
    dataDir,
    keychain,
    network: networkOf(devnet),
    version: '0.1.0-e2e',
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
  const imported = (await core.invoke('keys/import-mnemonic', {
    mnemonic: DEVNET_KEYS[label].mnemonic,
    name,
    password: PASSWORD,
  })) as Result<AccountInfo>;
  if (!imported.ok) throw new Error(imported.error.message);
  const { page, errors, approvals } = await openApp(browser, core);
  return {
    handle: { core, dataDir, namespace },
    page,
    errors,
    approvals,
    pubkey: imported.value.pubkey ?? '',
  };
}

async function balanceOf(devnet: RunningDevnet, address: string): Promise<bigint> {
  const reply = await fetch(
    restUrl(`${devnet.chainRestUrl}/ledger/bank/v1beta1/balances/${address}/by_denom?denom=uxyz`),
  );
  return BigInt(((await reply.json()) as { balance: { amount: string } }).balance.amount);
}

/** Clicks `target` and saves the download it offers into `dir`; returns the saved file's path. */
async function downloadBy(page: Page, target: Locator, dir: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), target.click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The screenshot `name` in the light theme and again in the dark one (the app follows the system theme). */
async function shotBoth(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await shot(page, `${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** No axe violation on the page as it is now (the shared-account screens are held to the app's bar). */
async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

async function openMultisigTab(page: Page, tab: 'proposals' | 'create' | 'import' | 'cosign'): Promise<void> {
  await page.getByTestId('nav-multisig').click();
  await page.getByTestId('screen-multisig').waitFor();
  await page.getByTestId(`multisig-tab-${tab}`).click();
}

/** Fills a file field of the shared-account screens from a file and waits until its text arrived. */
async function loadFile(page: Page, testid: string, file: string, format: string): Promise<void> {
  await page.getByTestId(`${testid}-file`).setInputFiles(file);
  await expect.poll(() => page.getByTestId(`${testid}-text`).inputValue()).toContain(format);
}

/** Waits for `done` to show; an error shown instead fails the test with the words the person would read. */
async function waitForOutcome(page: Page, done: string, error: string): Promise<void> {
  await page
    .locator(`[data-testid="${done}"], [data-testid="${error}"]`)
    .first()
    .waitFor({ timeout: 60_000 });
  if ((await page.getByTestId(error).count()) > 0) throw new Error(await page.getByTestId(error).innerText());
}

const proposalCard = (page: Page, id: string) =>
  page.locator(`[data-testid="multisig-proposal"][data-id="${id}"]`);

/** Drafts a send from the active (shared) account and turns its review into a proposal; returns the proposal id. */
async function proposeSend(page: Page, amount: string, memo: string): Promise<string> {
  await page.getByTestId('nav-send').click();
  await page.getByTestId('send-to').fill(DAVE);
  await page.getByTestId('send-amount').fill(amount);
  await page.getByTestId('send-memo').fill(memo);
  await page.getByTestId('send-review').click();
  await page.getByTestId('tx-review').waitFor({ timeout: 30_000 });
  expect(await page.locator('#tx-review-title').textContent()).toBe('Review the proposal');
  expect(await page.getByTestId('review-multisig-needs').textContent()).toContain('2 of 3');
  expect(await page.getByTestId('tx-confirm').count()).toBe(0);
  await page.getByTestId('tx-propose').scrollIntoViewIfNeeded();
  await shot(page, `multisig-review-${memo}`);
  await page.getByTestId('tx-propose').click();
  await page.getByTestId('screen-multisig').waitFor();
  const open = page.locator('[data-testid="multisig-proposal"][open]');
  await open.waitFor();
  return (await open.getAttribute('data-id')) ?? '';
}

describe('a 2-of-3 shared account across three app instances, files only', () => {
  let browser: Browser;
  let devnet: RunningDevnet;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  /** The "USB stick" the files travel on between the machines. */
  const transfer = mkdtempSync(path.join(tmpdir(), 'xyz-e2e-ms-transfer-'));
  let sharedAddress = '';
  let cardFile = '';
  const first = { id: '', file: '' };
  const second = { id: '', file: '' };
  let carolSignature = '';
  let bobSignature = '';
  let daveBefore = 0n;

  beforeAll(async () => {
    devnet = await startTestDevnet();
    browser = await launchChromium();
    alice = await startMember(devnet, browser, 'Alice');
    bob = await startMember(devnet, browser, 'Bob');
    carol = await startMember(devnet, browser, 'Carol', blockedFetch);
    daveBefore = await balanceOf(devnet, DAVE);
  });

  afterAll(async () => {
    for (const member of [alice, bob, carol]) {
      await member?.page.close().catch(() => {});
      await member?.handle.core.close();
      if (member) removeDir(member.handle.dataDir);
    }
    await browser?.close();
    await devnet?.stop().catch(() => {});
    removeDir(transfer);
  });

  it('Alice creates it from her account and two pasted keys; the address is cosmjs’s; the member card is saved', async () => {
    const page = alice.page;
    await openMultisigTab(page, 'create');
    await page.getByTestId('multisig-name').fill('Treasury');
    await page.getByTestId('multisig-member-account').check();
    for (const [member, name] of [
      [bob, 'Bob'],
      [carol, 'Carol'],
    ] as const) {
      await page.getByTestId('multisig-pubkey-input').fill(member.pubkey);
      await page.getByTestId('multisig-pubkey-add').click();
      await page.getByTestId('multisig-member-pubkey-name').last().fill(name);
    }
    // A key pasted twice is refused at once.
    await page.getByTestId('multisig-pubkey-input').fill(bob.pubkey);
    await page.getByTestId('multisig-pubkey-add').click();
    await page.getByTestId('multisig-pubkey-error').waitFor();
    await page.getByTestId('multisig-pubkey-input').fill('');
    expect(await page.getByTestId('multisig-member-count').textContent()).toBe('3 members chosen');
    expect(await page.getByTestId('multisig-threshold').inputValue()).toBe('2');
    await expectAccessible(page);
    await page.getByTestId('multisig-create').click();
    await page.getByTestId('multisig-created').waitFor();
    sharedAddress = (await page.getByTestId('multisig-created-address').textContent()) ?? '';
    const oracle = pubkeyToAddress(
      createMultisigThresholdPubkey(
        [alice, bob, carol].map((m) => ({ type: 'tendermint/PubKeySecp256k1', value: m.pubkey })),
        2,
      ),
      'xyz',
    );
    expect(sharedAddress).toBe(oracle);
    await page.getByTestId('multisig-card-qr').waitFor();
    cardFile = await downloadBy(page, page.getByTestId('multisig-card-save'), transfer);
    expect(JSON.parse(readFileSync(cardFile, 'utf8'))).toMatchObject({
      format: 'xyz-wallet/multisig-account',
      account: { address: sharedAddress, threshold: 2 },
    });
    await shot(page, 'multisig-1-created');
  });

  it('Bob and Carol (offline) import the member card and see the same address', async () => {
    for (const member of [bob, carol]) {
      const page = member.page;
      await openMultisigTab(page, 'import');
      await loadFile(page, 'multisig-import-card', cardFile, 'xyz-wallet/multisig-account');
      await page.getByTestId('multisig-import-name').fill('Treasury');
      await page.getByTestId('multisig-import').click();
      await page.getByTestId('multisig-imported').waitFor();
      expect(await page.getByTestId('multisig-imported-address').textContent()).toBe(sharedAddress);
      await page.getByTestId('multisig-open-imported').click();
      await page.getByTestId('multisig-account').waitFor();
      expect(await page.getByTestId('multisig-account-address').textContent()).toBe(sharedAddress);
    }
    await shot(bob.page, 'multisig-2-imported-card');
  });

  it('Alice watches it like any account: "2 of 3" in the account switcher and on the dashboard, its balance', async () => {
    const { tx_hash } = (await devnetControl(devnet, '/devnet/faucet', {
      address: sharedAddress,
      amount: '50000000',
    })) as { tx_hash: string };
    await txIncluded(devnet, tx_hash);
    const page = alice.page;
    await page.getByTestId('multisig-open-created').click();
    await page.getByTestId('multisig-account').waitFor();
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('shared-strip').waitFor();
    expect(await page.getByTestId('account-switcher').locator('option:checked').textContent()).toBe(
      'Treasury (2 of 3)',
    );
    expect(await page.getByTestId('shared-strip').getByTestId('shared-badge').textContent()).toBe('2 of 3');
    await page.getByTestId('refresh').click();
    await expect
      .poll(() => page.getByTestId('balance-spendable').textContent(), { timeout: 30_000 })
      .toMatch(/^50(\.0+)? XYZ$/);
    await shotBoth(page, 'multisig-dashboard');
  });

  it('Alice’s Settings word it "Shared (2 of 3)"; its Offline tab points to co-signing, not to signing alone', async () => {
    const page = alice.page;
    await page.getByTestId('nav-settings').click();
    const kind = page.getByTestId('account-kind').filter({ hasText: 'Shared (2 of 3)' });
    await kind.waitFor();
    expect(await page.getByTestId('account-kind').filter({ hasText: 'multisig' }).count()).toBe(0);
    await kind.scrollIntoViewIfNeeded();
    await shotBoth(page, 'multisig-settings-kind');
    await page.getByTestId('nav-offline').click();
    await page.getByTestId('offline-shared-account').waitFor();
    expect(await page.getByTestId('offline-prepare-online').count()).toBe(0);
    await shotBoth(page, 'multisig-offline');
    await page.getByTestId('offline-shared-cosign').click();
    await page.getByTestId('screen-multisig').waitFor();
    await expect
      .poll(() => page.getByTestId('multisig-tab-cosign').getAttribute('aria-selected'))
      .toBe('true');
  });

  it('Alice proposes two sends: the review says "needs 2 of 3" and its button is "Create proposal"', async () => {
    const page = alice.page;
    first.id = await proposeSend(page, '1.5', 'first');
    await shot(page, 'multisig-3-proposed');
    const card = proposalCard(page, first.id);
    expect(await card.getAttribute('data-status')).toBe('collecting');
    expect(await card.getByTestId('multisig-proposal-count').textContent()).toBe('0 of 2 signatures');
    expect(await card.getByTestId('multisig-proposal-summary-message').first().textContent()).toContain(DAVE);
    first.file = await downloadBy(page, card.getByTestId('multisig-proposal-file-save'), transfer);
    expect(JSON.parse(readFileSync(first.file, 'utf8'))).toMatchObject({
      format: 'xyz-wallet/multisig-proposal',
      account: { address: sharedAddress },
    });
    second.id = await proposeSend(page, '0.5', 'second');
    expect(second.id).not.toBe(first.id);
    second.file = await downloadBy(
      page,
      proposalCard(page, second.id).getByTestId('multisig-proposal-file-save'),
      transfer,
    );
    // Both were drafted before either was sent: the same sequence.
    const [a, b] = [first.file, second.file].map(
      (f) => JSON.parse(readFileSync(f, 'utf8')) as { sequence: string },
    );
    expect(a!.sequence).toBe(b!.sequence);
  });

  it('Alice co-signs the first herself (approval surface) and adds it here: 1 of 2', async () => {
    const page = alice.page;
    await openMultisigTab(page, 'cosign');
    await loadFile(page, 'multisig-cosign-proposal', first.file, 'xyz-wallet/multisig-proposal');
    await page.getByTestId('multisig-cosign-review').click();
    await page.getByTestId('multisig-cosign').waitFor();
    await page.getByTestId('multisig-cosign-sign').click();
    await alice.approvals.approve({ kind: 'multisig_sign' });
    await waitForOutcome(page, 'multisig-signature-file', 'multisig-cosign-error');
    await page.getByTestId('multisig-cosign-add-here').click();
    await page.getByTestId('multisig-cosign-added').waitFor();

    await page.getByTestId('multisig-tab-proposals').click();
    const card = proposalCard(page, first.id);
    await card.locator('summary').click();
    await expect
      .poll(() => card.getByTestId('multisig-proposal-count').textContent())
      .toBe('1 of 2 signatures');
    const signed = await card
      .locator('[data-testid="multisig-signer"][data-signed="true"]')
      .allTextContents();
    expect(signed.map((s) => s.replace(/\s+/g, ' '))).toEqual([expect.stringContaining('Alice')]);
    // Only the first proposal open: the shot shows it whole.
    const secondCard = proposalCard(page, second.id);
    if ((await secondCard.getAttribute('open')) !== null) await secondCard.locator('summary').click();
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shotBoth(page, 'multisig-proposal-1-of-2');
  });

  it('Carol, offline, sees the whole transaction and the shared account it spends from, signs, saves her signature', async () => {
    const page = carol.page;
    const attemptsBefore = offlineFetches.length;
    await openMultisigTab(page, 'cosign');
    await loadFile(page, 'multisig-cosign-proposal', first.file, 'xyz-wallet/multisig-proposal');
    await page.getByTestId('multisig-cosign-review').click();
    await page.getByTestId('multisig-cosign').waitFor();
    const message = (await page.getByTestId('multisig-cosign-summary-message').textContent()) ?? '';
    expect(message).toContain('1.5 XYZ');
    expect(message).toContain(sharedAddress);
    expect(message).toContain(DAVE);
    expect(await page.getByTestId('multisig-cosign-account').textContent()).toBe(sharedAddress);
    expect(await page.getByTestId('multisig-cosign-needs').textContent()).toBe('Needs 2 of 3 signatures');
    expect(await page.getByTestId('multisig-cosign-summary-memo').textContent()).toBe('first');
    await expectAccessible(page);
    await shotBoth(page, 'multisig-cosign-review');
    await page.getByTestId('multisig-cosign-sign').click();
    await carol.approvals.approve({ kind: 'multisig_sign' });
    await waitForOutcome(page, 'multisig-signature-file', 'multisig-cosign-error');
    carolSignature = await downloadBy(page, page.getByTestId('multisig-signature-file-save'), transfer);
    expect(JSON.parse(readFileSync(carolSignature, 'utf8'))).toMatchObject({
      format: 'xyz-wallet/multisig-signature',
      account: sharedAddress,
      member_pubkey: carol.pubkey,
    });
    await shot(page, 'multisig-4-offline-signature');
    // The background polls kept failing (each attempt threw); the review and signing never asked for the account,
    // a simulation or a broadcast.
    const duringSigning = offlineFetches.slice(attemptsBefore).filter((url) => !/\/txs\?events=/.test(url));
    expect(duringSigning.filter((url) => /\/(auth|tx)\/v1beta1\/|simulate|broadcast/.test(url))).toEqual([]);
  });

  it('Bob co-signs the second proposal on his own machine', async () => {
    const page = bob.page;
    await openMultisigTab(page, 'cosign');
    await loadFile(page, 'multisig-cosign-proposal', second.file, 'xyz-wallet/multisig-proposal');
    await page.getByTestId('multisig-cosign-review').click();
    await page.getByTestId('multisig-cosign').waitFor();
    expect(await page.getByTestId('multisig-cosign-summary-message').textContent()).toContain('0.5 XYZ');
    await page.getByTestId('multisig-cosign-sign').click();
    await bob.approvals.approve({ kind: 'multisig_sign' });
    await waitForOutcome(page, 'multisig-signature-file', 'multisig-cosign-error');
    bobSignature = await downloadBy(page, page.getByTestId('multisig-signature-file-save'), transfer);
  });

  it('Alice collects: a signature of the other proposal and a repeat are refused naming the member; k in', async () => {
    const page = alice.page;
    const card = proposalCard(page, first.id);
    const addSignature = async (file: string) => {
      await card.getByTestId('multisig-signature-file').setInputFiles(file);
      await expect
        .poll(() => card.getByTestId('multisig-signature-text').inputValue())
        .toContain('multisig-signature');
      await card.getByTestId('multisig-signature-add').click();
    };
    await addSignature(bobSignature);
    await expect
      .poll(() => card.getByTestId('multisig-signature-refused').textContent())
      .toMatch(/Bob signed a different transaction/);
    await addSignature(carolSignature);
    await expect.poll(() => card.getAttribute('data-status')).toBe('ready');
    expect(await card.getByTestId('multisig-proposal-count').textContent()).toBe('2 of 2 signatures');
    await addSignature(carolSignature);
    await expect
      .poll(() => card.getByTestId('multisig-signature-refused').textContent())
      .toMatch(/Carol has already signed/);
    await shot(page, 'multisig-5-ready');

    const secondCard = proposalCard(page, second.id);
    await secondCard.locator('summary').click();
    await secondCard.getByTestId('multisig-signature-file').setInputFiles(bobSignature);
    await expect
      .poll(() => secondCard.getByTestId('multisig-signature-text').inputValue())
      .toContain('multisig-signature');
    await secondCard.getByTestId('multisig-signature-add').click();
    await expect
      .poll(() => secondCard.getByTestId('multisig-proposal-count').textContent())
      .toBe('1 of 2 signatures');
  });

  it('Combine and send: included on the devnet; the second proposal, its sequence used, must be re-signed', async () => {
    const page = alice.page;
    const card = proposalCard(page, first.id);
    await card.getByTestId('multisig-combine').click();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 60_000 }).toBe('included');
    const listed = (await alice.handle.core.invoke('keys/list', {})) as Result<ResponseOf<'keys/list'>>;
    const shared = listed.ok ? listed.value.accounts.find((a) => a.address === sharedAddress) : undefined;
    const proposals = (await alice.handle.core.invoke('multisig/proposals', {
      accountId: shared?.id ?? '',
    })) as Result<ResponseOf<'multisig/proposals'>>;
    const sent = proposals.ok ? proposals.value.proposals.find((p) => p.id === first.id) : undefined;
    expect(sent?.txHash).toMatch(/^[0-9A-F]{64}$/);
    expect((await txIncluded(devnet, sent!.txHash!)).code).toBe(0);
    expect(await balanceOf(devnet, DAVE)).toBe(daveBefore + 1_500_000n);
    const secondCard = proposalCard(page, second.id);
    await expect.poll(() => secondCard.getAttribute('data-status'), { timeout: 30_000 }).toBe('stale');
    expect(await secondCard.getByTestId('multisig-proposal-stale').textContent()).toMatch(
      /used its sequence number/,
    );
    await secondCard.scrollIntoViewIfNeeded();
    await shot(page, 'multisig-6-included-and-stale');
    for (const member of [alice, bob, carol]) expect(member.errors).toEqual([]);
  });
});
