// What a trade's review pays and gets, read from the review core built (its messages and simulated balance
// changes), never from the form: the review's first line and its "expected" row say these. Pure.
import { BASE_DENOM } from '../../../shared/chain';
import type { TxReview } from '../../../shared/api/tx';

export interface TradeFacts {
  /** What is paid: uxyz when `pays` is 'xyz', token base units when 'token'. */
  pays: 'xyz' | 'token';
  paid: bigint;
  /** What the simulation says arrives (uxyz or token base units, the other asset), null when it does not say. */
  received: bigint | null;
}

type ReviewParts = Pick<TxReview, 'messages' | 'spend' | 'fee' | 'balanceChanges'>;

const digits = (v: unknown): bigint | null => (typeof v === 'string' && /^\d+$/.test(v) ? BigInt(v) : null);

/** The trade's facts for `token` (the CW20 contract traded); null when the review is not a one-message trade. */
export function tradeFacts(review: ReviewParts, token: string): TradeFacts | null {
  if (review.messages.length !== 1) return null;
  const msg = review.messages[0]!.msg as Record<string, Record<string, unknown>> | undefined;
  if (!msg || typeof msg !== 'object') return null;
  const change = (match: (c: TxReview['balanceChanges'][number]) => boolean) =>
    review.balanceChanges.find(match)?.delta ?? null;
  if (msg.send) {
    // Selling: a CW20 send of the token to the launchpad or the pair; XYZ comes back (its change is net of the fee).
    const paid = digits(msg.send.amount);
    if (paid === null) return null;
    const native = change((c) => 'denom' in c && c.denom === BASE_DENOM);
    const received = native === null ? null : BigInt(native) + BigInt(review.fee.amount);
    return { pays: 'token', paid, received: received !== null && received > 0n ? received : null };
  }
  // Buying: XYZ in the funds, the token comes back.
  const got = change((c) => 'token' in c && c.token === token);
  const received = got === null ? null : BigInt(got);
  return {
    pays: 'xyz',
    paid: BigInt(review.spend),
    received: received !== null && received > 0n ? received : null,
  };
}
