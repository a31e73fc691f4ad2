// Errors of the offline domain: WalletErrors with a machine-readable `details.reason` and a human message.
import { WalletError, type ErrorCode } from '../../../shared/errors';

/** Why a transaction file or its contents was refused. */
export type TxFileProblem =
  | 'not_base64'
  | 'undecodable'
  | 'unknown_message'
  | 'not_offline_signable'
  | 'unsupported_tx'
  | 'hash_mismatch'
  | 'summary_mismatch'
  | 'bad_signature'
  | 'signer_mismatch'
  | 'sequence_mismatch'
  | 'wrong_chain'
  /** The file names one dialect but its messages are written in the other. */
  | 'dialect_mismatch'
  | 'stale_sequence'
  | 'account_mismatch'
  | 'unknown_account';

const CODE_OF: Partial<Record<TxFileProblem, ErrorCode>> = {
  bad_signature: 'unauthorized',
  signer_mismatch: 'unauthorized',
  wrong_chain: 'chain_id_mismatch',
  stale_sequence: 'sequence_mismatch',
  unknown_account: 'not_found',
};

export function txFileError(
  reason: TxFileProblem,
  message: string,
  extra: Record<string, unknown> = {},
): WalletError {
  return new WalletError(CODE_OF[reason] ?? 'invalid_request', message, { reason, ...extra });
}
