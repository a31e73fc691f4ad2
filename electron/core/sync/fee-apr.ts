// Pure arithmetic of the fee-reward APR estimate: fees paid over a window, less the community tax, per bonded
// token, scaled to a year — all in bigint (fixed point with 18 fraction digits), truncated to 4 decimals.
import { decToFixed } from './staking-views';

/** How far back the estimate looks: the last days' fees (a week smooths out busy and quiet days). */
export const APR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A Julian year (365.25 days): the spec's 6,311,520 blocks per year at 5 s each. */
export const YEAR_MS = 31_557_600_000n;
const ONE = 10n ** 18n;

/** One tx as the estimate sees it: when it was included and the fee it paid in the bond denom. */
export interface FeeTx {
  timestampMs: number;
  fee: bigint;
}

/**
 * Fees of `txs` (newest first) included at or after `fromMs`. `reachedOlder` is true once a tx before `fromMs`
 * was seen: the window is then covered and no older page is needed.
 */
export function sumFeesSince(
  txs: readonly FeeTx[],
  fromMs: number,
): { fees: bigint; count: number; reachedOlder: boolean } {
  let fees = 0n;
  let count = 0;
  for (const tx of txs) {
    if (tx.timestampMs < fromMs) return { fees, count, reachedOlder: true };
    fees += tx.fee;
    count += 1;
  }
  return { fees, count, reachedOlder: false };
}

/** The fee amount of `denom` in a tx's fee coins. */
export function feeIn(coins: ReadonlyArray<{ denom: string; amount: string }>, denom: string): bigint {
  return coins.filter((c) => c.denom === denom).reduce((sum, c) => sum + BigInt(c.amount), 0n);
}

/**
 * Yearly reward rate before commission from fees: fees x (1 - communityTax) x YEAR / (window x bonded), as a
 * decimal string with 4 fraction digits ("0.0421" = 4.21 %), truncated. Null when nothing is bonded or the window
 * is empty (no time has passed to measure a rate over).
 */
export function feeApr(input: {
  fees: bigint;
  communityTax: string;
  bonded: bigint;
  windowMs: number;
}): string | null {
  if (input.bonded <= 0n || input.windowMs <= 0) return null;
  const keep = ONE - decToFixed(input.communityTax);
  const rate = (input.fees * keep * YEAR_MS) / (BigInt(Math.floor(input.windowMs)) * input.bonded);
  return fixedToDecimal4(rate);
}

/** A fixed-point (18 digits) rate as a decimal string with 4 fraction digits, truncated. */
export function fixedToDecimal4(fixed: bigint): string {
  const tenThousandths = fixed / 10n ** 14n;
  return `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
}

/** Sum of two 4-digit decimal rates (the inflation part and the fee part), exact. */
export function addRates(a: string, b: string): string {
  return fixedToDecimal4(decToFixed(a) + decToFixed(b));
}
