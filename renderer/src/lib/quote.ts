// Pure trade estimates shown as the person types: launchpad curve (DOMAIN.md section 6) and AMM constant product.
// Core signs the guard (min out / max spread) the person accepted; these numbers only preview it.

/** Virtual XYZ reserve of every curve, in uxyz (30,000 XYZ). */
export const CURVE_VIRTUAL_XYZ = 30_000_000_000n;
/** Virtual token reserve of every curve, in smallest units (1,073,000,000 tokens). */
export const CURVE_VIRTUAL_TOKENS = 1_073_000_000_000_000n;
const CURVE_K = CURVE_VIRTUAL_XYZ * CURVE_VIRTUAL_TOKENS;
const CURVE_FEE_BPS = 100n;
const BPS = 10_000n;

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** Curve reserves implied by the real uxyz reserve `xyzReserves` (virtual constant product). */
function curveState(xyzReserves: bigint): { vx: bigint; vt: bigint } {
  const vx = CURVE_VIRTUAL_XYZ + xyzReserves;
  return { vx, vt: CURVE_K / vx };
}

/** Token units received for paying `uxyz` (1% fee included) on a curve holding `xyzReserves` uxyz. */
export function quoteCurveBuy(xyzReserves: bigint, uxyz: bigint): bigint {
  const { vx, vt } = curveState(xyzReserves);
  const xin = uxyz - ceilDiv(uxyz * CURVE_FEE_BPS, BPS);
  return xin <= 0n ? 0n : (vt * xin) / (vx + xin);
}

/** uxyz received for selling `tokens` units (1% fee taken from the gross) on a curve holding `xyzReserves` uxyz. */
export function quoteCurveSell(xyzReserves: bigint, tokens: bigint): bigint {
  const { vx, vt } = curveState(xyzReserves);
  const gross = (vx * tokens) / (vt + tokens);
  return gross - ceilDiv(gross * CURVE_FEE_BPS, BPS);
}

/** Applies a slippage limit: the least output accepted, `out x (1 - bps/10000)` rounded down. */
export function minOut(out: bigint, slippageBps: number): bigint {
  return (out * (BPS - BigInt(slippageBps))) / BPS;
}

/** Slippage in basis points as the AMM's `max_spread` decimal string ("0.01" for 100 bps). */
export function maxSpread(slippageBps: number): string {
  return (slippageBps / 10_000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '.0');
}
