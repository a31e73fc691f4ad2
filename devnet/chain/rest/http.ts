// HTTP plumbing for the chain REST: bounded body reading, JSON replies and the gRPC-gateway error body.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body accepted, in bytes (a tx is at most 1 MiB, base64 grows it by 4/3). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** gRPC status code -> HTTP status (grpc-gateway's mapping). */
const HTTP_OF_GRPC: Record<number, number> = {
  0: 200,
  1: 499,
  2: 500,
  3: 400,
  4: 504,
  5: 404,
  6: 409,
  7: 403,
  8: 429,
  9: 400,
  10: 409,
  11: 400,
  12: 501,
  13: 500,
  14: 503,
  15: 500,
  16: 401,
};

/** An error that the router answers with `{code, message, details: []}`. */
export class GatewayError extends Error {
  constructor(
    readonly grpcCode: number,
    message: string,
    readonly httpStatus: number = HTTP_OF_GRPC[grpcCode] ?? 500,
  ) {
    super(message);
  }
}

export const invalidArgument = (message: string) => new GatewayError(3, message);
export const notFound = (message: string) => new GatewayError(5, message);

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendGatewayError(res: ServerResponse, err: GatewayError): void {
  sendJson(res, err.httpStatus, { code: err.grpcCode, message: err.message, details: [] });
}

/** Reads the body up to `limit` bytes; a bigger body is a 413 gateway error (the rest is discarded). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new GatewayError(8, `request body too large: more than ${limit} bytes`, 413));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

/** Parses a JSON object body; anything else is InvalidArgument. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch (err) {
    throw invalidArgument(`invalid JSON body: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidArgument('request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** Decodes standard (or URL-safe) base64 strictly; returns null on bad input. */
export function decodeBase64(text: unknown): Uint8Array | null {
  if (typeof text !== 'string') return null;
  const normalized = text.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized) || normalized.replace(/=+$/, '').length % 4 === 1)
    return null;
  return new Uint8Array(Buffer.from(normalized, 'base64'));
}
