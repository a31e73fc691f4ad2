// Chromium for benchmarks: Debian's /usr/bin/chromium through playwright-core with the flags the brief fixes,
// the renderer served by a loopback static server (see static-server.ts), and window.wallet bridged to a core.
import { chromium, type Browser, type Page } from 'playwright-core';
import { installWalletBridge, type BridgedCore } from '../../../scripts/lib/chromium-bridge';
import {
  launchChromiumServerWithFeaturesOff,
  launchChromiumWithFeaturesOff,
} from '../../../scripts/lib/chromium-launch';
import type { BrowserWatch } from './browser-watch';

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
 * The same Chromium with its process watched by `watch` (exit code or signal, stderr), for a long soak to say why
 * the browser went away: launched as a browser server, which exposes its process, and connected to over its
 * loopback WebSocket (bound to 127.0.0.1). close() closes the connection and the browser.
 */
export async function launchWatchedBenchChromium(
  watch: BrowserWatch,
): Promise<{ browser: Browser; endpoint: string; close(): Promise<void> }> {
  const server = await launchChromiumServerWithFeaturesOff({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    // loopback only: by default the server listens on every interface (its path is a random token, still)
    host: '127.0.0.1',
  });
  watch.attach(server.process());
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    endpoint: server.wsEndpoint(),
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
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
