// Every screen renders against a canned core, light and dark, at 1024x700, with no console errors; screenshots are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openApp, shot } from './support/browser';
import { FakeCore } from './support/fake-core';
import { readQr } from './support/read-qr';

const SCREENS = [
  'dashboard',
  'tokens',
  'history',
  'send',
  'receive',
  'stake',
  'governance',
  'bridge',
  'settings',
  'about',
] as const;

describe('every screen against a canned core', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function go(page: Page, name: string): Promise<void> {
    await page.getByTestId(`nav-${name}`).click();
    await page.getByTestId(`screen-${name}`).waitFor();
    await page.waitForTimeout(150);
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`shows onboarding and the create flow (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore(), { colorScheme });
      await page.getByTestId('onboarding').waitFor();
      await shot(page, `onboarding-${colorScheme}`);
      await page.getByTestId('onboard-create').click();
      await page.getByTestId('password').fill('correct horse');
      await page.getByTestId('password-repeat').fill('correct horse');
      await shot(page, `onboarding-create-${colorScheme}`);
      await page.getByTestId('create-start').click();
      await page.getByTestId('phrase-grid').waitFor();
      await shot(page, `onboarding-phrase-${colorScheme}`);
      await page.getByTestId('phrase-saved').check();
      await page.getByTestId('phrase-continue').click();
      await page.getByTestId('confirm-word-0').fill('wrong');
      await shot(page, `onboarding-confirm-${colorScheme}`);
      expect(await page.getByTestId('create-finish').isDisabled()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`shows the unlock screen and a wrong password message (${colorScheme})`, async () => {
      const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true, locked: true }), {
        colorScheme,
      });
      await page.getByTestId('unlock-password').fill('nope');
      await page.getByTestId('unlock-submit').click();
      await page.getByTestId('unlock-error').waitFor();
      expect(await page.getByTestId('unlock-error').textContent()).toContain('password is not correct');
      await shot(page, `unlock-${colorScheme}`);
      await page.getByTestId('unlock-password').fill('correct horse');
      await page.getByTestId('unlock-submit').click();
      await page.getByTestId('screen-dashboard').waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`renders every app screen (${colorScheme})`, async () => {
      const core = new FakeCore({ withWallet: true, imageBase: 'https://img.xyz.invalid' });
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await page.getByTestId('balance-total').waitFor();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="balance-total"]')?.textContent?.includes('XYZ'),
      );
      expect(await page.getByTestId('balance-total').textContent()).toBe('1,906.981091 XYZ');
      expect(await page.getByTestId('balance-usd').textContent()).toBe('$2,383.72');
      for (const name of SCREENS) {
        await go(page, name);
        if (name === 'about')
          await expect.poll(() => page.getByTestId('node-chain-id').textContent()).toBe('xyz-devnet-1');
        if (name === 'receive') {
          // The core encodes the QR code; what the page draws must read back as the address shown under it.
          const address = await page.getByTestId('receive-address').textContent();
          expect(readQr(await page.getByTestId('qr').screenshot())).toBe(address);
        }
        await shot(page, `${name}-${colorScheme}`);
      }
      await go(page, 'tokens');
      await page.getByTestId('token-row').first().click();
      await page.getByTestId('token-detail').waitFor();
      await shot(page, `token-detail-${colorScheme}`);
      await go(page, 'history');
      await page.getByTestId('tx-row').nth(4).click();
      await page.getByTestId('tx-detail').waitFor();
      await expect.poll(() => page.getByTestId('tx-gas').textContent()).toBe('87,412 / 210,000');
      await shot(page, `tx-detail-${colorScheme}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`drives the About updates card through available, download, progress and ready (${colorScheme})`, async () => {
      const release = {
        version: '0.2.0',
        feedVersion: '0.2.0',
        downgrade: false,
        keyId: 'release-2026',
        fileName: 'XYZ-Wallet-0.2.0.AppImage',
        sha512: 'c2hhNTEy',
        size: 95_000_000,
        releaseNotes: 'Faster history sync.\nAn Updates card on the About screen.',
      };
      const core = new FakeCore({ withWallet: true, update: { status: 'available', update: release } });
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await page.getByTestId('balance-total').waitFor();
      await go(page, 'about');
      const card = page.getByTestId('update-card');
      await page.locator('[data-testid="update-card"][data-status="available"]').waitFor();
      expect(await page.getByTestId('update-message').textContent()).toBe('Version 0.2.0 is available.');
      expect(await page.getByTestId('update-notes').textContent()).toContain('Faster history sync.');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `about-update-available-${colorScheme}`);

      await page.getByTestId('update-download').click();
      await page.locator('[data-testid="update-card"][data-status="downloading"]').waitFor();
      const downloading = {
        status: 'downloading',
        update: release,
        transferredBytes: 39_900_000,
        totalBytes: release.size,
      } as const;
      core.pushUpdate({ ...downloading, percent: 42 });
      await page.locator('[data-testid="update-card"] [role="progressbar"][aria-valuenow="42"]').waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, `about-update-downloading-${colorScheme}`);

      core.pushUpdate({ status: 'verifying', update: release });
      await page.locator('[data-testid="update-card"][data-status="verifying"]').waitFor();
      core.pushUpdate({
        status: 'ready',
        update: release,
        filePath: '/tmp/XYZ-Wallet-0.2.0.AppImage',
        keyId: 'release-2026',
      });
      await page.locator('[data-testid="update-card"][data-status="ready"]').waitFor();
      expect(await page.getByTestId('update-message').textContent()).toBe(
        'Version 0.2.0 is downloaded and verified. Restart to install.',
      );
      await card.scrollIntoViewIfNeeded();
      await shot(page, `about-update-ready-${colorScheme}`);

      await page.getByTestId('update-install').click();
      await expect.poll(() => core.calls.some((c) => c.channel === 'update/install')).toBe(true);
      expect(core.calls.filter((c) => c.channel === 'update/download')).toHaveLength(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('downloads an older release only after a warned, explicit confirmation, and says when a download was deleted', async () => {
    const older = {
      version: '0.0.9',
      feedVersion: '9.9.9',
      downgrade: true,
      keyId: 'release-2026',
      fileName: 'XYZ-Wallet-0.0.9.AppImage',
      sha512: 'c2hhNTEy',
      size: 90_000_000,
    };
    const core = new FakeCore({ withWallet: true, update: { status: 'available', update: older } });
    const { page, errors } = await openApp(browser, core);
    await page.getByTestId('balance-total').waitFor();
    await go(page, 'about');
    await page.locator('[data-testid="update-card"][data-status="available"]').waitFor();
    expect(await page.getByTestId('update-message').textContent()).toContain('OLDER');
    expect(await page.getByTestId('update-download').count()).toBe(0);
    await page.getByTestId('update-downgrade').click();
    expect(await page.getByTestId('update-downgrade-warning').textContent()).toContain('older one');
    expect(core.calls.filter((c) => c.channel === 'update/download')).toHaveLength(0);
    await page.getByTestId('update-downgrade-confirm').click();
    await expect
      .poll(() => core.calls.find((c) => c.channel === 'update/download')?.payload)
      .toEqual({ allowDowngrade: true });

    core.pushUpdate({
      status: 'error',
      code: 'signature_invalid',
      message: 'does not match its signed manifest (sha512_mismatch)',
      update: older,
      details: { deleted: true, reason: 'sha512_mismatch' },
    });
    await page.locator('[data-testid="update-card"][data-status="error"]').waitFor();
    expect(await page.getByTestId('update-message').textContent()).toBe(
      'The downloaded update failed verification and was deleted. Nothing was installed.',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a calm note on About when core has no updater (Chromium fallback)', async () => {
    const { page, errors } = await openApp(browser, new FakeCore({ withWallet: true }));
    await page.getByTestId('balance-total').waitFor();
    await go(page, 'about');
    await page.locator('[data-testid="update-card"][data-status="unavailable"]').waitFor();
    expect(await page.getByTestId('update-message').textContent()).toBe(
      'Updates are managed by the desktop app; this window has no updater.',
    );
    expect(await page.getByTestId('update-card').locator('button').count()).toBe(0);
    await page.getByTestId('update-card').scrollIntoViewIfNeeded();
    await shot(page, 'about-update-unavailable-light');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the syncing and unreachable banners', async () => {
    const core = new FakeCore({ withWallet: true, health: 'syncing' });
    const { page } = await openApp(browser, core);
    await page.getByTestId('banner-syncing').waitFor();
    core.emit('sync/progress', {
      kind: 'history',
      accountId: 'alice',
      done: 40,
      total: 120,
      finished: false,
    });
    await page.getByTestId('banner-sync').waitFor();
    expect(await page.getByTestId('banner-sync').textContent()).toContain('40 / 120');
    await shot(page, 'banner-syncing-light');
    core.emit('sync/progress', {
      kind: 'history',
      accountId: 'alice',
      done: 120,
      total: 120,
      finished: true,
    });
    await page.getByTestId('banner-sync').waitFor({ state: 'detached' });
    core.health = 'unreachable';
    core.pushNode();
    await page.getByTestId('banner-offline').waitFor();
    expect(await page.getByTestId('banner-offline').textContent()).toMatch(
      /Node unreachable — showing data cached at (\w{3} \d+, \d{4}, )?\d+:\d\d [AP]M\./,
    );
    await page.close();
  });

  it('shows the cached transaction and says so when the node cannot be reached for its detail', async () => {
    const { page, errors } = await openApp(
      browser,
      new FakeCore({ withWallet: true, health: 'unreachable' }),
    );
    await go(page, 'history');
    await page.getByTestId('tx-row').first().click();
    await page.getByTestId('tx-detail-offline').waitFor();
    expect(await page.getByTestId('tx-detail-offline').textContent()).toContain('could not be reached');
    expect(await page.getByTestId('tx-gas').textContent()).toBe('—');
    await shot(page, 'tx-detail-offline-light');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('disables signing when the node is on another chain', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true, health: 'chain_id_mismatch' }));
    await page.getByTestId('banner-mismatch').waitFor();
    expect(await page.getByTestId('banner-mismatch').textContent()).toContain('other-chain-7');
    await go(page, 'send');
    await page.getByTestId('send-form').waitFor();
    // Said once, by the banner: Send adds no second "signing is disabled".
    expect(await page.getByTestId('signing-blocked').count()).toBe(0);
    const text = (await page.getByTestId('app-shell').textContent()) ?? '';
    expect(text.match(/signing is disabled/gi)).toHaveLength(1);
    await page.getByTestId('send-to').fill('xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h');
    await page.getByTestId('send-amount').fill('1');
    expect(await page.getByTestId('send-review').isDisabled()).toBe(true);
    await shot(page, 'banner-mismatch-light');
    await page.close();
  });

  it('can be driven from the keyboard with a visible focus ring', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true }));
    await page.getByTestId('screen-dashboard').waitFor();
    await page.keyboard.press('Tab');
    let guard = 0;
    while (
      !(await page.getByTestId('nav-tokens').evaluate((el) => el === document.activeElement)) &&
      guard++ < 20
    ) {
      await page.keyboard.press('Tab');
    }
    const outline = await page.getByTestId('nav-tokens').evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await page.getByTestId('screen-tokens').waitFor();
    await page.close();
  });

  it('drops a review as soon as the form changes, so only what is shown can be confirmed', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true }));
    await go(page, 'send');
    await page.getByTestId('send-to').fill('xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h');
    await page.getByTestId('send-amount').fill('2');
    await page.getByTestId('send-review').click();
    await page.getByTestId('tx-review').waitFor();
    await page.getByTestId('send-amount').fill('3');
    await page.getByTestId('tx-review').waitFor({ state: 'detached' });
    await page.close();
  });

  const FAILURES = [
    {
      code: 4,
      rawLog:
        'signature verification failed; please verify account number (7), sequence (3) and chain-id (xyz-devnet-1): unauthorized',
      text: 'signature was rejected',
    },
    {
      code: 5,
      rawLog: 'spendable balance 10uxyz is smaller than 99uxyz: insufficient funds',
      text: 'Not enough funds',
    },
    {
      code: 11,
      rawLog: 'out of gas in location: WriteFlat; gasWanted: 75000, gasUsed: 75012: out of gas',
      text: 'ran out of gas',
    },
    {
      code: 13,
      rawLog: 'insufficient fees; got: 100uxyz required: 1875uxyz: insufficient fee',
      text: 'below the network minimum',
    },
    {
      code: 32,
      rawLog: 'account sequence mismatch, expected 4, got 3: incorrect account sequence',
      text: 'got in first',
    },
    {
      code: 5,
      rawLog:
        'failed to execute message; message index: 0: slippage: min_tokens_out not met: execute wasm contract failed',
      text: 'The contract refused this transaction: slippage: min_tokens_out not met',
    },
    { code: 77, rawLog: 'odd', text: 'The network rejected the transaction (code 77, sdk).' },
  ];
  for (const failure of FAILURES) {
    it(`explains a failed transaction with code ${failure.code} (${failure.text}) and keeps the raw log`, async () => {
      const { page } = await openApp(browser, new FakeCore({ withWallet: true, failConfirm: failure }));
      await go(page, 'send');
      await page.getByTestId('send-to').fill('xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h');
      await page.getByTestId('send-amount').fill('1');
      await page.getByTestId('send-review').click();
      await page.getByTestId('tx-confirm').click();
      await page.getByTestId('tx-failure').waitFor();
      expect(await page.getByTestId('tx-failure').textContent()).toContain(failure.text);
      await page.getByTestId('tx-submitted').getByText('Technical details').click();
      expect(await page.getByTestId('tx-submitted').locator('pre').textContent()).toContain(failure.rawLog);
      if (failure.code === 11) {
        await page.getByTestId('tx-submitted').getByRole('button', { name: 'Try again' }).waitFor();
        await shot(page, 'tx-failed-out-of-gas-light');
      }
      await page.close();
    });
  }

  it('adds a watch-only address, checked as typed, that can be viewed but not sign', async () => {
    const { page } = await openApp(browser, new FakeCore());
    await page.getByTestId('onboard-watch').click();
    await page.getByTestId('watch-address').fill('cosmos1abc');
    expect(await page.locator('.field-error').textContent()).toContain('another network');
    await page.getByTestId('watch-address').fill('xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h');
    await page.getByTestId('watch-submit').click();
    await page.getByTestId('screen-dashboard').waitFor();
    await page.getByText('Watch-only: this account can be viewed but cannot sign.').waitFor();
    expect(await page.getByRole('button', { name: '↗ Send' }).isDisabled()).toBe(true);
    await shot(page, 'watch-only-light');
    await page.close();
  });

  it('pings core on activity and shows the unlock screen when core auto-locks', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page } = await openApp(browser, core);
    await page.getByTestId('screen-dashboard').waitFor();
    await page.getByTestId('nav-tokens').click();
    await expect.poll(() => core.calls.some((c) => c.channel === 'app/activity')).toBe(true);
    core.status = { ...core.status, locked: true };
    core.emit('lock/changed', { locked: true, reason: 'idle' });
    await page.getByTestId('unlock').waitFor();
    await page.close();
  });

  it('counts the memo in bytes as the network does: "12 / 256 bytes" when non-ASCII, refused over 256', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true }));
    await go(page, 'send');
    await page.getByTestId('send-to').fill('xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h');
    await page.getByTestId('send-amount').fill('1');
    await page.getByTestId('send-memo').fill('€€€€');
    expect(await page.getByTestId('memo-bytes').textContent()).toBe('12 / 256 bytes');
    await page.getByTestId('send-memo').fill('€'.repeat(100));
    expect(await page.getByTestId('memo-error').textContent()).toBe(
      'The memo is too long: 300 of at most 256 bytes.',
    );
    expect(await page.getByTestId('send-review').isDisabled()).toBe(true);
    await page.close();
  });

  it('shows startup warnings from core until dismissed', async () => {
    const warning = {
      code: 'network_profile_invalid',
      details: { id: 'hub', problem: 'restUrl: Invalid url' },
    } as const;
    const { page } = await openApp(browser, new FakeCore({ withWallet: true, startupWarnings: [warning] }));
    await page.getByTestId('banner-startup-warning').waitFor();
    expect(await page.getByTestId('banner-startup-warning').textContent()).toContain(
      'Saved network profile "hub" was invalid (restUrl: Invalid url) and was ignored.',
    );
    await shot(page, 'banner-startup-warning-light');
    await page.getByTestId('banner-startup-warning').getByRole('button').click();
    await page.getByTestId('banner-startup-warning').waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows a notice found after start (a damaged cache rebuilt in the background) without a restart', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page } = await openApp(browser, core);
    await page.getByTestId('balance-total').waitFor();
    await expect(page.getByTestId('banner-startup-warning').count()).resolves.toBe(0);
    const notice = {
      code: 'cache_rebuilt',
      details: {
        reason: 'database disk image is malformed',
        keptAs: 'cache.sqlite.damaged-1',
        sendsKept: '1',
      },
    } as const;
    core.startupWarnings.push(notice);
    core.emit('app/warnings', { startupWarnings: [notice] });
    const banner = page.locator('[data-testid="banner-startup-warning"][data-code="cache_rebuilt"]');
    await banner.waitFor();
    // The send in progress was carried into the rebuilt cache (decision 0763): the notice says so.
    expect(await banner.textContent()).toContain(
      'One transaction still in progress was carried over from the old file; the wallet keeps following it.',
    );
    await shot(page, 'banner-cache-rebuilt-send-kept-light');
    await page.close();
  });

  it('shows "—" instead of $0.00 when the price is unknown', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true, priceUsd: '0' }));
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="balance-total"]')?.textContent?.includes('XYZ'),
    );
    expect(await page.getByTestId('balance-usd').textContent()).toBe('—');
    await page.close();
  });

  it('sorts tokens by graduation progress from the launchpad progress query', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true, tokenCount: 40 }), {
      viewport: { width: 1920, height: 1080 },
    });
    await go(page, 'tokens');
    await page.getByTestId('filter-launchpad').click();
    await page.getByTestId('token-sort').selectOption('progress');
    const percents = async () =>
      (await page.getByTestId('token-row').locator('[role="progressbar"] + span').allTextContents()).map(
        (p) => Number.parseFloat(p),
      );
    await expect
      .poll(async () => (await percents()).every((p) => !Number.isNaN(p)), { timeout: 10_000 })
      .toBe(true);
    const shown = await percents();
    expect(shown.length).toBeGreaterThan(5);
    expect([...shown].sort((a, b) => b - a)).toEqual(shown);
    await page.close();
  });

  it('offers the AMM swap for an AMM-only token whose pair the backend names, and a note when it does not', async () => {
    const core = new FakeCore({ withWallet: true, tokenCount: 40 });
    const { page, errors } = await openApp(browser, core, { viewport: { width: 1920, height: 1080 } });
    await go(page, 'tokens');
    await page.getByTestId('filter-amm').click();
    await page.getByTestId('token-row').filter({ hasText: 'Pixel Frog 11' }).click();
    await page.locator('[data-testid="trade-panel"][data-mode="amm"]').waitFor();
    expect(await page.getByTestId('trade-panel').textContent()).toContain('Trading on the AMM.');
    await page.getByTestId('trade-amount').fill('1');
    await expect.poll(() => page.getByTestId('trade-review').isEnabled()).toBe(true);
    await page.getByTestId('trade-review').click();
    const pair = core.tokens[10]!.pair;
    expect(pair).not.toBeNull();
    await expect
      .poll(() =>
        core.calls.some(
          (c) => c.channel === 'tx/draft-swap' && (c.payload as { pair?: string }).pair === pair,
        ),
      )
      .toBe(true);

    await go(page, 'tokens');
    await page.getByTestId('filter-amm').click();
    await page.getByTestId('token-row').filter({ hasText: 'Neon Owl 22' }).click();
    await page.locator('[data-testid="trade-panel"][data-mode="amm"]').waitFor();
    expect(await page.getByTestId('trade-panel').textContent()).toContain(
      'The AMM pair of this token is not known yet.',
    );
    await page.getByTestId('trade-amount').fill('1');
    expect(await page.getByTestId('trade-review').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps 10,000 tokens scrollable with only a window of rows in the DOM', async () => {
    const { page } = await openApp(browser, new FakeCore({ withWallet: true, tokenCount: 10_000 }), {
      viewport: { width: 1920, height: 1080 },
    });
    await go(page, 'tokens');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="token-list"]')?.getAttribute('data-count') === '10000',
    );
    const rendered = await page.getByTestId('token-row').count();
    expect(rendered).toBeLessThan(60);
    await page.getByTestId('token-list').evaluate((el) => (el.scrollTop = 300_000));
    await page.waitForTimeout(100);
    const names = await page.getByTestId('token-row').allTextContents();
    expect(names.length).toBeLessThan(60);
    await shot(page, 'tokens-10000-fullhd-light');
    await page.getByTestId('token-search').fill('Panda 9999');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="token-list"]')?.getAttribute('data-count') === '1',
    );
    await page.close();
  });

  /** A core with one user-defined profile ("Staging") next to the built-in devnet. */
  function coreWithCustomNetwork(): FakeCore {
    const core = new FakeCore({ withWallet: true });
    const [devnet] = core.networks;
    if (!devnet) throw new Error('The fake core starts with the devnet profile.');
    core.networks = [
      devnet,
      {
        ...devnet,
        id: 'staging',
        name: 'Staging',
        chainId: 'xyz-staging-2',
        restUrl: 'https://rest.staging.example',
        builtin: false,
        isDevnet: false,
      },
    ];
    return core;
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`edits a custom network, checked as typed, with core's refusal shown inline (${colorScheme})`, async () => {
      const core = coreWithCustomNetwork();
      const { page, errors } = await openApp(browser, core, { colorScheme });
      await go(page, 'settings');
      await page.getByTestId('network-staging').getByTestId('network-edit').click();
      const form = page.getByTestId('network-edit-form');
      expect(await form.getByTestId('net-name').inputValue()).toBe('Staging');
      await form.getByTestId('net-restUrl').fill('ftp://rest.example');
      expect(await form.locator('.field-error').textContent()).toContain('http');
      expect(await form.getByTestId('network-save').isDisabled()).toBe(true);
      await shot(page, `settings-network-edit-${colorScheme}`);
      await form.getByTestId('net-restUrl').fill('https://rest2.staging.example');
      await form.getByTestId('net-name').fill('Local devnet');
      await form.getByTestId('network-save').click();
      expect(await form.getByTestId('network-form-error').textContent()).toContain('already exists');
      await form.getByTestId('net-name').fill('Staging 2');
      await form.getByTestId('network-save').click();
      await form.waitFor({ state: 'detached' });
      expect(await page.getByTestId('network-staging').textContent()).toContain('Staging 2');
      expect(
        core.calls.find(
          (c) =>
            c.channel === 'network/update' &&
            (c.payload as { changes: { name: string } }).changes.name === 'Staging 2',
        ),
      ).toBeTruthy();
      expect(core.networks.find((n) => n.id === 'staging')?.restUrl).toBe('https://rest2.staging.example');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('removes a custom network only after a confirmation naming it, from the keyboard', async () => {
    const core = coreWithCustomNetwork();
    core.activeNetworkId = 'staging';
    const { page } = await openApp(browser, core);
    await go(page, 'settings');
    expect(await page.getByTestId('network-devnet').getByTestId('network-remove').count()).toBe(0);
    await page.getByTestId('network-staging').getByTestId('network-remove').focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByTestId('network-remove-confirm');
    expect(await confirm.textContent()).toContain('Remove the network “Staging”');
    expect(await confirm.textContent()).toContain('switch to the devnet');
    expect(core.calls.some((c) => c.channel === 'network/remove')).toBe(false);
    await confirm.getByTestId('network-remove-yes').focus();
    const outline = await confirm
      .getByTestId('network-remove-yes')
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await page.getByTestId('network-staging').waitFor({ state: 'detached' });
    expect(await page.getByTestId('network-notice').textContent()).toContain('Active network: Local devnet');
    expect(await page.getByTestId('network-devnet').textContent()).toContain('Active');
    expect(core.networks.map((n) => n.id)).toEqual(['devnet']);
    await page.close();
  });

  it('resets the devnet profile to its defaults, and offers no remove for it', async () => {
    const core = coreWithCustomNetwork();
    core.networks = core.networks.map((n) =>
      n.id === 'devnet' ? { ...n, name: 'My devnet', restUrl: 'http://127.0.0.1:9999' } : n,
    );
    core.activeNetworkId = 'staging';
    const { page } = await openApp(browser, core);
    await go(page, 'settings');
    const devnet = page.getByTestId('network-devnet');
    expect(await devnet.textContent()).toContain('My devnet');
    expect(await page.getByTestId('network-staging').getByTestId('network-reset').count()).toBe(0);
    await devnet.getByTestId('network-reset').click();
    await page.getByTestId('network-notice').waitFor();
    expect(await devnet.textContent()).toContain('Local devnet');
    expect(await devnet.textContent()).toContain('http://127.0.0.1:1317');
    expect(await devnet.textContent()).toContain('Active');
    expect(core.activeNetworkId).toBe('devnet');
    await page.close();
  });

  it('edits an address-book entry with the address checked as typed', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core);
    await go(page, 'settings');
    await page.getByTestId('entry-bob').getByTestId('entry-edit').click();
    const form = page.getByTestId('entry-edit-form');
    await form.getByTestId('entry-address').fill('cosmos1abc');
    await form.getByTestId('entry-address-error').waitFor();
    expect(await form.getByTestId('entry-save').isDisabled()).toBe(true);
    await form.getByTestId('entry-address').fill('xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h');
    await form.getByTestId('entry-name').fill('Bob (exchange)');
    await form.getByTestId('entry-memo').fill('tag 4711');
    await form.getByTestId('entry-save').click();
    await form.waitFor({ state: 'detached' });
    expect(await page.getByTestId('entry-bob').textContent()).toContain('Bob (exchange)');
    expect(await page.getByTestId('entry-bob').textContent()).toContain('tag 4711');
    expect(core.addressBook[0]).toMatchObject({
      name: 'Bob (exchange)',
      address: 'xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h',
      memo: 'tag 4711',
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
