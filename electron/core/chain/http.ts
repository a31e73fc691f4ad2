// JSON over HTTP with a timeout per attempt, retries with exponential backoff for reads only, and schema validation.
import type { z } from 'zod';
import {
  ClientError,
  HttpStatusError,
  MalformedResponseError,
  NetworkError,
  ResponseTooLargeError,
  TimeoutError,
} from './errors';
import { RESPONSE_CAP_BYTES, type ResponseCap } from './response-caps';

export interface HttpOptions {
  fetch: typeof fetch;
  /** Time limit of one attempt, in milliseconds. */
  timeoutMs: number;
  /** Extra attempts after the first, for GET only. */
  retries: number;
  /** First backoff delay in milliseconds; doubles after each failed attempt. */
  backoffMs: number;
  /** Waits `ms` milliseconds (injectable so tests do not sleep). */
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_HTTP_OPTIONS: Omit<HttpOptions, 'fetch'> = {
  timeoutMs: 10_000,
  retries: 2,
  backoffMs: 300,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function httpOptions(partial: Partial<HttpOptions> = {}): HttpOptions {
  return { fetch: globalThis.fetch.bind(globalThis), ...DEFAULT_HTTP_OPTIONS, ...partial };
}

/**
 * GETs `url` and validates the JSON body; retried on network errors, timeouts, 429 and 5xx. A body longer than
 * the `cap` of its route family is refused with `response_too_large` (never retried).
 */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  options: HttpOptions,
  cap: ResponseCap = 'object',
): Promise<z.output<S>> {
  let attempt = 0;
  for (;;) {
    try {
      return await requestJson(url, { method: 'GET' }, schema, options, cap);
    } catch (error) {
      const retryable = error instanceof ClientError && error.retryable;
      if (!retryable || attempt >= options.retries) throw error;
      await options.sleep(options.backoffMs * 2 ** attempt);
      attempt += 1;
    }
  }
}

/** POSTs `body` as JSON once (never retried: a write may have happened) and validates the reply. */
export async function postJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: S,
  options: HttpOptions,
  cap: ResponseCap = 'object',
): Promise<z.output<S>> {
  return requestJson(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    schema,
    options,
    cap,
  );
}

async function requestJson<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
  options: HttpOptions,
  cap: ResponseCap,
): Promise<z.output<S>> {
  const text = await fetchText(url, init, options, RESPONSE_CAP_BYTES[cap]);
  let json: unknown;
  try {
    json = JSON.parse(text.body);
  } catch {
    if (!text.ok) throw new HttpStatusError(url, text.status, text.body.slice(0, 200));
    throw new MalformedResponseError(url, 'the body is not JSON');
  }
  if (!text.ok) throw new HttpStatusError(url, text.status, serverMessageOf(json));
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new MalformedResponseError(url, describeIssues(parsed.error));
  return parsed.data;
}

async function fetchText(
  url: string,
  init: RequestInit,
  options: HttpOptions,
  maxBytes: number,
): Promise<{ ok: boolean; status: number; body: string }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const response = await options.fetch(url, { ...init, signal: controller.signal });
    const body = await readCapped(response, maxBytes, () => controller.abort());
    if (body === null) throw new ResponseTooLargeError(url, maxBytes);
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    if (error instanceof ResponseTooLargeError) throw error;
    if (timedOut) throw new TimeoutError(url, options.timeoutMs);
    throw new NetworkError(url, causeText(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The body as UTF-8 text, read chunk by chunk; null (after `abort`, so the connection stops) as soon as it passes
 * `maxBytes`, whether the Content-Length says so up front or the stream runs past it.
 */
export async function readCapped(
  response: Response,
  maxBytes: number,
  abort: () => void = () => undefined,
): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    abort();
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      abort();
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** The message of a gRPC-gateway `{code, message}` or backend `{error: {code, message}}` body. */
export function serverMessageOf(json: unknown): string {
  if (json && typeof json === 'object') {
    const record = json as Record<string, unknown>;
    if (typeof record.message === 'string') return record.message;
    const nested = record.error;
    if (
      nested &&
      typeof nested === 'object' &&
      typeof (nested as Record<string, unknown>).message === 'string'
    ) {
      return (nested as Record<string, string>).message as string;
    }
    if (typeof nested === 'string') return nested;
  }
  return '';
}

function describeIssues(error: z.ZodError): string {
  const first = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return first.join('; ');
}

function causeText(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof Error && cause.message) return cause.message;
    return error.message;
  }
  return String(error);
}
