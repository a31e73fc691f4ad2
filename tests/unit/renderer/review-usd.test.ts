// The review's USD line: the amount and the fee at the current price, a sub-cent fee never shown as free, and
// nothing at all without a price.
import { describe, expect, it } from 'vitest';
import { reviewUsd } from '../../../renderer/src/lib/review-usd';

const review = { spend: '10000000', fee: { denom: 'uxyz', amount: '5250' } };

describe('the USD value in a review', () => {
  it('values the amount and the fee at the price', () => {
    expect(reviewUsd(review, '1.25')).toEqual({ amount: '$12.50', fee: '< $0.01' });
    expect(reviewUsd({ spend: '0', fee: { denom: 'uxyz', amount: '80000' } }, '1.25')).toEqual({
      amount: '$0.00',
      fee: '$0.10',
    });
  });

  it('says nothing when there is no price or the price is zero', () => {
    expect(reviewUsd(review, null)).toBeNull();
    expect(reviewUsd(review, undefined)).toBeNull();
    expect(reviewUsd(review, '0')).toBeNull();
  });
});
