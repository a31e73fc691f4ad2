// Launchpad curve trades: `buy` with uxyz funds and `sell` arriving as a CW20 send hook; graduation on buy.
import { ContractError, type ContractContext } from '../../../types';
import { nativeCoin, requireNativeFunds } from '../common/funds';
import type { MsgReader } from '../common/msg-reader';
import { cw20TransferMsg } from '../cw20/messages';
import { CURVE, curvePrice, quoteBuy, quoteSell, type CurveState } from './curve';
import { graduate } from './graduate';
import { curveOf, loadToken, saveToken, withCurve, type TokenRecord } from './state';

export function buy(ctx: ContractContext, body: MsgReader): void {
  const token = body.address('token');
  const minTokensOut = body.uint128('min_tokens_out');
  body.done();
  const record = openCurve(ctx, token);
  const paid = requireNativeFunds(ctx.funds, 'buy');
  const curve = curveOf(record);
  const quote = quoteBuy(curve, paid);
  if (quote.tokensOut === 0n) throw new ContractError(`buy: ${paid}uxyz is too small to buy any token units`);
  const left = CURVE.curveSupply - curve.tokensSold;
  if (quote.tokensOut > left) {
    throw new ContractError(
      `buy: not enough tokens left on the curve: this buy would receive ${quote.tokensOut} but only ${left} remain; buy less`,
    );
  }
  if (quote.tokensOut < minTokensOut) {
    throw new ContractError(
      `buy: slippage limit: would receive ${quote.tokensOut} tokens, min_tokens_out is ${minTokensOut}`,
    );
  }
  const after: CurveState = {
    xyzReserves: curve.xyzReserves + quote.xyzIn,
    tokensSold: curve.tokensSold + quote.tokensOut,
  };
  const updated = withCurve(record, after, quote.fee);
  saveToken(ctx.storage, updated);
  ctx.calls.execute(token, cw20TransferMsg(ctx.sender, quote.tokensOut), []);
  ctx.addAttribute('action', 'buy');
  ctx.emit('buy', tradeAttributes(token, ctx.sender, paid, quote.tokensOut, quote.fee, after));
  if (after.xyzReserves >= BigInt(record.threshold)) graduate(ctx, updated);
}

/** Handles `{"sell":{min_xyz_out}}` from a CW20 send of `amount` units by `trader`; ctx.sender is the token. */
export function sell(ctx: ContractContext, trader: string, amount: bigint, body: MsgReader): void {
  const minXyzOut = body.uint128('min_xyz_out');
  body.done();
  const token = ctx.sender;
  const record = openCurve(ctx, token);
  const curve = curveOf(record);
  if (amount > curve.tokensSold) {
    throw new ContractError(
      `sell: the curve sold only ${curve.tokensSold} units and cannot buy back ${amount}`,
    );
  }
  const quote = quoteSell(curve, amount);
  if (quote.xyzOut === 0n)
    throw new ContractError(`sell: ${amount} token units are too few to receive any uxyz`);
  if (quote.xyzOut < minXyzOut) {
    throw new ContractError(
      `sell: slippage limit: would receive ${quote.xyzOut}uxyz, min_xyz_out is ${minXyzOut}`,
    );
  }
  const after: CurveState = {
    xyzReserves: curve.xyzReserves - quote.xyzOutGross,
    tokensSold: curve.tokensSold - amount,
  };
  saveToken(ctx.storage, withCurve(record, after, quote.fee));
  ctx.bank.send(trader, [nativeCoin(quote.xyzOut)]);
  ctx.addAttribute('action', 'sell');
  ctx.emit('sell', tradeAttributes(token, trader, quote.xyzOut, amount, quote.fee, after));
}

/** The token's record when it exists and still trades on the curve. */
function openCurve(ctx: ContractContext, token: string): TokenRecord {
  const record = loadToken(ctx.storage, token);
  if (!record) throw new ContractError(`unknown token: ${token} was not created by this launchpad`);
  if (record.graduated)
    throw new ContractError(`token graduated: ${token} now trades on its AMM pair ${record.pair}`);
  return record;
}

/**
 * Attributes of wasm-buy / wasm-sell. xyz_amount is what the trader paid (buy, fee included) or received
 * (sell, fee deducted); price is the curve's spot price after the trade, uxyz per token unit x 10^6.
 */
function tradeAttributes(
  token: string,
  trader: string,
  xyzAmount: bigint,
  tokenAmount: bigint,
  fee: bigint,
  after: CurveState,
): Record<string, string> {
  return {
    token,
    trader,
    xyz_amount: xyzAmount.toString(),
    token_amount: tokenAmount.toString(),
    price: curvePrice(after).toString(),
    xyz_reserves: after.xyzReserves.toString(),
    fee: fee.toString(),
  };
}
