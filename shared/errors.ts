// Typed errors that cross the IPC boundary as data: a code from a closed list, a human message, optional details.

/** Every error code a channel can answer with. Renderer code switches on these, never on message text. */
export const ERROR_CODES = [
  'invalid_request', // payload failed the channel's schema, or the channel does not exist
  'unknown_channel', // channel name is not in the contract
  'locked', // operation needs the wallet unlocked
  'wrong_password',
  'throttled', // too many wrong passwords: wait `details.retryAfterMs`
  'busy', // another password attempt is already running
  'keychain_unavailable', // no OS keychain: secrets are never stored in plaintext instead
  'no_wallet', // no wallet password has been set up yet
  'already_exists',
  'not_found',
  'invalid_mnemonic',
  'invalid_private_key',
  'invalid_address',
  'invalid_amount',
  'invalid_memo',
  'invalid_config', // a network profile or setting failed validation
  'watch_only', // the account has no key to sign with
  'network', // the node or backend could not be reached or answered an HTTP error
  'timeout',
  'bad_response', // the node or backend answered something that does not match its schema
  'response_too_large', // the node or backend answered more bytes than the route allows: refused unread
  'signature_invalid', // a downloaded update failed its detached-signature check: deleted, never installed
  'node_syncing',
  'chain_id_mismatch', // node's network differs from the profile's chain id: signing is blocked
  'dialect_mismatch', // the node (or an offline file) speaks the other dialect than the profile: nothing is signed
  'insufficient_funds',
  'out_of_gas',
  'insufficient_fee',
  'sequence_mismatch',
  'unauthorized',
  'tx_failed', // any other non-zero result code; raw_log in details
  'tx_rejected', // the user changed their mind / the reviewed tx no longer matches
  'signature_refused', // a shared-account signature file was refused on import; details: { member, reason }
  'approval_refused', // the person refused it in the approval window, or it was withdrawn; details.reason says which
  'expired', // a draft, review or generated mnemonic is no longer available
  'storage', // the local cache failed
  'native_module_mismatch', // a native addon (better-sqlite3) has no build for this runtime's ABI; details say which
  'ledger', // a Ledger device call failed; details.ledger is a LedgerErrorCode (shared/api/ledger.ts)
  'unavailable', // the feature needs a host this process lacks (e.g. updates without the Electron shell)
  'internal', // a bug: the message never carries secrets or stack traces
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The error value every failing channel returns. `details` is JSON data (never secrets). */
export interface ErrorInfo {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** Results are data, never thrown across IPC. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Result<T> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * An error core code may throw inside a handler; the router turns it into `{ok: false, error}`.
 * Anything else thrown becomes code 'internal' with a generic message.
 */
export class WalletError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'WalletError';
  }

  toInfo(): ErrorInfo {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
