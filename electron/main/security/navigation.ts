// Navigation and window-opening policy: the window stays on the app; only allow-listed https links go to the browser.
import { isApprovalUrl, isAppUrl } from '../app-origin';
import { isAllowedExternalUrl } from './external-links';

/**
 * True when a window may navigate to `url`: only within the app itself, and never onto the approval page (only
 * the approval window loads it, and that window never navigates: approval-window.ts).
 */
export function isNavigationAllowed(url: string): boolean {
  return isAppUrl(url) && !isApprovalUrl(url);
}

/**
 * True when a frame may navigate to `details.url` ('will-frame-navigate', fired for the main frame and every
 * subframe): the same rule as will-navigate, whichever frame asks. The app has no frames of its own (frame-src
 * 'none'), so a subframe gets no wider allowance than the window.
 */
export function isFrameNavigationAllowed(details: { url: string; isMainFrame: boolean }): boolean {
  return isNavigationAllowed(details.url);
}

/**
 * What to do with a request to open a new window: never open one; hand allow-listed links to the system
 * browser (`openExternal`), drop everything else.
 */
export function decideWindowOpen(url: string): { action: 'deny'; openExternally: boolean } {
  return { action: 'deny', openExternally: isAllowedExternalUrl(url) };
}
