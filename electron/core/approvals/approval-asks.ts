// Which calls need the approval surface, and what it is shown: the core's own facts for each guarded channel.
import { toBase64, toUtf8 } from '@cosmjs/encoding';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import type { ParsedRequestOf } from '../../../shared/api';
import type { OfflineSignReview } from '../../../shared/api/offline';
import type { Settings } from '../../../shared/api/settings';
import type { TxReview } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';

/** What the asks read from the rest of the core (injected: this area imports no other). */
export interface ApprovalFacts {
  /** The stored review as the page was shown it; throws `expired` / `not_found`. */
  reviewOf(reviewId: string): TxReview;
  /** The offline signer's review of a request (what `offline/review-sign` answers). */
  offlineReview(request: ParsedRequestOf<'offline/review-sign'>): Promise<OfflineSignReview>;
  accountName(accountId: string): string | null;
  /** The account's address in the active profile's prefix (null for an unknown id). */
  accountAddress(accountId: string): string | null;
  /** A shared-account proposal as its bytes say (refuses an altered file); the hash its members sign. */
  multisigReview(proposalText: string): {
    subject: Omit<Extract<ApprovalSubject, { kind: 'multisig_sign' }>, 'kind' | 'accountName'>;
    signDocHash: string;
  };
  /** Accounts that hold a key (what `keys/reset` would erase). */
  keyedAccounts(): number;
  settings(): Settings;
}

/** The channels whose call waits for the approval surface (when what they would do is guarded). */
export const GUARDED_CHANNELS = [
  'tx/confirm',
  'offline/sign',
  'multisig/sign',
  'connect/sign-message',
  'keys/reset',
  'settings/update',
] as const;
export type GuardedChannel = (typeof GUARDED_CHANNELS)[number];

export function isGuarded(channel: string): channel is GuardedChannel {
  return (GUARDED_CHANNELS as readonly string[]).includes(channel);
}

const changedSinceReview = () =>
  new WalletError('tx_rejected', 'The review changed since it was shown; look at it again.', {
    reason: 'review_changed',
  });

/** What the approval surface must show before `channel` runs with `request`; empty when nothing is guarded. */
export async function approvalSubjects<C extends GuardedChannel>(
  channel: C,
  request: ParsedRequestOf<C>,
  facts: ApprovalFacts,
): Promise<ApprovalSubject[]> {
  switch (channel) {
    case 'tx/confirm': {
      const req = request as ParsedRequestOf<'tx/confirm'>;
      const review = facts.reviewOf(req.reviewId);
      if (req.signDocHash !== undefined && req.signDocHash.toUpperCase() !== review.signDocHash)
        throw changedSinceReview();
      return [{ kind: 'transaction', review, accountName: facts.accountName(review.accountId) }];
    }
    case 'offline/sign': {
      const req = request as ParsedRequestOf<'offline/sign'>;
      const review = await facts.offlineReview({ accountId: req.accountId, source: req.source });
      if (req.reviewedSignDocHash.toUpperCase() !== review.signDocHash.toUpperCase())
        throw changedSinceReview();
      return [{ kind: 'offline_sign', review, accountName: facts.accountName(req.accountId) }];
    }
    case 'multisig/sign': {
      const req = request as ParsedRequestOf<'multisig/sign'>;
      const { subject, signDocHash } = facts.multisigReview(req.proposalText);
      if (req.reviewedSignDocHash !== signDocHash) throw changedSinceReview();
      return [{ kind: 'multisig_sign', ...subject, accountName: facts.accountName(req.accountId) }];
    }
    case 'connect/sign-message': {
      const req = request as ParsedRequestOf<'connect/sign-message'>;
      const signer = facts.accountAddress(req.accountId);
      if (signer === null) throw new WalletError('not_found', 'No such account.');
      const message = { text: req.message, dataBase64: toBase64(toUtf8(req.message)), signer };
      return [{ kind: 'sign_message', message, accountName: facts.accountName(req.accountId), app: null }];
    }
    case 'keys/reset':
      return [{ kind: 'keys_reset', keyedAccounts: facts.keyedAccounts() }];
    case 'settings/update': {
      const req = request as ParsedRequestOf<'settings/update'>;
      const current = facts.settings();
      const subjects: ApprovalSubject[] = [];
      if (req.autoLockMinutes === 0 && current.autoLockMinutes !== 0)
        subjects.push({ kind: 'auto_lock_off' });
      if (req.passwordEverySend === false && current.passwordEverySend)
        subjects.push({ kind: 'password_every_send_off' });
      return subjects;
    }
    default:
      return [];
  }
}

/** True when approving `subject` makes a signature (what a lock withdraws and the password-every-send guards). */
export function isSigning(subject: ApprovalSubject): boolean {
  return (
    subject.kind === 'transaction' ||
    subject.kind === 'offline_sign' ||
    subject.kind === 'multisig_sign' ||
    subject.kind === 'sign_message'
  );
}

/** True when approving `subject` needs the wallet password typed in the approval surface. */
export function needsPassword(subject: ApprovalSubject, settings: Settings): boolean {
  if (subject.kind === 'password_every_send_off') return true;
  return settings.passwordEverySend && isSigning(subject);
}
