// Integer math for contract amounts (bigint only): Uint128 bounds, rounding helpers, integer square root.

export const MAX_UINT128 = (1n << 128n) - 1n;

/** Price scale: prices are "uxyz per smallest token unit" multiplied by 10^6 (service spec, Token.current_price). */
export const PRICE_SCALE = 1_000_000n;

/** Decimal (fraction) scale used for max_spread: 10^18, like CosmWasm's Decimal. */
export const DECIMAL_SCALE = 10n ** 18n;

/** floor(a * b / c). */
export function mulDivFloor(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b) / c;
}

/** ceil(a * b / c) for non-negative operands. */
export function mulDivCeil(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b + c - 1n) / c;
}

/** Integer square root (floor) of a non-negative bigint. */
export function isqrt(value: bigint): bigint {
  if (value < 0n) throw new Error('square root of a negative number');
  if (value < 2n) return value;
  // Newton's method from an upper bound; converges monotonically downward.
  let x = 1n << BigInt(Math.ceil(value.toString(2).length / 2));
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

/** Spot price of a reserve pair: uxyz per smallest token unit scaled by 10^6, rounded down. 0 when no tokens. */
export function scaledPrice(xyzReserve: bigint, tokenReserve: bigint): bigint {
  return tokenReserve === 0n ? 0n : mulDivFloor(xyzReserve, PRICE_SCALE, tokenReserve);
}
