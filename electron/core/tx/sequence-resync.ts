// A broadcast refused for the wrong account sequence (code 32): the same review re-priced with the account's current
// sequence, to be signed once more. Kept alone so the handling of that refusal can change in one place.
import type { NetworkClients } from '../chain/clients';
import type { DescribedFailure } from './result-codes';
import type { Review } from './review';
import { reviewFor } from './review-pricing';
import type { StoredReview } from './review-store';
import { onChainAccount, signingAccountInfo } from './signing-state';
import type { TxServiceDeps } from './tx-service-deps';

/**
 * The review to sign again after `failure`, or null when there is none: the failure is no code 32, or this review
 * is already the one re-signed (`allowResync` false: one automatic resync per confirm).
 */
export async function resyncedReview(
  deps: Pick<TxServiceDeps, 'keys' | 'profile' | 'settings'>,
  failure: DescribedFailure,
  allowResync: boolean,
  stored: StoredReview,
  review: Review,
  clients: NetworkClients,
): Promise<Review | null> {
  if (failure.next !== 'resync_sequence' || !allowResync) return null;
  // Code 32: re-query the account and sign the same messages, gas and fee with the current sequence, once.
  const fresh = await onChainAccount(clients, signingAccountInfo(deps.keys, stored.accountId));
  return reviewFor(
    deps,
    review.draft,
    { ...fresh, pubkey: review.pubkey },
    { gasUsed: review.gasUsed, events: review.simulatedEvents },
    {
      feeTier: review.tier,
      gasAdjustment: review.gasAdjustment,
      signMode: review.signMode,
      gasLimitOverride: review.gasLimit,
    },
  );
}
