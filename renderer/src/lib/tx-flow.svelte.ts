// The draft -> review -> confirm -> track flow shared by send, delegate, bridge out, buy, sell and swap.
import type { Channel, RequestOf } from '../../../shared/api';
import type { TxReview, TxSubmitted } from '../../../shared/api/tx';
import type { ErrorInfo } from '../../../shared/errors';
import { untrack } from 'svelte';
import { call } from './api';
import { status } from './stores/status.svelte';
import { session } from './stores/session.svelte';
import { t } from './i18n';
import { ConfirmGuard } from './confirm-guard';

/** Channels that validate + simulate a draft and answer with a review. */
export type DraftChannel = Extract<Channel, `tx/draft-${string}`>;

export class TxFlow {
  review = $state.raw<TxReview | null>(null);
  submitted = $state.raw<TxSubmitted | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  /** A draft is being validated and simulated by core: the form is read-only until it answers. */
  drafting = $state(false);
  #repricing = $state(false);
  #confirming = $state(false);
  /** Core is working on this flow (drafting, re-pricing or confirming): Confirm waits. */
  busy = $derived(this.drafting || this.#repricing || this.#confirming);
  /** Bumped when a confirm starts or ends, so `canConfirm` re-reads the guard. */
  #confirms = $state(0);
  readonly #guard = new ConfirmGuard();
  /**
   * Bumped by every new draft and every change of the form's inputs. An answer to an older draft or re-price is
   * dropped (and its review cancelled in core): the review on screen is always the answer to what the form says now.
   */
  #generation = 0;
  #repriceSeq = 0;
  /** The review and price (`reviewId:signDocHash`) whose flagged fee the person ticked "I accept" for, or null. */
  #feeAcceptedFor = $state<string | null>(null);

  /** Confirm is offered only for a review never sent before, with no confirm in flight and signing possible. */
  canConfirm = $derived.by(() => {
    void this.#confirms;
    const review = this.review;
    return (
      review !== null &&
      !this.busy &&
      this.blockedReason === null &&
      this.#guard.allows(review.reviewId) &&
      (review.feeAlert === null || this.feeAccepted(review))
    );
  });

  /** The "I accept this fee" tick, for this very review and price only. */
  feeAccepted(review: TxReview): boolean {
    return this.#feeAcceptedFor === `${review.reviewId}:${review.signDocHash}`;
  }

  /** Ticks or unticks "I accept this fee" for the review on screen. */
  setAcceptHighFee(accept: boolean): void {
    this.#feeAcceptedFor =
      accept && this.review ? `${this.review.reviewId}:${this.review.signDocHash}` : null;
  }

  /** Live status of the submitted tx (tx/status events), falling back to the confirm answer. */
  live = $derived.by(() => {
    const s = this.submitted;
    if (!s) return null;
    const ev = status.statusOf(s.txHash);
    return ev
      ? {
          ...s,
          status: ev.status,
          code: ev.code ?? s.code,
          codespace: ev.codespace ?? s.codespace,
          rawLog: ev.rawLog ?? s.rawLog,
          height: ev.height ?? s.height,
        }
      : s;
  });

  /** Why signing is impossible right now, or null. */
  blockedReason = $derived.by(() => {
    if (session.active?.kind === 'watch_only') return t('error.watch_only');
    if (status.node.current?.health === 'chain_id_mismatch') return t('error.chain_id_mismatch');
    if (status.node.current?.health === 'dialect_mismatch') return t('error.dialect_mismatch');
    return null;
  });

  /** Asks core to validate, build and simulate a draft; the review shows exactly what will be signed. */
  async prepare<C extends DraftChannel>(channel: C, request: RequestOf<C>): Promise<void> {
    const generation = ++this.#generation;
    this.cancel();
    this.drafting = true;
    this.error = null;
    this.submitted = null;
    const r = await call(channel, request);
    if (generation !== this.#generation) {
      // The form changed, or another draft began, while core was answering: not the review of what is on screen.
      if (r.ok) void call('tx/cancel', { reviewId: (r.value as TxReview).reviewId });
      return;
    }
    this.drafting = false;
    if (r.ok) this.review = r.value as TxReview;
    else this.error = r.error;
  }

  /** Re-prices the review with another fee tier (no new simulation); Confirm waits for the new price. */
  async reprice(feeTier: TxReview['feeTier']): Promise<void> {
    const review = this.review;
    if (!review || this.#confirming) return;
    const generation = this.#generation;
    const seq = ++this.#repriceSeq;
    this.#repricing = true;
    const r = await call('tx/review', { reviewId: review.reviewId, feeTier });
    if (seq !== this.#repriceSeq) return;
    this.#repricing = false;
    if (generation !== this.#generation || this.review?.reviewId !== review.reviewId) return;
    if (r.ok) this.review = r.value;
    else this.error = r.error;
  }

  /** Signs and broadcasts the reviewed tx once; its status then arrives as tx/status events. */
  async confirm(): Promise<void> {
    const review = this.review;
    if (!review || this.busy || !this.#guard.begin(review.reviewId)) return;
    this.#confirms += 1;
    this.#confirming = true;
    this.error = null;
    // The hash of the review on screen: core refuses a review that changed since; a flagged fee needs the tick.
    const r = await call('tx/confirm', {
      reviewId: review.reviewId,
      signDocHash: review.signDocHash,
      ...(review.feeAlert ? { acceptHighFee: this.feeAccepted(review) } : {}),
    });
    this.#confirming = false;
    this.#guard.finish();
    this.#confirms += 1;
    // Either way this review is spent (the guard refuses it again): a new confirm needs a new review.
    this.review = null;
    // Cancelled here while the approval window still showed it: nothing to report.
    if (!r.ok && r.error.code === 'approval_refused' && r.error.details?.reason === 'withdrawn') return;
    if (!r.ok) return void (this.error = r.error);
    this.submitted = r.value;
    if (status.statusOf(r.value.txHash)) return status.describe(r.value.txHash, review.summary);
    const { txHash, code, codespace, rawLog, height } = r.value;
    status.recordTx(
      {
        accountId: review.accountId,
        txHash,
        status: r.value.status,
        ...(code !== null ? { code } : {}),
        ...(codespace !== null ? { codespace } : {}),
        ...(rawLog !== null ? { rawLog } : {}),
        ...(height !== null ? { height } : {}),
      },
      review.summary,
    );
  }

  /**
   * A new review of the submitted tx's messages, to confirm again: after out of gas (with more gas), or once it was
   * dropped (a fresh sequence, fee and time limit). The dropped review itself is never signed again.
   */
  async retry(): Promise<void> {
    if (!this.submitted) return;
    const generation = this.#generation;
    const r = await call('tx/retry', { txHash: this.submitted.txHash });
    if (generation !== this.#generation) {
      if (r.ok) void call('tx/cancel', { reviewId: r.value.reviewId });
      return;
    }
    if (r.ok) {
      this.review = r.value;
      this.submitted = null;
    } else this.error = r.error;
  }

  /**
   * Drops the review, and any draft still in flight, when any of the form's inputs change, so what is confirmed is
   * always the answer to what the form shows.
   */
  invalidateOn(read: () => unknown): void {
    $effect(() => {
      read();
      untrack(() => this.invalidate());
    });
  }

  /** The form changed: answers still on their way are dropped and the review on screen goes. */
  invalidate(): void {
    this.#generation += 1;
    this.#repriceSeq += 1;
    this.drafting = false;
    this.#repricing = false;
    this.cancel();
  }

  /** Forgets the submitted tx and any error: the form starts over ("Send another"). */
  startOver(): void {
    this.cancel();
    this.submitted = null;
    this.error = null;
  }

  /** Drops the review; while its confirm waits in the approval window, that request is withdrawn too. */
  cancel(): void {
    if (this.review) void call('tx/cancel', { reviewId: this.review.reviewId });
    this.review = null;
  }

  /** A confirm is in flight: waiting for the approval window's answer, then signing and sending. */
  get confirming(): boolean {
    return this.#confirming;
  }
}
