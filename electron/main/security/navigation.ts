// Navigation and window-opening policy: the window stays on the app; only allow-listed https links go to the browser.
import { isAppUrl } from '../app-origin';
import { isAllowedExternalUrl } from './external-links';

/** True when the window may navigate to `url`: only within the app itself. */
export function isNavigationAllowed(url: string): boolean {
  return isAppUrl(url);
}

/**
 * What to do with a request to open a new window: never open one; hand allow-listed links to the system
 * browser (`openExternal`), drop everything else.
 */
export function decideWindowOpen(url: string): { action: 'deny'; openExternally: boolean } {
  return { action: 'deny', openExternally: isAllowedExternalUrl(url) };
}
