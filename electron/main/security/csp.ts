// The app's Content-Security-Policy, as one pure value shared by the Electron protocol handler and the test bridge.

/**
 * Directives of the renderer's CSP, without exceptions: scripts and styles only from the app files, images only
 * from the app or `data:` (token logos are fetched and checked by core, decision 0306), no inline style attributes;
 * workers only from the app files (the QR decode worker, decision 0723).
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'none'"],
  'object-src': ["'none'"],
  'frame-src': ["'none'"],
  'worker-src': ["'self'"],
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

/** Directives a <meta> CSP cannot carry (the browser ignores them there and logs a console error). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** The same policy as renderer/index.html's <meta http-equiv> carries it: every directive a meta tag honours. */
export const META_CONTENT_SECURITY_POLICY = serializeCsp(
  Object.fromEntries(Object.entries(CSP_DIRECTIVES).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name))),
);
