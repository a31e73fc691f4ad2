// The one error type of tx building, review and signing: a WalletError (typed code) that may name a draft field.
import { WalletError, type ErrorCode } from '../../../shared/errors';

export class TxInputError extends WalletError {
  constructor(
    code: ErrorCode,
    message: string,
    /** The draft field the message is about (for the form), when there is one. */
    readonly field?: string,
    extra?: Record<string, unknown>,
  ) {
    super(
      code,
      message,
      field === undefined && extra === undefined ? undefined : { ...(field ? { field } : {}), ...extra },
    );
    this.name = 'TxInputError';
  }
}
