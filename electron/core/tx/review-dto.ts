// Converts an internal Review (bigint, bytes) into the JSON TxReview the contract promises.
import { serializeSignDoc } from '@cosmjs/amino';
import { sha256 } from '@cosmjs/crypto';
import { fromUtf8, toHex } from '@cosmjs/encoding';
import type { TxReview } from '../../../shared/api/tx';
import type { Review } from './review';
import type { StoredReview } from './review-store';

/** The bytes the signature will cover: the SignDoc, or the serialized amino sign doc. */
const signedBytesOf = (review: Review): Uint8Array =>
  review.aminoSignDoc ? serializeSignDoc(review.aminoSignDoc) : review.signBytes;

const hashOf = (bytes: Uint8Array) => toHex(sha256(bytes)).toUpperCase();

/** Uppercase hex SHA-256 of the bytes the signature will cover. */
export const reviewSignDocHash = (review: Review): string => hashOf(signedBytesOf(review));

export function toReviewDto(stored: StoredReview, denom: string): TxReview {
  const { review } = stored;
  const signed = signedBytesOf(review);
  return {
    reviewId: stored.id,
    kind: review.draft.kind,
    summary: review.draft.summary,
    accountId: stored.accountId,
    from: review.draft.sender,
    chainId: review.chainId,
    messages: review.messagesJson,
    memo: review.draft.memo,
    gasUsed: review.gasUsed.toString(),
    gasLimit: review.gasLimit.toString(),
    gasAdjustment: review.gasAdjustment,
    feeTier: review.tier,
    fee: { denom, amount: review.fee.toString() },
    fees: {
      low: review.feesByTier.low.toString(),
      average: review.feesByTier.average.toString(),
      high: review.feesByTier.high.toString(),
    },
    spend: review.draft.spend.toString(),
    total: review.total.toString(),
    feeAlert: review.feeAlert
      ? { reason: review.feeAlert.reason, typicalFee: review.feeAlert.typicalFee.toString() }
      : null,
    spendable: stored.spendable.toString(),
    signMode: review.signMode,
    accountNumber: review.accountNumber.toString(),
    sequence: review.sequence.toString(),
    timeoutHeight: review.timeoutHeight.toString(),
    signDocHash: hashOf(signed),
    ...(review.aminoSignDoc ? { aminoSignDoc: fromUtf8(signed) } : {}),
    expiresAt: stored.expiresAt,
    ...(review.shared ? { multisig: review.shared.info } : {}),
    balanceChanges: review.balanceChanges.map(({ delta, ...asset }) => ({
      ...asset,
      delta: delta.toString(),
    })),
    previewMismatches: review.previewMismatches.map((m) => ({
      code: m.code,
      asset: m.asset,
      expected: m.expected.toString(),
      simulated: m.simulated.toString(),
    })),
  };
}
