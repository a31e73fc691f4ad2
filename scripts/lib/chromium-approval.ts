// The approval surface in Chromium (development mode and tests): a second page joined by its own bridge.
import type { BrowserContext, Page } from 'playwright-core';
import { APPROVAL_CHANNEL_NAMES, APPROVAL_EVENT } from '../../shared/api/approval-names';
import {
  APPROVAL_PAGE_PATH,
  installWalletBridge,
  serveRendererRoutes,
  type BridgedCore,
} from './chromium-bridge';

/**
 * Installs `window.approvals` on `page` (call before `page.goto`): the approval door's two channels and its one
 * event, accepted only from the approval page's main frame under `origin`. The main page's bridge refuses that page.
 */
export async function installApprovalBridge(page: Page, door: BridgedCore, origin: string): Promise<void> {
  await installWalletBridge(page, door, {
    origin,
    globalName: 'approvals',
    channels: APPROVAL_CHANNEL_NAMES,
    events: [APPROVAL_EVENT],
    acceptPath: (pathname) => pathname === APPROVAL_PAGE_PATH,
  });
}

/** Opens the approval page in `context`, served from `distDir` under `origin`, joined to `door`. */
export async function openApprovalPage(
  context: BrowserContext,
  distDir: string,
  origin: string,
  door: BridgedCore,
): Promise<Page> {
  const page = await context.newPage();
  await serveRendererRoutes(page, distDir, origin);
  await installApprovalBridge(page, door, origin);
  await page.goto(`${origin}${APPROVAL_PAGE_PATH}`);
  return page;
}
