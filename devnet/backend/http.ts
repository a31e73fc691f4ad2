// HTTP plumbing for the backend API: JSON responses, the {error: {code, message}} shape, body reading.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request failure with its HTTP status and a stable machine-readable code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Writes `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

/** Writes `text`, which is already JSON (assembled from stored JSON), with the same headers as sendJson. */
export function sendJsonText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'access-control-allow-origin': '*',
  });
  res.end(text);
}

/** Writes the backend error body `{error: {code, message}}`. */
export function sendError(res: ServerResponse, error: ApiError): void {
  sendJson(res, error.status, { error: { code: error.code, message: error.message } });
}

/** Largest request body accepted, in bytes (a signed tx is far smaller). */
export const MAX_BODY_BYTES = 1_000_000;

/** Reads and parses a JSON request body; throws ApiError(400/413) for anything that is not a JSON object. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES)
      throw new ApiError(413, 'body_too_large', `request body exceeds ${MAX_BODY_BYTES} bytes`);
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new ApiError(400, 'invalid_body', 'request body must be a JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_body', 'request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, 'invalid_body', 'request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** The absolute base URL (`http://host:port`) a client used to reach this listener. */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? `127.0.0.1:${req.socket.localPort ?? 80}`;
  return `http://${host}`;
}

/** The loopback URL of the listener that received `req` (for calling our own endpoints). */
export function listenerUrl(req: IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host =
    address.includes(':') && !address.startsWith('::ffff:')
      ? `[${address}]`
      : address.replace(/^::ffff:/, '');
  return `http://${host}:${req.socket.localPort}`;
}
