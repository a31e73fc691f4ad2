// The app's Content-Security-Policy, as one pure value shared by the Electron protocol handler and the test bridge.

/** Directives of the renderer's CSP: scripts only from the app, images may be remote (token logos). */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
  'font-src': ["'self'"],
  'connect-src': ["'none'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'worker-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Serialises directives into a header value ("name value; name value"). */
export function serializeCsp(
  directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES,
): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The header value every renderer response carries. */
export const CONTENT_SECURITY_POLICY = serializeCsp();
