// Which URLs the updater may fetch: https everywhere, plain http only on loopback (local test feeds).

/** True for localhost, 127.0.0.0/8 and ::1 (URL host forms: "[::1]"). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return (
    /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(host) && host.split('.').every((p) => Number(p) <= 255)
  );
}

/** Null when the updater may fetch `url`, else why not (`not_https`, `not_a_url`). */
export function updateUrlRefusal(url: string): 'not_https' | 'not_a_url' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not_a_url';
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return null;
  return 'not_https';
}

/** Throws (code ERR_XYZ_UPDATE_URL_REFUSED, answered `bad_response`) when the updater must not fetch `url`. */
export function assertUpdateUrl(url: string): void {
  const refusal = updateUrlRefusal(url);
  if (refusal) {
    throw Object.assign(new Error(`Update URL refused (${refusal}): only https, or http on loopback`), {
      code: 'ERR_XYZ_UPDATE_URL_REFUSED',
    });
  }
}
