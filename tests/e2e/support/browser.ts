// Launches Debian's Chromium through Playwright and serves the built renderer without opening a port.
import type { Browser, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium-app';
import { launchChromiumWithFeaturesOff } from '../../../scripts/lib/chromium-launch';
import type { ApprovalSurface } from './approval';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const RENDERER_DIST = path.join(REPO_ROOT, 'dist/renderer');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'tests/artifacts/screens');
/** Origin the renderer is served under in tests; requests to it are fulfilled from dist/ by page.route. */
export const APP_ORIGIN = 'https://xyz-wallet.invalid';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };

export async function launchChromium(): Promise<Browser> {
  // One merged --disable-features (Playwright's, ours) and no omnibox popup WebUIs beside every page.
  return launchChromiumWithFeaturesOff({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Serves dist/renderer under APP_ORIGIN for this page, with a path check that stays inside the folder. */
export async function serveRenderer(page: Page): Promise<void> {
  if (!existsSync(path.join(RENDERER_DIST, 'index.html'))) {
    throw new Error('dist/renderer is missing: run `npm run build:renderer` (npm test does it first)');
  }
  await page.route(`${APP_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = path.resolve(RENDERER_DIST, `.${rel}`);
    if (!file.startsWith(RENDERER_DIST + path.sep) || !existsSync(file)) {
      await route.fulfill({ status: 404, body: 'not found' });
      return;
    }
    await route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' },
    });
  });
}

/**
 * Where a screenshot goes: the stock-dialect projects (e2e-cosmos) run some files a second time, so their pictures get
 * a `-cosmos` suffix instead of overwriting the spec run's.
 */
export function artifactFile(name: string): string {
  const suffix = process.env.XYZ_TEST_DIALECT === 'cosmos' ? '-cosmos' : '';
  return path.join(ARTIFACTS_DIR, `${name}${suffix}.png`);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = artifactFile(name);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Console text Chromium writes when the page's Content-Security-Policy blocks something. */
export const CSP_VIOLATION = /Content Security Policy|Refused to /i;

/** CSP violations of every page opened by openApp in the running test; the hook below fails the test on any. */
const cspViolations: string[] = [];

/**
 * Collects `page`'s CSP violation messages (any console level) into `into` (by default the running test's list,
 * checked after it) and returns that list.
 */
export function watchCspViolations(page: Page, into: string[] = cspViolations): string[] {
  page.on('console', (m) => {
    if (CSP_VIOLATION.test(m.text())) into.push(m.text());
  });
  return into;
}

// Registered by every test file that imports this support module: a CSP violation in any page opened with
// openApp fails the test it happened in, whether or not the test looks at `errors`.
afterEach(() => {
  const found = cspViolations.splice(0);
  expect(found, 'Content-Security-Policy violations in the app').toEqual([]);
});

/** The part of a core the bridge forwards to (createWalletCore's object or the FakeCore). */
export interface HostedCore {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  on(listener: (event: string, payload: unknown) => void): () => void;
  /** The real core's doors: the page gets `page` (guarded calls wait), the approval surface `approvals`. */
  page?: Pick<HostedCore, 'invoke' | 'on'>;
  approvals?: Pick<HostedCore, 'invoke' | 'on'>;
}

export interface OpenAppOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** The browser's locale (navigator.languages), as the OS would set it; Playwright's default otherwise. */
  locale?: string;
  /** Scripts run before any page script (probes), as Playwright's addInitScript contents. */
  initScripts?: string[];
  /** Query string of the entry URL, as the Electron shell builds it (e.g. the system format, appEntryUrl). */
  query?: string;
}

/**
 * Opens the built renderer in a fresh page with `window.wallet` bridged to `core` (main frame only) and collects
 * console errors and page errors into `errors`; CSP violations also fail the running test (see above).
 */
export async function openApp(
  browser: Browser,
  core: HostedCore,
  opts: OpenAppOptions = {},
): Promise<{ page: Page; errors: string[]; approvals: ApprovalSurface }> {
  const { installWalletBridge } = await import('../../../scripts/lib/chromium-bridge');
  const { openApprovalSurface, NO_APPROVAL_SURFACE } = await import('./approval');
  const page = await browser.newPage({
    viewport: opts.viewport ?? { width: 1024, height: 700 },
    colorScheme: opts.colorScheme ?? 'light',
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  const errors: string[] = [];
  watchCspViolations(page);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await serveRenderer(page);
  // A real core: the page gets the page's door, and the approval surface opens beside it (as its window would).
  await installWalletBridge(page, core.page ?? core, { origin: APP_ORIGIN });
  for (const content of opts.initScripts ?? []) await page.addInitScript({ content });
  await page.goto(`${APP_ORIGIN}/index.html${opts.query ?? ''}`);
  const approvals = core.approvals
    ? await openApprovalSurface(browser, core.approvals, opts.colorScheme ?? 'light')
    : NO_APPROVAL_SURFACE;
  return { page, errors, approvals };
}

/** Screenshot of the viewport only (long lists would make full-page shots huge). */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = artifactFile(name);
  await page.screenshot({ path: file });
  return file;
}
