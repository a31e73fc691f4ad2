// Pure bonding-curve math of the launchpad: virtual constant product with a 1% fee, in bigint base units.
import { ContractError } from '../../../types';
import { mulDivCeil, mulDivFloor, scaledPrice } from '../common/math';

/** Curve constants (DOMAIN.md section 6; docs/decisions/0150-native-contracts.md). All in base units. */
export const CURVE = {
  /** Virtual XYZ reserve: 30,000 XYZ in uxyz. */
  virtualXyz: 30_000_000_000n,
  /** Virtual token reserve: 1,073,000,000 tokens in smallest units (6 decimals). */
  virtualTokens: 1_073_000_000_000_000n,
  /** Every launchpad token's fixed supply, minted to the launchpad at creation: 1,000,000,000 tokens. */
  totalSupply: 1_000_000_000_000_000n,
  /** At most this many token units are sold on the curve; the rest is kept for the AMM pool. */
  curveSupply: 800_000_000_000_000n,
  /** Trading fee in basis points (1%). */
  feeBps: 100n,
  /** Creation fee in uxyz (1 XYZ). */
  creationFee: 1_000_000n,
  /** Graduation market size in whole USD. */
  graduationUsd: 69_000n,
} as const;

const BPS = 10_000n;
const UXYZ_PER_XYZ = 1_000_000n;

/** What the curve holds for one token: real uxyz reserve (without fees) and token units sold so far. */
export interface CurveState {
  xyzReserves: bigint;
  tokensSold: bigint;
}

export function virtualXyz(state: CurveState): bigint {
  return CURVE.virtualXyz + state.xyzReserves;
}

export function virtualTokens(state: CurveState): bigint {
  return CURVE.virtualTokens - state.tokensSold;
}

/** Spot price after the current state: uxyz per smallest token unit scaled by 10^6 (rounded down). */
export function curvePrice(state: CurveState): bigint {
  return scaledPrice(virtualXyz(state), virtualTokens(state));
}

export interface BuyQuote {
  /** Fee kept by the launchpad (1%, rounded up). */
  fee: bigint;
  /** uxyz added to the curve's reserve. */
  xyzIn: bigint;
  /** Token units the buyer receives (rounded down). */
  tokensOut: bigint;
}

/** Quote for spending `xyzAmount` uxyz (fee included) on the curve. Pure; does not check limits. */
export function quoteBuy(state: CurveState, xyzAmount: bigint): BuyQuote {
  const fee = mulDivCeil(xyzAmount, CURVE.feeBps, BPS);
  const xyzIn = xyzAmount - fee;
  const tokensOut = mulDivFloor(virtualTokens(state), xyzIn, virtualXyz(state) + xyzIn);
  return { fee, xyzIn, tokensOut };
}

export interface SellQuote {
  /** uxyz taken out of the curve's reserve (rounded down). */
  xyzOutGross: bigint;
  /** Fee kept by the launchpad (1% of the gross, rounded up). */
  fee: bigint;
  /** uxyz paid to the seller. */
  xyzOut: bigint;
}

/** Quote for selling `tokenAmount` token units back to the curve. Pure; does not check limits. */
export function quoteSell(state: CurveState, tokenAmount: bigint): SellQuote {
  const xyzOutGross = mulDivFloor(virtualXyz(state), tokenAmount, virtualTokens(state) + tokenAmount);
  const fee = mulDivCeil(xyzOutGross, CURVE.feeBps, BPS);
  return { xyzOutGross, fee, xyzOut: xyzOutGross - fee };
}

/** The real uxyz reserve reached when all `curveSupply` tokens are sold (the highest reachable threshold). */
export function maxReachableReserves(): bigint {
  const k = CURVE.virtualXyz * CURVE.virtualTokens;
  return k / (CURVE.virtualTokens - CURVE.curveSupply) - CURVE.virtualXyz;
}

/**
 * Graduation threshold in uxyz fixed at creation: 69,000 USD / oracle XYZ price (rounded up), capped at
 * `maxReachableReserves()` so that every curve can graduate. `priceUsd` is a decimal string like "1.25".
 */
export function graduationThreshold(priceUsd: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(priceUsd.trim());
  if (!match)
    throw new ContractError(`oracle price unavailable: ${JSON.stringify(priceUsd)} is not a decimal`);
  const fraction = match[2] ?? '';
  const priceScaled = BigInt(`${match[1]}${fraction}`);
  if (priceScaled === 0n) throw new ContractError('oracle price unavailable: XYZ/USD price is zero');
  const scale = 10n ** BigInt(fraction.length);
  const threshold = mulDivCeil(CURVE.graduationUsd * UXYZ_PER_XYZ, scale, priceScaled);
  const cap = maxReachableReserves();
  return threshold < cap ? threshold : cap;
}
