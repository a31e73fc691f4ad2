// One review, at most one signature (decision 0216): the review store hands out a review's signature once, ever, so
// no path of the core (a refusal, a lost answer, a dropped tx) can sign the same review twice.
import { describe, expect, it } from 'vitest';
import { createReviewStore } from '../../../../electron/core/tx/review-store';
import type { Review } from '../../../../electron/core/tx/review';

const review = {} as Review;

describe('review-store claimSignature', () => {
  it('lets a review be signed once; a second claim of the same id is refused', () => {
    const store = createReviewStore(() => 0);
    const stored = store.put('account-1', review, 10n);
    expect(() => store.claimSignature(stored.id)).not.toThrow();
    expect(() => store.claimSignature(stored.id)).toThrow(
      expect.objectContaining({ code: 'tx_rejected' }) as unknown as Error,
    );
  });

  it('each new review (a re-price, a review again) has its own id and its own one signature', () => {
    const store = createReviewStore(() => 0);
    const a = store.put('account-1', review, 10n);
    const b = store.put('account-1', review, 10n);
    expect(a.id).not.toBe(b.id);
    store.claimSignature(a.id);
    expect(() => store.claimSignature(b.id)).not.toThrow();
  });

  it('a taken review is gone: confirming it again finds it expired before any signing', () => {
    const store = createReviewStore(() => 0);
    const stored = store.put('account-1', review, 10n);
    expect(store.take(stored.id)).toBe(stored);
    expect(store.take(stored.id)).toBe('expired');
  });
});
