// In-memory store of reviews awaiting confirmation (one-shot, with an expiry) and of failed txs that may be retried.
import { randomUUID } from 'node:crypto';
import { WalletError } from '../../../shared/errors';
import type { Review } from './review';

/** The answer to using a review the store no longer holds (taken, or past its expiry). */
export function reviewExpired(): WalletError {
  return new WalletError('expired', 'This review has expired; please review the transaction again.');
}

export interface StoredReview {
  id: string;
  accountId: string;
  review: Review;
  /** Spendable uxyz at review time. */
  spendable: bigint;
  expiresAt: number;
}

/** How many signed review ids are remembered (far more than a session confirms; the oldest are forgotten). */
const MAX_SIGNED_IDS = 10_000;

/** Reviews are kept for `ttlMs`; at most `max` are kept (oldest dropped). */
export function createReviewStore(clock: () => number, ttlMs = 5 * 60_000, max = 50) {
  const reviews = new Map<string, StoredReview>();
  /** Ids of reviews a signature was asked for: one review, at most one signature (decision 0216). */
  const signed = new Set<string>();
  /** Failed-with-out-of-gas reviews by tx hash, for tx/retry. */
  const retryable = new Map<string, StoredReview>();

  function prune() {
    const now = clock();
    for (const [id, stored] of reviews) if (stored.expiresAt <= now) reviews.delete(id);
    while (reviews.size > max) reviews.delete(reviews.keys().next().value as string);
    while (retryable.size > max) retryable.delete(retryable.keys().next().value as string);
  }

  return {
    put(accountId: string, review: Review, spendable: bigint): StoredReview {
      prune();
      const stored = { id: randomUUID(), accountId, review, spendable, expiresAt: clock() + ttlMs };
      reviews.set(stored.id, stored);
      return stored;
    },
    /** The review if present and not expired; 'expired' when it was never here or has timed out. */
    get(id: string): StoredReview | 'expired' {
      const stored = reviews.get(id);
      if (!stored || stored.expiresAt <= clock()) {
        reviews.delete(id);
        return 'expired';
      }
      return stored;
    },
    /** Removes and returns it (a review is confirmed at most once). */
    take(id: string): StoredReview | 'expired' {
      const stored = this.get(id);
      reviews.delete(id);
      return stored;
    },
    delete: (id: string) => reviews.delete(id),
    /**
     * Claims the one signature a review may produce; throws when it was claimed before. A refusal, a lost answer or
     * a dropped tx never lets the same review be signed again: only a new review, confirmed again, can.
     */
    claimSignature(id: string) {
      if (signed.has(id)) {
        throw new WalletError('tx_rejected', 'This review was already signed; review the transaction again.');
      }
      if (signed.size >= MAX_SIGNED_IDS) signed.delete(signed.values().next().value as string);
      signed.add(id);
    },
    rememberRetryable(hash: string, stored: StoredReview) {
      retryable.set(hash.toUpperCase(), stored);
    },
    retryableFor: (hash: string) => retryable.get(hash.toUpperCase()) ?? null,
  };
}

export type ReviewStore = ReturnType<typeof createReviewStore>;
