// Why an imported signature file was refused, in the contract's words: code 'signature_refused' with the member's
// address (when the file names a key) and one reason of SignatureRefusalReason; the technical why stays in details.
import type { SignatureRefusalReason } from '../../../shared/api/multisig';
import { WalletError } from '../../../shared/errors';
import type { MultisigProblem } from './errors';

const REASON_OF: Partial<Record<MultisigProblem, SignatureRefusalReason>> = {
  foreign_key: 'not_member',
  other_chain: 'wrong_sign_doc',
  other_account: 'wrong_sign_doc',
  other_proposal: 'wrong_sign_doc',
  stale: 'stale_sequence',
  bad_signature: 'bad_signature',
  duplicate_signature: 'duplicate',
};

export function signatureRefused(
  reason: SignatureRefusalReason,
  member: string | null,
  message: string,
  extra: Record<string, unknown> = {},
): WalletError {
  return new WalletError('signature_refused', message, { member, reason, ...extra });
}

/** Maps a refusal of the collect step (a WalletError with details.reason) to the contract's refusal. */
export function refusalOf(error: unknown, member: string | null): WalletError {
  if (!(error instanceof WalletError)) throw error;
  const problem = (error.details?.reason ?? '') as MultisigProblem;
  const reason = REASON_OF[problem] ?? 'malformed';
  return signatureRefused(reason, member, error.message, {
    problem,
    memberName: error.details?.memberName ?? null,
  });
}
