// Opens the wallet in Debian's Chromium: the built renderer via page routes and window.wallet via the bridge.
import type { Browser, Page } from 'playwright-core';
import { openApprovalPage } from './chromium-approval';
import { installWalletBridge, serveRendererRoutes, type BridgedCore } from './chromium-bridge';
import { launchChromiumWithFeaturesOff } from './chromium-launch';

/** Chromium flags for this machine's closed network; shared by `npm start`, the e2e tests and the benchmarks. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // The app origin (https://xyz-wallet.invalid) counts as a public site, so Chromium's Local Network Access checks
  // would block the token images the devnet backend serves on 127.0.0.1 (requestfailed: net::ERR_FAILED).
  '--disable-features=LocalNetworkAccessChecks',
];

/** Origin the renderer is served under in Chromium (no server: requests are fulfilled by page.route). */
export const CHROMIUM_APP_ORIGIN = 'https://xyz-wallet.invalid';

export interface ChromiumApp {
  browser: Browser;
  page: Page;
  /** The approval surface: its own page and bridge; brought to the front while requests wait. */
  approvalPage: Page;
}

/** Launches Chromium (headed unless `headless`), wires the bridge to `core` and loads the app. */
export async function openChromiumApp(options: {
  executablePath: string;
  distDir: string;
  /** The core's doors: the page's (guarded calls wait) and the approval surface's. */
  core: { page: BridgedCore; approvals: BridgedCore };
  headless: boolean;
}): Promise<ChromiumApp> {
  const browser = await launchChromiumWithFeaturesOff({
    executablePath: options.executablePath,
    headless: options.headless,
    args: [...CHROMIUM_ARGS, '--window-size=1280,800'],
  });
  const context = await browser.newContext({ viewport: null });
  const page = await context.newPage();
  await serveRendererRoutes(page, options.distDir, CHROMIUM_APP_ORIGIN);
  await installWalletBridge(page, options.core.page, { origin: CHROMIUM_APP_ORIGIN });
  await page.goto(`${CHROMIUM_APP_ORIGIN}/index.html`);
  const approvalPage = await openApprovalPage(
    context,
    options.distDir,
    CHROMIUM_APP_ORIGIN,
    options.core.approvals,
  );
  await page.bringToFront();
  options.core.approvals.on((event, payload) => {
    if (event !== 'approvals/changed') return;
    const waiting = (payload as { pending: number }).pending > 0;
    void (waiting ? approvalPage : page).bringToFront().catch(() => undefined);
  });
  return { browser, page, approvalPage };
}
