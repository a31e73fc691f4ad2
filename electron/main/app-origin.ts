// The app's own origin: the renderer is served from app://wallet/ by a privileged custom protocol, never file://.
import { systemFormatQuery } from '../../shared/system-locale';

/** Custom scheme the renderer is served under (registered as standard + secure before the app is ready). */
export const APP_SCHEME = 'app';
/** Host part of every app URL. */
export const APP_HOST = 'wallet';
/** Origin string Chromium reports for app pages. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the main window loads. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;
/** The page the approval window loads (the trusted approval surface; see approval-window.ts). */
export const APPROVAL_PATH = '/approval.html';
export const APPROVAL_ENTRY_URL = `${APP_ORIGIN}${APPROVAL_PATH}`;

/**
 * The entry URL carrying the OS's regional format (`app.getSystemLocale()`), so numbers and dates follow it even
 * when the UI language differs (decision 0710); a value that is not a locale is left out.
 */
export function appEntryUrl(systemLocale?: string | null): string {
  return `${APP_ENTRY_URL}${systemFormatQuery(systemLocale)}`;
}

/**
 * True only for URLs of the app itself (scheme and host exactly, no credentials or port). Node's URL reports
 * origin "null" for custom schemes, so scheme and host are compared one by one.
 */
export function isAppUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === ''
  );
}

/** True for the approval surface's page: an app URL whose path is the approval page. */
export function isApprovalUrl(url: string | null | undefined): boolean {
  if (!isAppUrl(url)) return false;
  return new URL(url as string).pathname === APPROVAL_PATH;
}
