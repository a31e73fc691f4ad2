// Fetches one token image for the renderer's data: URLs: allowed URLs only, bounded in time and size, typed by magic bytes.

/** Image types the renderer may show (no SVG: it is a document that can carry scripts and remote references). */
export type TokenImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** Why an image was not taken; remembered by the cache so a bad URL is not fetched on every scroll. */
export type TokenImageFailure =
  'http_status' | 'redirect_refused' | 'too_large' | 'bad_type' | 'timeout' | 'network';

export type TokenImageFetch =
  { ok: true; mime: TokenImageMime; body: Uint8Array } | { ok: false; failure: TokenImageFailure };

export interface TokenImageLimits {
  /** Whole request (headers, redirects and body), in milliseconds. */
  timeoutMs: number;
  /** Largest body accepted; the download is aborted past it. */
  maxBytes: number;
  /** Same-origin redirects followed at most. */
  maxRedirects: number;
}

export const TOKEN_IMAGE_LIMITS: TokenImageLimits = {
  timeoutMs: 8_000,
  maxBytes: 256 * 1024,
  maxRedirects: 3,
};

/**
 * True when core may fetch `url` while `backendUrl` is the active profile's backend: any https URL on a public
 * host name or address, and plain http (or a loopback/private host) only on the backend's own origin, which the
 * wallet talks to anyway (the devnet serves its logos from its loopback backend). No credentials in the URL.
 */
export function isTokenImageUrlAllowed(url: string, backendUrl: string): boolean {
  const target = parseUrl(url);
  if (target === null || target.username !== '' || target.password !== '') return false;
  const backend = parseUrl(backendUrl);
  if (backend !== null && target.origin === backend.origin) return true;
  return target.protocol === 'https:' && !isLocalHost(target.hostname);
}

/** The image type `bytes` start with (PNG, JPEG, GIF, WebP), or null for anything else (SVG, HTML, ...). */
export function sniffImageType(bytes: Uint8Array): TokenImageMime | null {
  const startsWith = (prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** `data:` URL of a checked image. */
export function toDataUrl(mime: string, body: Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(body).toString('base64')}`;
}

/**
 * GETs `url` (already allowed by isTokenImageUrlAllowed) without cookies or referrer, follows redirects only
 * within its origin, refuses a declared non-image type, stops reading past `maxBytes` and takes the body only when
 * its first bytes are PNG, JPEG, GIF or WebP. Never throws.
 */
export async function fetchTokenImage(
  url: string,
  fetchFn: typeof fetch,
  limits: TokenImageLimits = TOKEN_IMAGE_LIMITS,
): Promise<TokenImageFetch> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limits.timeoutMs);
  try {
    const origin = new URL(url).origin;
    let current = url;
    for (let hop = 0; ; hop += 1) {
      const res = await fetchFn(current, {
        method: 'GET',
        redirect: 'manual',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        headers: { accept: 'image/png,image/jpeg,image/gif,image/webp' },
        signal: abort.signal,
      });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel().catch(() => undefined);
        const next = redirectTarget(current, res.headers.get('location'));
        if (next === null || next.origin !== origin || hop >= limits.maxRedirects) {
          return { ok: false, failure: 'redirect_refused' };
        }
        current = next.href;
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        return { ok: false, failure: 'http_status' };
      }
      if (!isImageContentType(res.headers.get('content-type'))) {
        await res.body?.cancel().catch(() => undefined);
        return { ok: false, failure: 'bad_type' };
      }
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (declared > limits.maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        return { ok: false, failure: 'too_large' };
      }
      const body = await readBounded(res, limits.maxBytes, abort);
      if (body === null) return { ok: false, failure: 'too_large' };
      const mime = sniffImageType(body);
      return mime === null ? { ok: false, failure: 'bad_type' } : { ok: true, mime, body };
    }
  } catch {
    return { ok: false, failure: abort.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** The body, or null as soon as it grows past `maxBytes` (the request is aborted then). */
async function readBounded(
  res: Response,
  maxBytes: number,
  abort: AbortController,
): Promise<Uint8Array | null> {
  if (res.body === null) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      abort.abort();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A missing or generic type is left to the magic bytes; any declared non-image type (text/html, svg) is refused. */
function isImageContentType(header: string | null): boolean {
  if (header === null) return true;
  const type = header.split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return true;
  return ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'].includes(type);
}

function redirectTarget(from: string, location: string | null): URL | null {
  if (location === null) return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

/** Loopback, private, link-local and unspecified addresses and localhost names: never fetched over the internet rule. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(':')) {
    return (
      host === '::' ||
      host === '::1' ||
      /^f[cd][0-9a-f]{0,2}:/.test(host) ||
      /^fe[89ab][0-9a-f]?:/.test(host) ||
      host.startsWith('::ffff:')
    );
  }
  return false;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}
