// The one error type of tx building and review: a bad user input or a refused transaction, with a field and a code.

/** Codes match shared/errors.ts. */
export type TxErrorCode =
  | 'invalid_request'
  | 'invalid_address'
  | 'invalid_amount'
  | 'insufficient_funds'
  | 'memo_too_long'
  | 'chain_id_mismatch'
  | 'signature_mismatch'
  | 'tx_failed';

export class TxInputError extends Error {
  constructor(
    readonly code: TxErrorCode,
    message: string,
    /** The draft field the message is about (for the form), when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'TxInputError';
  }
}
