// Orchestrates draft -> simulate -> review -> sign -> broadcast once -> track: the tx service the chain runtime owns,
// put together from its parts (drafting, confirm, status), which share one memory of accounts' sequences.
import { createAccountMemory } from './account-memory';
import { createConfirm } from './confirm';
import { createDrafting } from './drafting';
import { reviewSignDocHash, toReviewDto } from './review-dto';
import { WalletError } from '../../../shared/errors';
import type { TxServiceDeps } from './tx-service-deps';
import { txStatus } from './tx-status';

export function createTxService(deps: TxServiceDeps) {
  const accounts = createAccountMemory();
  const drafting = createDrafting(deps, accounts);
  const sends = createConfirm(deps, accounts);
  return {
    draft: drafting.draft,
    reprice: drafting.reprice,
    confirm: sends.confirm,
    cancel: (reviewId: string) => deps.reviews.delete(reviewId),
    broadcastSignedBytes: sends.broadcastSignedBytes,
    status: (txHash: string, refresh: boolean) => txStatus(deps, txHash, refresh),
    retry: drafting.retry,
    /**
     * Takes a shared account's stored review to make it a proposal: only the one the person saw (same sign-doc hash).
     * Any other review is left in place and refused.
     */
    takeShared(reviewId: string, reviewedSignDocHash: string) {
      const seen = deps.reviews.get(reviewId);
      if (seen === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      if (!seen.review.shared)
        throw new WalletError('invalid_request', 'This review is not from a shared account.', {
          reason: 'not_shared_account',
        });
      if (reviewSignDocHash(seen.review) !== reviewedSignDocHash.toUpperCase())
        throw new WalletError('tx_rejected', 'The review changed since it was shown; look at it again.', {
          reason: 'review_changed',
        });
      const taken = deps.reviews.take(reviewId);
      if (taken === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      return taken;
    },
    /** A stored review as the page was shown it (the approval surface renders this, unchanged). */
    view(reviewId: string) {
      const stored = deps.reviews.get(reviewId);
      if (stored === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      return toReviewDto(stored, deps.profile().denom);
    },
  };
}
