// Sends: signs exactly a confirmed review and broadcasts it once (the wallet's own sends), or broadcasts bytes signed
// elsewhere (an offline signed file); both through submit-signed, the wallet's one broadcast path.
import type { TxSubmitted } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';
import type { NetworkClients } from '../chain/clients';
import type { AccountMemory } from './account-memory';
import { describeTxFailure, failureSummary } from './result-codes';
import type { Review } from './review';
import type { StoredReview } from './review-store';
import { resyncedReview } from './sequence-resync';
import { signReviewed } from './sign';
import { requireChainId } from './signing-state';
import { submitSigned, type SignedSubmission, type Submitted } from './submit-signed';
import type { SignedBytesInput, TxServiceDeps } from './tx-service-deps';
import { submittedOf } from './tx-status';

export function createConfirm(deps: TxServiceDeps, accounts: AccountMemory) {
  /** Records, broadcasts once and tracks signed bytes: the one broadcast path of the wallet. */
  const submit = (clients: NetworkClients, submission: SignedSubmission): Promise<Submitted> =>
    submitSigned(
      { pending: deps.pending, tracker: deps.tracker, clock: deps.clock, faultPoint: deps.faultPoint },
      clients,
      submission,
    );

  async function signAndBroadcast(
    stored: StoredReview,
    review: Review,
    clients: NetworkClients,
    allowResync: boolean,
    chainChecked: Promise<void> = Promise.resolve(),
  ): Promise<TxSubmitted> {
    // Signing overlaps the node's chain-id check, but nothing leaves the wallet before it passed, and its failure
    // is the one reported (as when the check ran first).
    const signed = await (async () => {
      const signer = await deps.keys.getSigner(stored.accountId);
      deps.faultPoint?.('confirm:before-sign');
      return signReviewed(review, signer);
    })().catch(async (error: unknown) => {
      await chainChecked;
      throw error;
    });
    await chainChecked;
    // Kept so an out-of-gas result (at CheckTx or found later by the tracker) can be retried with more gas.
    deps.reviews.rememberRetryable(signed.hash, { ...stored, review });
    const { row, result } = await submit(clients, {
      txBytes: signed.txBytes,
      networkId: clients.profile.id,
      accountId: stored.accountId,
      address: review.draft.sender,
      kind: review.draft.kind,
      summary: { text: review.draft.summary, total: review.total.toString(), fee: review.fee.toString() },
      via: deps.settings().broadcastVia,
    });
    if (result.state === 'accepted' || result.state === 'unknown') {
      accounts.used(clients.profile.chainId, review.draft.sender, review);
      return submittedOf(row);
    }
    if (result.state === 'refused') {
      throw new WalletError('tx_failed', 'broadcast refused by the server', {
        txHash: result.hash,
        reason: result.reason.slice(0, 300),
      });
    }
    const failure = describeTxFailure(result);
    deps.tracker.publish(row, failure.codespace);
    const resynced = await resyncedReview(deps, failure, allowResync, stored, review, clients);
    if (resynced) return signAndBroadcast(stored, resynced, clients, false);
    const { errorCode, ...data } = failure;
    throw new WalletError(errorCode, failureSummary(failure), { txHash: result.hash, ...data });
  }

  return {
    /** Signs exactly the stored review and broadcasts it once (code 32: one automatic resync). */
    async confirm(reviewId: string): Promise<TxSubmitted> {
      const stored = deps.reviews.take(reviewId);
      if (stored === 'expired')
        throw new WalletError('expired', 'This review has expired; please review the transaction again.');
      const clients = deps.clients();
      if (stored.review.chainId !== clients.profile.chainId) {
        throw new WalletError(
          'tx_rejected',
          'The network changed since this review; please review the transaction again.',
        );
      }
      const chainChecked = requireChainId(clients);
      // A Ledger asks the person to approve on the device: only once the node is known to be on the right chain.
      if (deps.keys.getAccount(stored.accountId).kind === 'ledger') await chainChecked;
      else chainChecked.catch(() => undefined); // awaited in signAndBroadcast
      return signAndBroadcast(stored, stored.review, clients, true, chainChecked);
    },

    /**
     * Broadcasts bytes signed elsewhere (an offline signed file) exactly like a wallet send: same chain-id guard,
     * a pending row, one broadcast with the runtime's clients, then the tracker. The caller maps the result.
     */
    async broadcastSignedBytes(input: SignedBytesInput): Promise<Submitted> {
      const clients = deps.clients();
      await requireChainId(clients);
      const accountId = deps.keys.listAccounts().find((a) => a.address === input.address)?.id ?? '';
      return submit(clients, {
        txBytes: input.txBytes,
        networkId: clients.profile.id,
        accountId,
        address: input.address,
        kind: input.kind,
        summary: input.summary,
        via: input.via ?? deps.settings().broadcastVia,
      });
    },
  };
}
