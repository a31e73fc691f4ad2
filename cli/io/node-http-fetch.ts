// The command line's fetch: what the core asks of `fetch` (method, headers, a string body, an abort signal, redirects
// followed or handed back) over node:http and node:https. Node 20's global fetch loads and compiles undici on its first
// call, ~40 ms of a one-command process's CPU (issue 33, decision 0755); the app keeps the global fetch.
// Differences from undici, on purpose: no `accept-encoding` is sent (servers answer uncompressed, so response caps
// count the bytes read), no cookies, no cache, no proxy variables (undici in Node 20 reads none either).
import http from 'node:http';
import type https from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** Redirects followed before failing, as fetch does. */
export const MAX_REDIRECTS = 20;

/** The part of `Response` the core reads: status, headers, and the body as a stream or at once. */
export interface NodeHttpResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly redirected: boolean;
  readonly headers: { get(name: string): string | null; has(name: string): boolean };
  readonly body: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Init = {
  method?: string;
  headers?: Record<string, string> | [string, string][];
  body?: string | Uint8Array | null;
  signal?: AbortSignal | null;
  redirect?: 'follow' | 'manual' | 'error';
};

let httpsModule: typeof https | undefined;
/** node:https is loaded on the first https URL only. */
async function transportFor(url: URL): Promise<typeof http | typeof https> {
  if (url.protocol === 'http:') return http;
  if (url.protocol === 'https:') return (httpsModule ??= (await import('node:https')).default);
  throw new TypeError(`fetch: unsupported protocol ${url.protocol}`);
}

function headerRecord(headers: Init['headers']): Record<string, string> {
  if (!headers) return {};
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  return Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
}

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('This operation was aborted', 'AbortError');
}

/** One request, no redirect followed: resolves with the response head and its body stream. */
function requestOnce(
  transport: typeof http | typeof https,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | null,
  signal: AbortSignal | null,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const request = transport.request(url, { method, headers });
    const onAbort = () => request.destroy(abortReason(signal!));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    request.once('response', (response) => {
      // An abort after the head still ends the body: its stream errors with the reason.
      response.once('close', () => signal?.removeEventListener('abort', onAbort));
      resolve(response);
    });
    request.end(body ?? undefined);
  });
}

function toResponse(message: http.IncomingMessage, url: URL, redirected: boolean): NodeHttpResponse {
  const status = message.statusCode ?? 0;
  const value = (name: string) => {
    const raw = message.headers[name.toLowerCase()];
    return raw === undefined ? null : Array.isArray(raw) ? raw.join(', ') : raw;
  };
  // One web stream over the socket, made when first asked for: read chunk by chunk (readCapped) or cancelled, which
  // destroys the socket; text(), json() and arrayBuffer() read the same stream, so nothing reads the body twice.
  let stream: ReadableStream<Uint8Array> | undefined;
  const webStream = () =>
    (stream ??= Readable.toWeb(
      message,
    ) as NodeReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>);
  const bytes = async () => {
    const reader = webStream().getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      chunks.push(value);
    }
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: message.statusMessage ?? '',
    url: url.href,
    redirected,
    headers: { get: value, has: (name) => value(name) !== null },
    get body() {
      return webStream();
    },
    text: async () => (await bytes()).toString('utf8'),
    json: async () => JSON.parse((await bytes()).toString('utf8')) as unknown,
    arrayBuffer: async () => {
      const buffer = await bytes();
      return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    },
  };
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * fetch over node:http(s) for what the core sends. Redirects are followed as fetch does (303, and 301/302 after a
 * POST, become a GET without a body; at most MAX_REDIRECTS), handed back with `redirect: 'manual'`, refused with
 * `redirect: 'error'`.
 */
export async function nodeHttpFetch(input: string | URL, init: Init = {}): Promise<NodeHttpResponse> {
  let url = new URL(String(input));
  let method = (init.method ?? 'GET').toUpperCase();
  let body = init.body ?? null;
  const headers = headerRecord(init.headers);
  const signal = init.signal ?? null;
  for (let hop = 0; ; hop += 1) {
    const message = await requestOnce(await transportFor(url), url, method, headers, body, signal);
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (!isRedirect(status) || location === undefined || init.redirect === 'manual')
      return toResponse(message, url, hop > 0);
    message.resume(); // the redirect's own body is not read
    if (init.redirect === 'error') throw new TypeError(`fetch: redirected to ${location}`);
    if (hop >= MAX_REDIRECTS) throw new TypeError('fetch: too many redirects');
    url = new URL(location, url);
    if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
      method = 'GET';
      body = null;
      delete headers['content-type'];
      delete headers['content-length'];
    }
  }
}

/** nodeHttpFetch as the core's `fetch` (the core reads only what NodeHttpResponse has). */
export const nodeHttpFetchForCore = nodeHttpFetch as unknown as typeof fetch;
