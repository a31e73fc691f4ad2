// Applies the security policy to Electron objects passed in (session, web contents), so tests can pass doubles.
import type { Session, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from './csp';
import { decideWindowOpen, isFrameNavigationAllowed, isNavigationAllowed } from './navigation';
import { denyAllDevicePermissions, denyAllPermissionChecks, denyAllPermissionRequests } from './permissions';

/** The parts of a Session the hardening touches. */
export type SessionLike = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
> & { webRequest: Pick<Session['webRequest'], 'onHeadersReceived'> };

/** The parts of WebContents the hardening touches. */
export type WebContentsLike = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Denies every permission and adds the app CSP to every response the session receives. */
export function hardenSession(session: SessionLike): void {
  session.setPermissionRequestHandler(denyAllPermissionRequests);
  session.setPermissionCheckHandler(denyAllPermissionChecks);
  session.setDevicePermissionHandler(denyAllDevicePermissions);
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    }
    headers['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
    callback({ responseHeaders: headers });
  });
}

/**
 * Keeps a web contents on the app: blocks navigation (of the window and of any frame) and redirects away from it,
 * refuses new windows (opening allow-listed https links in the browser instead) and refuses to attach <webview> tags.
 */
export function hardenWebContents(contents: WebContentsLike, openExternal: (url: string) => void): void {
  const blockForeign = (event: { preventDefault(): void }, url: string) => {
    if (!isNavigationAllowed(url)) event.preventDefault();
  };
  contents.on('will-navigate', blockForeign);
  contents.on('will-redirect', blockForeign);
  contents.on('will-frame-navigate', (details) => {
    if (!isFrameNavigationAllowed(details)) details.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url);
    if (decision.openExternally) openExternal(url);
    return { action: decision.action };
  });
}
