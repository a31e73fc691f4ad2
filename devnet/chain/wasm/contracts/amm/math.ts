// Pure constant-product swap math of the AMM pair: 0.3% commission on the returned asset, rounded for the pool.
import { ContractError } from '../../../types';
import { DECIMAL_SCALE, mulDivCeil, mulDivFloor } from '../common/math';

/** Commission in basis points (0.3%). */
export const COMMISSION_BPS = 30n;
const BPS = 10_000n;

export interface SwapQuote {
  /** Units of the ask asset paid to the trader. */
  returnAmount: bigint;
  /** Units of the ask asset kept by the pool as commission (rounded up). */
  commissionAmount: bigint;
  /** Shortfall against the pre-trade spot price, in ask units (before commission). */
  spreadAmount: bigint;
}

/** Quote for offering `offer` units into a pool holding `offerPool` / `askPool`. Pure. */
export function quoteSwap(offerPool: bigint, askPool: bigint, offer: bigint): SwapQuote {
  const gross = mulDivFloor(askPool, offer, offerPool + offer);
  const commissionAmount = mulDivCeil(gross, COMMISSION_BPS, BPS);
  const expected = mulDivFloor(askPool, offer, offerPool);
  return { returnAmount: gross - commissionAmount, commissionAmount, spreadAmount: expected - gross };
}

/**
 * Fails when spread / (return + commission + spread) exceeds `maxSpread` (a fraction scaled by 10^18),
 * i.e. when the trade's price is more than max_spread worse than the pre-trade spot price.
 */
export function assertMaxSpread(quote: SwapQuote, maxSpread: bigint | undefined): void {
  if (maxSpread === undefined) return;
  const expected = quote.returnAmount + quote.commissionAmount + quote.spreadAmount;
  if (expected === 0n) return;
  if (quote.spreadAmount * DECIMAL_SCALE > maxSpread * expected) {
    throw new ContractError('Operation exceeds max spread limit');
  }
}
