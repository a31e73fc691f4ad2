// The real Electron app, launched with Playwright's _electron: window security, app:// protocol, IPC sender
// rejection and unlock -> dashboard. Runs only where the Electron runtime binary exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findElectronBinary } from '../../../scripts/lib/electron-runtime';
import { startDevnet, type RunningDevnet } from '../../../devnet/index';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ELECTRON = findElectronBinary(ROOT);
if (!ELECTRON) console.log('skipped: Electron runtime not available (electron-launch specs)');

type WalletWindow = Window & { wallet: { invoke(channel: string, request: unknown): Promise<unknown> } };

describe.skipIf(!ELECTRON)('Electron app', () => {
  let devnet: RunningDevnet;
  let app: ElectronApplication;
  let page: Page;
  let userData: string;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-electron.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(build.stderr);
    devnet = await startDevnet({ memory: true, restPort: 0, rpcPort: 0, backendPort: 0, blockTimeMs: 500 });
    userData = mkdtempSync(path.join(tmpdir(), 'xyz-electron-'));
    app = await _electron.launch({
      executablePath: ELECTRON!,
      // As root (CI containers) Chromium needs --no-sandbox; webPreferences.sandbox stays true.
      args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ROOT],
      env: {
        ...process.env,
        XYZ_USER_DATA_DIR: userData,
        XYZ_KEYCHAIN_SERVICE: process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test',
        XYZ_DISABLE_UPDATES: '1',
        XYZ_NETWORK_OVERRIDES: JSON.stringify({
          restUrl: devnet.chainRestUrl,
          rpcUrl: devnet.rpcUrl,
          backendUrl: devnet.backendUrl,
        }),
      },
    });
    page = await app.firstWindow();
    await page.waitForLoadState('load');
  });
  afterAll(async () => {
    await app?.close();
    await devnet?.stop();
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  it('loads the renderer from app://wallet, not file://', () => {
    // The query carries the OS's regional format (decision 0710), whatever this machine's is.
    expect(page.url().split('?')[0]).toBe('app://wallet/index.html');
  });

  it('runs the window with context isolation, sandbox, no Node integration and no webview', async () => {
    // getLastWebPreferences is an untyped Electron method (used by Electron's own specs).
    const prefs = await app.evaluate(({ BrowserWindow }) => {
      const contents = BrowserWindow.getAllWindows()[0]!.webContents as unknown as {
        getLastWebPreferences?: () => Record<string, unknown>;
      };
      return contents.getLastWebPreferences?.() ?? null;
    });
    if (prefs === null) {
      console.log('this Electron has no getLastWebPreferences; the page-side checks below still apply');
      return;
    }
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      webSecurity: true,
    });
  });

  it('gives the page window.wallet and nothing from Node or Electron', async () => {
    const globals = await page.evaluate(() => ({
      wallet: Object.keys((window as unknown as WalletWindow).wallet).sort(),
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    }));
    expect(globals).toEqual({ wallet: ['invoke', 'on'], require: 'undefined', process: 'undefined' });
  });

  it('serves the CSP and refuses paths outside the app', async () => {
    // The page's own CSP forbids fetch (connect-src 'none'), so ask the protocol from the main process.
    const result = await app.evaluate(async ({ net }) => {
      const ok = await net.fetch('app://wallet/index.html');
      const escape = await net.fetch('app://wallet/%2e%2e/%2e%2e/package.json');
      return { csp: ok.headers.get('content-security-policy'), escape: escape.status };
    });
    expect(result.csp).toContain("script-src 'self'");
    expect(result.escape).toBe(404);
  });

  it('blocks fetches from the page itself (connect-src none)', async () => {
    const outcome = await page.evaluate(() =>
      fetch('app://wallet/index.html').then(
        () => 'fetched',
        () => 'blocked',
      ),
    );
    expect(outcome).toBe('blocked');
  });

  it('refuses IPC from a window that is not the app, even with the same preload', async () => {
    const preload = path.join(ROOT, 'dist/electron/preload.cjs');
    const message = await app.evaluate(async ({ BrowserWindow }, preloadPath) => {
      const intruder = new BrowserWindow({
        show: false,
        webPreferences: { preload: preloadPath, sandbox: true },
      });
      await intruder.loadURL('data:text/html,<title>intruder</title>');
      const text: unknown = await intruder.webContents.executeJavaScript(
        "window.wallet ? window.wallet.invoke('app/info', {}).then(() => 'accepted', (e) => String(e.message)) : 'no wallet'",
      );
      intruder.destroy();
      return String(text);
    }, preload);
    expect(message).toMatch(/not the app's main frame/);
  });

  it('answers the contract through IPC from the app page', async () => {
    const info = await page.evaluate(() => (window as unknown as WalletWindow).wallet.invoke('app/info', {}));
    expect(info).toMatchObject({ ok: true, value: { apiVersion: expect.any(Number) } });
  });

  it('creates a wallet, locks, unlocks and reaches the dashboard', async () => {
    const password = 'correct horse battery staple 42';
    await page.getByTestId('onboard-create').click();
    await page.getByTestId('account-name').fill('Main account');
    await page.getByTestId('password').fill(password);
    await page.getByTestId('password-repeat').fill(password);
    await page.getByTestId('create-start').click();
    const words = await page.getByTestId('phrase-grid').locator('.w').allTextContents();
    await page.getByTestId('phrase-saved').check();
    await page.getByTestId('phrase-continue').click();
    const inputs = page.locator('[data-testid^="confirm-word-"]');
    for (let i = 0; i < (await inputs.count()); i++) {
      const index = Number(await inputs.nth(i).getAttribute('data-index'));
      await inputs.nth(i).fill(words[index]!);
    }
    await page.getByTestId('create-finish').click();
    await page.getByTestId('screen-dashboard').waitFor();
    await page.getByTestId('lock').click();
    await page.getByTestId('unlock-password').fill(password);
    await page.getByTestId('unlock-submit').click();
    await page.getByTestId('screen-dashboard').waitFor({ timeout: 30_000 });
  });
});
