// The sentences and names of the shared-account screens that are pure functions of data: who a member is, why a
// signature was refused, the proposal's progress, and the names of the files handed between members.
import type { ErrorInfo } from '../../../../shared/errors';
import { t, type MessageKey } from '../../lib/i18n';
import '../../lib/i18n/parts/multisig';

/** The reasons core gives for refusing a signature (contract: `signature_refused`'s `details.reason`). */
export const REFUSAL_REASONS = [
  'not_member',
  'wrong_sign_doc',
  'bad_signature',
  'stale_sequence',
  'duplicate',
  'malformed',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface NamedMember {
  address: string;
  name: string | null;
}

/** An address short enough for a sentence, still telling similar addresses apart by both ends. */
export function shortAddress(address: string): string {
  return address.length <= 20 ? address : `${address.slice(0, 10)}…${address.slice(-6)}`;
}

/** A member as people know them: the name the card gave, else the shortened address. */
export function memberLabel(member: NamedMember): string {
  return member.name ?? shortAddress(member.address);
}

/**
 * The sentence for a refused signature, naming the member (from the account's member list when known, else the
 * address core named) and why; null for any other error (shown as usual).
 */
export function refusalText(error: ErrorInfo, members: readonly NamedMember[]): string | null {
  if (error.code !== 'signature_refused') return null;
  const details = error.details ?? {};
  const reason = REFUSAL_REASONS.find((r) => r === details.reason) ?? 'malformed';
  const address = typeof details.member === 'string' ? details.member : null;
  const known = address ? members.find((m) => m.address === address) : undefined;
  const member = known ? memberLabel(known) : address ? shortAddress(address) : t('multisig.someone');
  return t(`multisig.refused.${reason}` as MessageKey, { member });
}

/** How many of the listed signers have signed. */
export function signedCount(signers: ReadonlyArray<{ signed: boolean }>): number {
  return signers.filter((s) => s.signed).length;
}

/** Why a stale proposal must be re-signed. */
export function staleText(reason: string | undefined): string {
  return reason === 'sequence_used' ? t('multisig.stale.sequence_used') : t('multisig.stale.other');
}

/**
 * File names that say what a file is and whose: the card, a proposal, a member's signature. Two proposals of one
 * account may share a sequence (drafted before either was sent), so the sign-doc hash's first digits tell them apart
 * (and a later download never overwrites an earlier one).
 */
export const fileNames = {
  card: (address: string) => `shared-account-${address.slice(-8)}.json`,
  proposal: (address: string, sequence: string, signDocHash: string) =>
    `proposal-${address.slice(-8)}-seq${sequence}-${signDocHash.slice(0, 8).toLowerCase()}.json`,
  signature: (signer: string, sequence: string, signDocHash: string) =>
    `signature-${signer.slice(-8)}-seq${sequence}-${signDocHash.slice(0, 8).toLowerCase()}.json`,
};

/** The pill colour of a proposal's status. */
export function statusTone(status: string): 'good' | 'warn' | 'bad' | 'accent' {
  if (status === 'included') return 'good';
  if (status === 'failed' || status === 'stale') return 'bad';
  if (status === 'ready') return 'accent';
  return 'warn';
}
