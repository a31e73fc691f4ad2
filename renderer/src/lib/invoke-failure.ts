// Pure: the error a call answers when the transport itself threw (Electron's invoke rejected, the bridge broke).
// Node's network texts ("connect ECONNREFUSED 127.0.0.1:1317", "fetch failed") become the network code; the raw text
// is kept only as a technical detail, never as the sentence a person reads.
import type { ErrorInfo } from '../../../shared/errors';

/** Texts of Node/undici connection failures (the errno names and undici's own messages). */
const NETWORK_TEXT =
  /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE)\b|fetch failed|socket hang up|other side closed/i;

export function invokeFailure(error: unknown): ErrorInfo {
  const raw = (error instanceof Error ? `${error.message}` : String(error)).slice(0, 1000);
  return NETWORK_TEXT.test(raw)
    ? { code: 'network', message: raw }
    : { code: 'internal', message: 'The call to the wallet core failed.', details: { reason: raw } };
}
