// Orchestrates draft -> simulate -> review -> sign -> broadcast once -> track: the tx service the chain runtime owns,
// put together from its parts (drafting, confirm, status), which share one memory of accounts' sequences.
import { createAccountMemory } from './account-memory';
import { createConfirm } from './confirm';
import { createDrafting } from './drafting';
import { toReviewDto } from './review-dto';
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
    /** A stored review as the page was shown it (the approval surface renders this, unchanged). */
    view(reviewId: string) {
      const stored = deps.reviews.get(reviewId);
      if (stored === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      return toReviewDto(stored, deps.profile().denom);
    },
  };
}
