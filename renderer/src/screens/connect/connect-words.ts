// Connected apps in the person's words: what a session may do, what a waiting request asks, why a request was refused,
// and why a pasted link is not a connection link. Pure apart from t() and the date formatter.
import type {
  ConnectApp,
  ConnectRefusalReason,
  ConnectWaitingRequest,
  CosmosMethod,
} from '../../../../shared/api/connect';
import type { ErrorInfo } from '../../../../shared/errors';
import { humanError } from '../../lib/errors';
import { t, type MessageKey } from '../../lib/i18n';
import '../../lib/i18n/parts/connect';
import { formatDate } from '../../lib/time-format';

const METHOD_ORDER: readonly CosmosMethod[] = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'];

/** One line per method a session carries, in a fixed order ("see the addresses…", "ask you to sign…"). */
export function methodLines(methods: readonly string[]): string[] {
  return METHOD_ORDER.filter((m) => methods.includes(m)).map((m) => t(`connect.method.${m}` as MessageKey));
}

/** "XYZ test app: asks you to sign", with the time the app stops waiting. */
export function waitingLine(request: ConnectWaitingRequest): { text: string; until: string } {
  return {
    text: t('connect.waitingLine', {
      app: request.app.name,
      method: t(`connect.ask.${request.method}` as MessageKey),
    }),
    until: t('connect.waitingUntil', { time: formatDate(request.expiresAt) }),
  };
}

/** "XYZ test app: refused, nothing was signed. Its transaction was for another network." */
export function refusalText(app: ConnectApp | null, reason: ConnectRefusalReason): string {
  return t('connect.refused', {
    app: app?.name || t('connect.refusedUnknownApp'),
    reason: t(`connect.reason.${reason}` as MessageKey),
  });
}

const URI_PROBLEMS = new Set(['not_wc', 'version', 'topic', 'sym_key', 'relay', 'expired', 'too_long']);

/** Why a pasted link was refused: the link's own problem in words, any other error as the app says errors. */
export function pairErrorText(error: ErrorInfo): string {
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (error.code === 'invalid_request' && typeof reason === 'string' && URI_PROBLEMS.has(reason))
    return t(`connect.uri.${reason}` as MessageKey);
  return humanError(error).text;
}

/** Whether a scanned or pasted text looks like a connection link (the core checks it fully). */
export const looksLikePairingUri = (text: string): boolean => /^wc:[0-9a-f]{64}@2\?/.test(text.trim());

/** The icon to show: only a `data:` image the core fetched (never a URL the page would load). */
export const iconSource = (app: ConnectApp): string | null =>
  app.icon !== null && /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/.test(app.icon) ? app.icon : null;
