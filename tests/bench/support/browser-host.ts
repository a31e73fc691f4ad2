// Chromium for benchmarks: Debian's /usr/bin/chromium through playwright-core with the flags the brief fixes,
// the renderer served by a loopback static server (see static-server.ts), and window.wallet bridged to a core.
import type { Browser, Page } from 'playwright-core';
import { installWalletBridge, type BridgedCore } from '../../../scripts/lib/chromium-bridge';
import { launchChromiumWithFeaturesOff } from '../../../scripts/lib/chromium-launch';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export async function launchBenchChromium(): Promise<Browser> {
  // Without the omnibox popup WebUIs that full Chromium starts for every window (Electron has none): their renderer
  // burnt 250-450 ms of CPU beside each measured page (decision 0470, "What the harness's Chromium runs beside
  // the page").
  return launchChromiumWithFeaturesOff({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * A fresh page (own browser context: no HTTP cache or storage shared with earlier repetitions) for the app served at
 * `origin`, with window.wallet bridged to `core` (calls accepted from that origin only) and `initScripts` run
 * before any page script. Not yet navigated: go to `${origin}/index.html`.
 */
export async function newAppPage(
  browser: Browser,
  origin: string,
  core: BridgedCore,
  initScripts: string[] = [],
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme: 'light' });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await installWalletBridge(page, core, { origin });
  for (const content of initScripts) await page.addInitScript({ content });
  return page;
}
