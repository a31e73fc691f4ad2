// Orchestrates draft -> simulate -> review -> sign -> broadcast once -> track: the tx service the chain runtime owns,
// put together from its parts (drafting, confirm, status), which share one memory of accounts' sequences.
import { createAccountMemory } from './account-memory';
import { createConfirm } from './confirm';
import { createDrafting } from './drafting';
import { reviewSignDocHash, toReviewDto } from './review-dto';
import { WalletError } from '../../../shared/errors';
import { reviewExpired } from './review-store';
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
     * Learns `address`'s number and sequence ahead of a draft (the dashboard refresh asks it once the balances came back), so
     * even the first draft of a session simulates beside its account query: one round trip, not two. Only a guess:
     * what gets signed is always the chain's answer to the draft. Asks nothing when the memory already has it.
     */
    async warm(address: string): Promise<void> {
      const clients = deps.clients();
      const chainId = clients.profile.chainId;
      if (accounts.guess(chainId, address)) return;
      const account = await clients.chain.account(address);
      if (account) accounts.learned(chainId, address, account);
    },
    /**
     * Takes a shared account's stored review to make it a proposal: only the one the person saw (same sign-doc hash).
     * Any other review is left in place and refused.
     */
    takeShared(reviewId: string, reviewedSignDocHash: string) {
      const seen = deps.reviews.get(reviewId);
      if (seen === 'expired') throw reviewExpired();
      if (!seen.review.shared)
        throw new WalletError('invalid_request', 'This review is not from a shared account.', {
          reason: 'not_shared_account',
        });
      if (reviewSignDocHash(seen.review) !== reviewedSignDocHash.toUpperCase())
        throw new WalletError('tx_rejected', 'The review changed since it was shown; look at it again.', {
          reason: 'review_changed',
        });
      const taken = deps.reviews.take(reviewId);
      if (taken === 'expired') throw reviewExpired();
      return taken;
    },
    /** A stored review as the page was shown it (the approval surface renders this, unchanged). */
    view(reviewId: string) {
      const stored = deps.reviews.get(reviewId);
      if (stored === 'expired') throw reviewExpired();
      return toReviewDto(stored, deps.profile().denom);
    },
  };
}
