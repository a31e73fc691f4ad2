// What a refused app request becomes: the WalletConnect error the app receives (its standard code, the reason in
// words) and the note the person is shown (`connect/refused`, a reason code the renderer words). Pure.
import { getSdkError } from '@walletconnect/utils';
import type { ConnectRefusalReason } from '../../../shared/api/connect';
import type { AppRequestError } from './app-request';

/** Every reason a request is refused before (or instead of) asking the person. */
export type RefusalCause = AppRequestError['reason'] | 'no_session' | 'expired' | 'rejected';

/** The code an app receives when its request expired before the person decided (WalletConnect's 8000). */
export const REQUEST_EXPIRED_CODE = 8000;

/** The note's reason for a cause (null: the person refused it, nothing to note). */
export function noteReason(cause: RefusalCause): ConnectRefusalReason | null {
  switch (cause) {
    case 'rejected':
      return null;
    case 'other_chain':
      return 'wrong_chain_id';
    case 'bad_params':
    case 'not_signable':
      return 'undecodable';
    default:
      return cause;
  }
}

/** The WalletConnect error for a cause: the SDK's standard code, the wallet's words when it has some. */
export function appError(cause: RefusalCause, message = ''): { code: number; message: string } {
  const base =
    cause === 'rejected'
      ? getSdkError('USER_REJECTED')
      : cause === 'unsupported_method'
        ? getSdkError('UNSUPPORTED_METHODS')
        : cause === 'unsupported_chain'
          ? getSdkError('UNSUPPORTED_CHAINS')
          : cause === 'unknown_account' || cause === 'wrong_signer'
            ? getSdkError('UNSUPPORTED_ACCOUNTS')
            : cause === 'no_session'
              ? getSdkError('USER_DISCONNECTED')
              : cause === 'expired'
                ? { code: REQUEST_EXPIRED_CODE, message: 'The request expired before it was approved.' }
                : { code: 5002, message: '' };
  return { code: base.code, message: message || base.message };
}
