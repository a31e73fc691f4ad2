// The timeout height every online transaction carries (decision 0216): the chain refuses it in any block above that
// height (code 30), so a tx that was not included by then can provably never be, and the wallet may offer a new review.

/**
 * Blocks after the latest height a reviewed tx stays includable. A review may be confirmed up to five minutes after
 * it was made (review-store's ttl): 300 blocks keep it includable for that long on a chain of one-second blocks (the
 * devnet's, and the fastest Cosmos chains'), and for half an hour at six seconds; a tx neither included nor replaced
 * is declared dead only after that.
 */
export const TIMEOUT_MARGIN_BLOCKS = 300n;

/** The timeout height of a tx reviewed when the chain's latest block is `latestHeight`. */
export function timeoutHeightFor(latestHeight: bigint, margin: bigint = TIMEOUT_MARGIN_BLOCKS): bigint {
  return latestHeight + margin;
}

/** Whether a tx with `timeoutHeight` can no longer be included once the chain is at `latestHeight` (SDK ante rule). */
export function isPastTimeout(timeoutHeight: bigint, latestHeight: bigint): boolean {
  return timeoutHeight > 0n && latestHeight >= timeoutHeight;
}
