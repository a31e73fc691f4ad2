// Builders for AMM pair messages (code id 3): instantiate, initial liquidity via CW20 send, and swaps.
import { BASE_DENOM } from '../../../../../shared/chain';
import { cw20SendMsg } from '../cw20/messages';

/** InstantiateMsg of a pair; the uxyz side of the initial liquidity is the instantiate funds. */
export function pairInstantiateMsg(token: string): Record<string, unknown> {
  return { token };
}

/** CW20 `send` (executed on the token by the pair's instantiator) that deposits the token side and opens the pool. */
export function provideLiquiditySendMsg(pair: string, tokenAmount: bigint): Record<string, unknown> {
  return cw20SendMsg(pair, tokenAmount, { provide_liquidity: {} });
}

/** Native-in swap executed on the pair with `amount` uxyz attached as funds. */
export function swapNativeMsg(
  amount: bigint,
  limits: { maxSpread?: string; minTokensOut?: bigint } = {},
): Record<string, unknown> {
  const swap: Record<string, unknown> = {
    offer_asset: { info: { native_token: { denom: BASE_DENOM } }, amount: amount.toString() },
  };
  if (limits.maxSpread !== undefined) swap.max_spread = limits.maxSpread;
  if (limits.minTokensOut !== undefined) swap.min_tokens_out = limits.minTokensOut.toString();
  return { swap };
}

/** Token-in swap: CW20 `send` executed on the token contract, sending `amount` to `pair`. */
export function swapTokenSendMsg(
  pair: string,
  amount: bigint,
  limits: { maxSpread?: string; minXyzOut?: bigint } = {},
): Record<string, unknown> {
  const swap: Record<string, unknown> = {};
  if (limits.maxSpread !== undefined) swap.max_spread = limits.maxSpread;
  if (limits.minXyzOut !== undefined) swap.min_xyz_out = limits.minXyzOut.toString();
  return cw20SendMsg(pair, amount, { swap });
}
