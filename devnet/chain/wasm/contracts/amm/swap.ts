// AMM pair swaps: native uxyz in (with funds) and token in (CW20 send hook), with slippage limits and wasm-swap.
import { BASE_DENOM } from '../../../../../shared/chain';
import { ContractError, type ContractContext } from '../../../types';
import { nativeCoin, requireNativeFunds } from '../common/funds';
import { scaledPrice } from '../common/math';
import type { MsgReader } from '../common/msg-reader';
import { cw20TransferMsg } from '../cw20/messages';
import { assertMaxSpread, quoteSwap, type SwapQuote } from './math';
import { loadPool, savePool, type PoolRecord } from './state';

/** `{"swap":{offer_asset:{info:{native_token:{denom:"uxyz"}}, amount}, max_spread?, min_tokens_out?}}` with funds. */
export function swapNativeIn(ctx: ContractContext, body: MsgReader): void {
  const offer = body.object('offer_asset');
  const amount = offer.positiveUint128('amount');
  const info = offer.object('info');
  offer.done();
  const native = info.optionalObject('native_token');
  if (!native)
    throw new ContractError(
      'swap.offer_asset.info: send tokens with a CW20 send; native swaps offer {"native_token":{"denom":"uxyz"}}',
    );
  info.done();
  const denom = native.string('denom');
  native.done();
  if (denom !== BASE_DENOM) throw new ContractError(`swap: this pair trades ${BASE_DENOM}, not ${denom}`);
  const maxSpread = body.optionalFraction('max_spread');
  const minOut = body.optionalUint128('min_tokens_out');
  body.done();
  const paid = requireNativeFunds(ctx.funds, 'swap');
  if (paid !== amount)
    throw new ContractError(`swap: offer_asset.amount ${amount} does not match the funds sent (${paid}uxyz)`);

  const pool = openPool(ctx);
  const xyz = BigInt(pool.xyz_reserve);
  const tokens = BigInt(pool.token_reserve);
  const quote = checkedQuote(xyz, tokens, amount, maxSpread, minOut, 'min_tokens_out');
  const after = {
    ...pool,
    xyz_reserve: (xyz + amount).toString(),
    token_reserve: (tokens - quote.returnAmount).toString(),
  };
  savePool(ctx.storage, after);
  ctx.calls.execute(pool.token, cw20TransferMsg(ctx.sender, quote.returnAmount), []);
  emitSwap(ctx, after, ctx.sender, BASE_DENOM, amount, quote, pool.token);
}

/** `{"swap":{max_spread?, min_xyz_out?}}` hook from a CW20 send of `amount` token units by `trader`. */
export function swapTokenIn(ctx: ContractContext, trader: string, amount: bigint, body: MsgReader): void {
  const maxSpread = body.optionalFraction('max_spread');
  const minOut = body.optionalUint128('min_xyz_out');
  body.done();
  const pool = openPool(ctx);
  if (ctx.sender !== pool.token)
    throw new ContractError(`swap: this pair trades ${pool.token}, not ${ctx.sender}`);
  const xyz = BigInt(pool.xyz_reserve);
  const tokens = BigInt(pool.token_reserve);
  const quote = checkedQuote(tokens, xyz, amount, maxSpread, minOut, 'min_xyz_out');
  const after = {
    ...pool,
    xyz_reserve: (xyz - quote.returnAmount).toString(),
    token_reserve: (tokens + amount).toString(),
  };
  savePool(ctx.storage, after);
  ctx.bank.send(trader, [nativeCoin(quote.returnAmount)]);
  emitSwap(ctx, after, trader, pool.token, amount, quote, BASE_DENOM);
}

function openPool(ctx: ContractContext): PoolRecord {
  const pool = loadPool(ctx.storage);
  if (!pool.funded) throw new ContractError('swap: pool has no liquidity yet');
  return pool;
}

function checkedQuote(
  offerPool: bigint,
  askPool: bigint,
  offer: bigint,
  maxSpread: bigint | undefined,
  minOut: bigint | undefined,
  minField: string,
): SwapQuote {
  const quote = quoteSwap(offerPool, askPool, offer);
  if (quote.returnAmount === 0n)
    throw new ContractError(`swap: offer of ${offer} is too small to return anything`);
  assertMaxSpread(quote, maxSpread);
  if (minOut !== undefined && quote.returnAmount < minOut) {
    throw new ContractError(
      `swap: slippage limit: would return ${quote.returnAmount}, ${minField} is ${minOut}`,
    );
  }
  return quote;
}

function emitSwap(
  ctx: ContractContext,
  after: PoolRecord,
  trader: string,
  offerDenom: string,
  offerAmount: bigint,
  quote: SwapQuote,
  askDenom: string,
): void {
  ctx.addAttribute('action', 'swap');
  ctx.emit('swap', {
    pair: ctx.self,
    token: after.token,
    trader,
    offer_denom: offerDenom,
    offer_amount: offerAmount.toString(),
    ask_denom: askDenom,
    return_amount: quote.returnAmount.toString(),
    commission_amount: quote.commissionAmount.toString(),
    spread_amount: quote.spreadAmount.toString(),
    price: scaledPrice(BigInt(after.xyz_reserve), BigInt(after.token_reserve)).toString(),
    xyz_reserves: after.xyz_reserve,
  });
}
