// Chromium for benchmarks: Debian's /usr/bin/chromium through playwright-core with the flags the brief fixes,
// the renderer served from a build folder under the app origin, and window.wallet bridged to a core.
import { chromium, type Browser, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { installWalletBridge, serveRendererRoutes, type BridgedCore } from '../../../scripts/lib/chromium-bridge';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const APP_ORIGIN = 'https://xyz-wallet.invalid';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export async function launchBenchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh page (own browser context: no HTTP cache or storage shared with earlier repetitions) serving `distDir`,
 * with window.wallet bridged to `core` and `initScripts` run before any page script. Not yet navigated.
 */
export async function newAppPage(
  browser: Browser,
  distDir: string,
  core: BridgedCore,
  initScripts: string[] = [],
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await serveRendererRoutes(page, distDir, APP_ORIGIN);
  await installWalletBridge(page, core, { origin: APP_ORIGIN });
  for (const content of initScripts) await page.addInitScript({ content });
  return page;
}

export const APP_URL = `${APP_ORIGIN}/index.html`;
