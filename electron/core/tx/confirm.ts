// Sends: signs exactly a confirmed review, once, and broadcasts it once (the wallet's own sends), or broadcasts bytes
// signed elsewhere (an offline signed file); both through submit-signed, the wallet's one broadcast path. A review is
// never signed twice: after a refusal for the wrong sequence or a lost answer the tx is followed by hash, and only a
// new review the person confirms again can replace it once it is provably dead (decision 0216).
import type { TxSubmitted } from '../../../shared/api/tx';
import { WalletError } from '../../../shared/errors';
import type { NetworkClients } from '../chain/clients';
import type { AccountMemory } from './account-memory';
import { describeTxFailure, failureSummary } from './result-codes';
import { reviewExpired, type StoredReview } from './review-store';
import { isOpenStatus } from './settle/settle-decision';
import { signReviewed, type SignedTx } from './sign';
import { requireChainId } from './signing-state';
import { submitSigned, type SignedSubmission, type Submitted } from './submit-signed';
import type { SignedBytesInput, TxServiceDeps } from './tx-service-deps';
import { submittedOf } from './tx-status';
import { reviewSignDocHash } from './review-dto';
import { sharedConfirmRefusal } from '../../../shared/multisig/confirm-refusal';

/** What a person's "Confirm" asks for (tx/confirm). */
export interface ConfirmRequest {
  reviewId: string;
  /** The sign-doc hash of the review the person saw: a review that changed since (a re-price) is refused. */
  signDocHash?: string;
  /** The person's explicit yes to a fee the review flagged (`feeAlert`); without it such a review is refused. */
  acceptHighFee?: boolean;
}

export function createConfirm(deps: TxServiceDeps, accounts: AccountMemory) {
  /** Records, broadcasts once and tracks signed bytes: the one broadcast path of the wallet. */
  const submit = (clients: NetworkClients, submission: SignedSubmission): Promise<Submitted> =>
    submitSigned(
      { pending: deps.pending, tracker: deps.tracker, clock: deps.clock, faultPoint: deps.faultPoint },
      clients,
      submission,
    );

  /**
   * The node's chain-id check before a broadcast: the answer this node gave a moment ago (the draft asks it) stands;
   * otherwise it is asked again, and a passing answer is remembered.
   */
  function checkedChainId(clients: NetworkClients): Promise<void> {
    const { chainId } = clients.profile;
    if (accounts.chainIdFresh(clients.chain, chainId, deps.clock())) return Promise.resolve();
    const asked = deps.clock();
    return requireChainId(clients).then(() => accounts.chainIdPassed(clients.chain, chainId, asked));
  }

  /** Takes the stored review `request` confirms, refusing one that cannot be signed now. */
  function confirmable(request: ConfirmRequest, clients: NetworkClients): StoredReview {
    const seen = deps.reviews.get(request.reviewId);
    // A shared account's review stays stored: it becomes a proposal (multisig/propose), never signed here.
    if (seen !== 'expired' && seen.review.shared) throw sharedConfirmRefusal();
    // Checked before the review is taken: the person can still tick the fee box, or look at the new price.
    if (seen !== 'expired') checkWhatWasSeen(request, seen);
    const stored = deps.reviews.take(request.reviewId);
    if (stored === 'expired') throw reviewExpired();
    if (stored.review.chainId !== clients.profile.chainId) {
      throw new WalletError(
        'tx_rejected',
        'The network changed since this review; please review the transaction again.',
      );
    }
    return stored;
  }

  /** Refuses a confirm of anything but the review on the person's screen, and a flagged fee without their yes. */
  function checkWhatWasSeen(request: ConfirmRequest, stored: StoredReview): void {
    if (
      request.signDocHash !== undefined &&
      request.signDocHash.toUpperCase() !== reviewSignDocHash(stored.review)
    ) {
      throw new WalletError(
        'tx_rejected',
        'The review changed since it was shown (a new fee?); look at it again.',
        {
          reason: 'review_changed',
        },
      );
    }
    if (stored.review.feeAlert && request.acceptHighFee !== true) {
      throw new WalletError(
        'tx_rejected',
        'This fee is unusually high: confirm it explicitly, or change the fee.',
        {
          reason: 'fee_not_acknowledged',
          fee: stored.review.fee.toString(),
          typicalFee: stored.review.feeAlert.typicalFee.toString(),
        },
      );
    }
  }

  /**
   * The one signature of `stored` (claimed first: a review id never produces a second one). Signing overlaps the
   * node's chain-id check, but nothing leaves the wallet before it passed, and its failure is the one reported.
   */
  async function signOnce(stored: StoredReview, chainChecked: Promise<void>): Promise<SignedTx> {
    const signed = await (async () => {
      deps.reviews.claimSignature(stored.id);
      const signer = await deps.keys.getSigner(stored.accountId);
      deps.faultPoint?.('confirm:before-sign');
      return signReviewed(stored.review, signer);
    })().catch(async (error: unknown) => {
      await chainChecked;
      throw error;
    });
    await chainChecked;
    return signed;
  }

  /** Broadcasts a review's signed bytes once; an open outcome (accepted, no answer, sequence refusal) is followed. */
  async function broadcastSigned(
    stored: StoredReview,
    signed: SignedTx,
    clients: NetworkClients,
  ): Promise<TxSubmitted> {
    const { review } = stored;
    // Kept so an out-of-gas or dropped tx can be reviewed again (tx/retry): a new review, confirmed again.
    deps.reviews.rememberRetryable(signed.hash, stored);
    const { row, result } = await submit(clients, {
      txBytes: signed.txBytes,
      networkId: clients.profile.id,
      accountId: stored.accountId,
      address: review.draft.sender,
      kind: review.draft.kind,
      summary: { text: review.draft.summary, total: review.total.toString(), fee: review.fee.toString() },
      via: deps.settings().broadcastVia,
      followSequenceRefusal: true,
    });
    if (isOpenStatus(row.status)) {
      accounts.used(clients.profile.chainId, review.draft.sender, review);
      return submittedOf(row);
    }
    if (result.state === 'refused') {
      throw new WalletError('tx_failed', 'broadcast refused by the server', {
        txHash: result.hash,
        reason: result.reason.slice(0, 300),
      });
    }
    if (result.state !== 'rejected') return submittedOf(row);
    const failure = describeTxFailure(result);
    deps.tracker.publish(row, failure.codespace);
    const { errorCode, ...data } = failure;
    throw new WalletError(errorCode, failureSummary(failure), { txHash: result.hash, ...data });
  }

  return {
    /** Signs exactly the stored review, once, and broadcasts it once; the tracker follows it from there. */
    async confirm(request: ConfirmRequest): Promise<TxSubmitted> {
      const clients = deps.clients();
      const stored = confirmable(request, clients);
      const chainChecked = checkedChainId(clients);
      // A Ledger asks the person to approve on the device: only once the node is known to be on the right chain.
      if (deps.keys.getAccount(stored.accountId).kind === 'ledger') await chainChecked;
      else chainChecked.catch(() => undefined); // awaited in signOnce
      const signed = await signOnce(stored, chainChecked);
      return broadcastSigned(stored, signed, clients);
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
