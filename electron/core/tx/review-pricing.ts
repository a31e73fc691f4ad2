// Prices a draft into a review with the network's and the person's settings, refuses a review the account cannot
// afford, and keeps a priced review for confirmation.
import type { TxReview } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';
import { createTxRegistry } from './registry';
import { buildReview, type Draft, type Review, type SigningAccount } from './review';
import { toReviewDto } from './review-dto';
import type { Simulation } from './simulate';
import type { DraftOverrides, TxServiceDeps } from './tx-service-deps';

export type PricingDeps = Pick<TxServiceDeps, 'profile' | 'settings'>;

/** The review of `draft` signed by `account`: the overrides first, then the person's settings. */
export function reviewFor(
  deps: PricingDeps,
  draft: Draft,
  account: SigningAccount,
  simulation: Simulation,
  overrides: DraftOverrides & { gasLimitOverride?: bigint; timeoutHeight?: bigint },
): Review {
  const profile = deps.profile();
  const settings = deps.settings();
  return buildReview(draft, account, simulation, createTxRegistry(profile.dialect), {
    chainId: profile.chainId,
    dialect: profile.dialect,
    tier: overrides.feeTier ?? settings.feeTier,
    gasAdjustment: overrides.gasAdjustment ?? settings.gasAdjustment,
    gasPrices: profile.gasPrices,
    signMode: overrides.signMode ?? settings.signMode,
    gasLimitOverride: overrides.gasLimitOverride,
    timeoutHeight: overrides.timeoutHeight,
  });
}

/** Refuses a review whose amount plus fee is more than the spendable balance. */
export function requireAffordable(review: Review, spendable: bigint) {
  if (review.total > spendable) {
    throw new WalletError('insufficient_funds', 'Not enough spendable XYZ for this amount plus the fee.', {
      needed: review.total.toString(),
      available: spendable.toString(),
    });
  }
}

/** Keeps a priced review for confirmation and returns it as the renderer sees it. */
export function storeReview(
  deps: Pick<TxServiceDeps, 'profile' | 'reviews'>,
  accountId: string,
  review: Review,
  spendable: bigint,
): TxReview {
  return toReviewDto(deps.reviews.put(accountId, review, spendable), deps.profile().denom);
}
