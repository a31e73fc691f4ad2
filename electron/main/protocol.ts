// The app:// protocol: serves the built renderer from inside the app bundle with the CSP, and nothing else.
import type { CustomScheme } from 'electron';
import { readFile, stat } from 'node:fs/promises';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { mimeTypeOf, resolveAppFile } from './security/app-files';
import { CONTENT_SECURITY_POLICY } from './security/csp';

/** Privileges of the app scheme: a standard, secure origin with fetch; no CSP bypass, no CORS for others. */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  // codeCache: V8 keeps the compiled bundle between launches (Electron enables it for http(s) only by default); the
  // asset names are content hashes, so a cached compile can never belong to other code.
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    bypassCSP: false,
    corsEnabled: false,
    codeCache: true,
  },
};

/** Headers every file the protocol serves carries. */
export function appResponseHeaders(file: string): Record<string, string> {
  return {
    'content-type': mimeTypeOf(file),
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  };
}

/**
 * Handler for `protocol.handle(APP_SCHEME, ...)`: GET/HEAD of files under `rootDir` on host APP_HOST; 404 for
 * anything missing or outside the folder, 405 for other methods. Uses the WHATWG Request/Response of Node 20+.
 */
export function createAppProtocolHandler(rootDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const notFound = () =>
      new Response('not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return notFound();
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    const file = resolveAppFile(rootDir, url.pathname);
    if (file === null) return notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound();
    const body = request.method === 'HEAD' ? null : new Uint8Array(await readFile(file));
    return new Response(body, { status: 200, headers: appResponseHeaders(file) });
  };
}
