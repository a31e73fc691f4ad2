// The router: the one entry point for every IPC call. Validates against the channel's schema, then dispatches.
import { CHANNELS, isChannel, type Channel } from '../../shared/api';
import { WalletError, type ErrorInfo, type Result } from '../../shared/errors';
import { findIllFormedString } from '../../shared/text';
import { isSqliteBusy, walletBusyError } from './cache/busy';
import type { HandlersFor } from './handlers/context';

export type AllHandlers = HandlersFor<Channel>;

export interface Router {
  /** Never throws: every outcome, including bugs, comes back as a Result. */
  invoke(channel: unknown, payload: unknown): Promise<Result<unknown>>;
}

export interface RouterOptions {
  /** Called for unexpected (non-WalletError) failures; must not log request payloads (they may hold secrets). */
  onInternalError?: (channel: Channel, error: unknown) => void;
}

const MAX_ISSUES = 5;

/** Turns zod issues into a short message and a details list that never echoes the submitted values. */
function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ErrorInfo {
  const listed = issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)).join('.'),
    message: issue.message,
  }));
  const first = listed[0];
  const where = first && first.path ? `${first.path}: ` : '';
  return {
    code: 'invalid_request',
    message: `Invalid request. ${where}${first?.message ?? 'Malformed payload.'}`,
    details: { issues: listed },
  };
}

/**
 * Routes the channels `handlers` has (every channel for core; a domain's for the shell's update/*). Others
 * answer `unknown_channel`.
 */
export function createRouter<K extends Channel = Channel>(
  handlers: HandlersFor<K>,
  options: RouterOptions = {},
): Router {
  const handles = (channel: Channel): channel is K => Object.prototype.hasOwnProperty.call(handlers, channel);
  return {
    async invoke(channel, payload) {
      if (!isChannel(channel) || !handles(channel)) {
        const name = typeof channel === 'string' ? channel.slice(0, 80) : typeof channel;
        return { ok: false, error: { code: 'unknown_channel', message: `No such channel: ${name}.` } };
      }
      // Text that is not well-formed UTF-16 (a lone surrogate) is refused before any schema or handler sees it:
      // encoders, QR codes and SQLite would otherwise fail on it deep inside a handler (answered `internal`).
      const illFormed = findIllFormedString(payload);
      if (illFormed !== null) {
        return {
          ok: false,
          error: {
            code: 'invalid_request',
            message: `Invalid request. ${illFormed}: text contains a lone surrogate (not valid Unicode).`,
            details: {
              issues: [{ path: illFormed, message: 'Not valid Unicode text.' }],
              reason: 'ill_formed_text',
            },
          },
        };
      }
      const parsed = CHANNELS[channel].request.safeParse(payload);
      if (!parsed.success) return { ok: false, error: describeIssues(parsed.error.issues) };
      try {
        const handler = handlers[channel] as unknown as (request: unknown) => unknown;
        const value = await handler(parsed.data);
        return { ok: true, value };
      } catch (error) {
        if (error instanceof WalletError) return { ok: false, error: error.toInfo() };
        if (isSqliteBusy(error)) return { ok: false, error: walletBusyError().toInfo() };
        options.onInternalError?.(channel, error);
        return { ok: false, error: { code: 'internal', message: 'Something went wrong inside the wallet.' } };
      }
    },
  };
}
