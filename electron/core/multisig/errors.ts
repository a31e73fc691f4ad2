// Errors of the shared-account domain: WalletErrors with a machine-readable `details.reason` and a human message.
import { WalletError, type ErrorCode } from '../../../shared/errors';
import type { SignatureProblem } from '../../../shared/multisig/signature-check';

/** Why a shared-account operation was refused. */
export type MultisigProblem =
  | SignatureProblem
  | 'sign_doc_mismatch'
  | 'below_threshold'
  | 'not_a_member'
  | 'unknown_member_key'
  | 'member_key_type'
  | 'unknown_shared_account'
  | 'wrong_chain'
  | 'sequence_conflict'
  | 'duplicate_signature';

const CODE_OF: Partial<Record<MultisigProblem, ErrorCode>> = {
  foreign_key: 'unauthorized',
  bad_signature: 'unauthorized',
  not_a_member: 'unauthorized',
  below_threshold: 'unauthorized',
  wrong_chain: 'chain_id_mismatch',
  other_chain: 'chain_id_mismatch',
  stale: 'sequence_mismatch',
  sequence_conflict: 'sequence_mismatch',
  unknown_shared_account: 'not_found',
};

export function multisigError(
  reason: MultisigProblem,
  message: string,
  extra: Record<string, unknown> = {},
): WalletError {
  return new WalletError(CODE_OF[reason] ?? 'invalid_request', message, { reason, ...extra });
}
