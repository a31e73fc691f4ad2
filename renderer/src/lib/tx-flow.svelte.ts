// The draft -> review -> confirm -> track flow shared by send, delegate, bridge out, buy, sell and swap.
import type { ErrorInfo } from '../../../shared/errors';
import { callPending } from './api';
import type { TxDraft, TxReview, TxSubmitted } from './contract-pending';
import { status } from './stores/status.svelte';
import { session } from './stores/session.svelte';
import { t } from './i18n';

export class TxFlow {
  review = $state.raw<TxReview | null>(null);
  submitted = $state.raw<TxSubmitted | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  busy = $state(false);

  /** Live status of the submitted tx (from tx/status events), falling back to the confirm answer. */
  liveStatus = $derived(this.submitted ? (status.statusOf(this.submitted.txHash) ?? this.submitted) : null);

  /** Why signing is impossible right now, or null. */
  blockedReason = $derived.by(() => {
    if (session.active?.kind === 'watch_only') return t('error.watch_only');
    if (status.node.current?.health === 'chain_id_mismatch') return t('error.chain_id_mismatch');
    return null;
  });

  /** Asks core to validate, build and simulate `draft`; the review shows exactly what will be signed. */
  async prepare(draft: TxDraft): Promise<void> {
    this.busy = true;
    this.error = null;
    this.submitted = null;
    const r = await callPending<TxReview>('tx/review', draft);
    this.busy = false;
    if (r.ok) this.review = r.value;
    else this.error = r.error;
  }

  /** Signs and broadcasts the reviewed tx; its status then arrives as tx/status events. */
  async confirm(): Promise<void> {
    if (!this.review) return;
    this.busy = true;
    this.error = null;
    const r = await callPending<TxSubmitted>('tx/confirm', { reviewId: this.review.reviewId });
    this.busy = false;
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.submitted = r.value;
    this.review = null;
    const accountId = session.active?.id ?? '';
    if (!status.statusOf(r.value.txHash)) status.recordTx({ accountId, txHash: r.value.txHash, status: r.value.status });
  }

  cancel(): void {
    this.review = null;
  }

  reset(): void {
    this.review = null;
    this.submitted = null;
    this.error = null;
  }
}
