// JSON-RPC frames of the relay protocol, read and written without losing the client's 64-bit request ids (the
// WalletConnect client numbers requests above 2^53; a float would answer a different id). Pure.

/** A request id exactly as the client wrote it (digits, or a JSON string literal). */
export type RawId = string;

export type IncomingFrame =
  | { kind: 'request'; id: RawId; method: string; params: unknown }
  | { kind: 'result'; id: RawId; ok: boolean }
  | { kind: 'invalid'; id: RawId | null };

const ID_FIELD = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/;

/** Reads one frame; ids are kept as their raw JSON text. */
export function readFrame(text: string): IncomingFrame {
  const rawId = ID_FIELD.exec(text)?.[1] ?? null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: null };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || rawId === null)
    return { kind: 'invalid', id: rawId };
  const frame = parsed as Record<string, unknown>;
  // The first "id" in the text must be the frame's own (a nested one first would answer the wrong request).
  const sameId =
    typeof frame.id === 'number'
      ? Number(rawId) === frame.id
      : typeof frame.id === 'string' && JSON.stringify(frame.id) === rawId;
  if (!sameId) return { kind: 'invalid', id: null };
  if (typeof frame.method === 'string')
    return { kind: 'request', id: rawId, method: frame.method, params: frame.params };
  if ('result' in frame || 'error' in frame) return { kind: 'result', id: rawId, ok: 'result' in frame };
  return { kind: 'invalid', id: rawId };
}

export const resultFrame = (id: RawId, result: unknown) =>
  `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;

export const errorFrame = (id: RawId | null, code: number, message: string) =>
  `{"id":${id ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`;

export const requestFrame = (id: number, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params });

/** The client id (`sub`, a did:key) in the relay auth token the client puts in the URL; null when unreadable. */
export function clientIdOfToken(token: string | null): string | null {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub.length <= 200 ? claims.sub : null;
  } catch {
    return null;
  }
}
