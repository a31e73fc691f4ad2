// Opens the wallet in Debian's Chromium: the built renderer via page routes and window.wallet via the bridge.
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { installWalletBridge, serveRendererRoutes, type BridgedCore } from './chromium-bridge';

/** Origin the renderer is served under in Chromium (no server: requests are fulfilled by page.route). */
export const CHROMIUM_APP_ORIGIN = 'https://xyz-wallet.invalid';

export interface ChromiumApp {
  browser: Browser;
  page: Page;
}

/** Launches Chromium (headed unless `headless`), wires the bridge to `core` and loads the app. */
export async function openChromiumApp(options: {
  executablePath: string;
  distDir: string;
  core: BridgedCore;
  headless: boolean;
}): Promise<ChromiumApp> {
  if (!existsSync(options.executablePath)) {
    throw new Error(`Chromium not found at ${options.executablePath}: apt-get install chromium`);
  }
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    headless: options.headless,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--window-size=1280,800',
    ],
  });
  const context = await browser.newContext({ viewport: null });
  const page = await context.newPage();
  await serveRendererRoutes(page, options.distDir, CHROMIUM_APP_ORIGIN);
  await installWalletBridge(page, options.core, { origin: CHROMIUM_APP_ORIGIN });
  await page.goto(`${CHROMIUM_APP_ORIGIN}/index.html`);
  return { browser, page };
}
