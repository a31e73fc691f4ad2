// Gas limit and fee arithmetic in bigint: gas = ceil(gas_used x adjustment), fee = ceil(gas x tier price).
import { GAS_ADJUSTMENT_MAX, GAS_ADJUSTMENT_MIN, GAS_PRICES, type FeeTier } from '../../../shared/chain';
import { mulDecimalCeil } from '../../../shared/format';
import { TxInputError } from './tx-input-error';

export type GasPrices = Record<FeeTier, string>;

/** Turns a gas adjustment (1.3-1.5, at most 2 decimals) into an exact decimal string. */
export function adjustmentText(adjustment: number): string {
  if (!Number.isFinite(adjustment) || adjustment < GAS_ADJUSTMENT_MIN || adjustment > GAS_ADJUSTMENT_MAX) {
    throw new TxInputError(
      'invalid_request',
      `Gas adjustment must be between ${GAS_ADJUSTMENT_MIN} and ${GAS_ADJUSTMENT_MAX}.`,
      'gasAdjustment',
    );
  }
  const text = adjustment.toFixed(2);
  if (Math.abs(Number(text) - adjustment) > 1e-9) {
    throw new TxInputError('invalid_request', 'Gas adjustment may have at most 2 decimals.', 'gasAdjustment');
  }
  return text;
}

/** Gas limit from simulated gas units: ceil(gasUsed x adjustment). */
export function gasLimitFor(gasUsed: bigint, adjustment: number): bigint {
  return mulDecimalCeil(gasUsed, adjustmentText(adjustment));
}

/** Fee in uxyz for `gasLimit` at a decimal price per gas unit: ceil(gas x price). */
export function feeFor(gasLimit: bigint, pricePerGas: string): bigint {
  return mulDecimalCeil(gasLimit, pricePerGas);
}

/** Fees of every tier for one gas limit. */
export function feesByTier(gasLimit: bigint, prices: GasPrices = GAS_PRICES): Record<FeeTier, bigint> {
  return {
    low: feeFor(gasLimit, prices.low),
    average: feeFor(gasLimit, prices.average),
    high: feeFor(gasLimit, prices.high),
  };
}
