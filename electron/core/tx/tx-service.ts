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
    /**
     * Learns `address`'s number and sequence ahead of a draft (the dashboard refresh asks it beside the balances), so
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
    /** A stored review as the page was shown it (the approval surface renders this, unchanged). */
    view(reviewId: string) {
      const stored = deps.reviews.get(reviewId);
      if (stored === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      return toReviewDto(stored, deps.profile().denom);
    },
  };
}
