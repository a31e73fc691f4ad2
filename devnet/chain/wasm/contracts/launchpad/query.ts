// Launchpad queries: progress (graduation), token / tokens listings, config, and buy/sell simulations.
import { ContractError, type QueryContext } from '../../../types';
import type { MsgReader } from '../common/msg-reader';
import { parseVariant } from '../common/msg-reader';
import { CURVE, curvePrice, quoteBuy, quoteSell, virtualTokens, virtualXyz } from './curve';
import { curveOf, listTokens, loadToken, type TokenRecord } from './state';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

export function queryLaunchpad(ctx: QueryContext, msg: unknown): unknown {
  const { variant, body } = parseVariant(msg, 'launchpad::msg::QueryMsg', [
    'progress',
    'token',
    'tokens',
    'config',
    'simulate_buy',
    'simulate_sell',
  ]);
  switch (variant) {
    case 'progress': {
      const record = requireToken(ctx, body);
      body.done();
      return {
        xyz_reserves: record.xyz_reserves,
        threshold: record.threshold,
        graduated: record.graduated,
        pair: record.pair,
      };
    }
    case 'token': {
      const record = requireToken(ctx, body);
      body.done();
      return tokenView(record);
    }
    case 'tokens': {
      const startAfter = body.optionalString('start_after');
      const limit = body.optionalInteger('limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
      body.done();
      return { tokens: listTokens(ctx.storage, startAfter, limit).map(tokenView) };
    }
    case 'config':
      body.done();
      return {
        creation_fee: CURVE.creationFee.toString(),
        fee_bps: Number(CURVE.feeBps),
        virtual_xyz_reserves: CURVE.virtualXyz.toString(),
        virtual_token_reserves: CURVE.virtualTokens.toString(),
        token_supply: CURVE.totalSupply.toString(),
        curve_supply: CURVE.curveSupply.toString(),
        graduation_usd: CURVE.graduationUsd.toString(),
      };
    case 'simulate_buy': {
      const record = requireOpenCurve(ctx, body);
      const quote = quoteBuy(curveOf(record), body.positiveUint128('xyz_amount'));
      body.done();
      return { token_amount: quote.tokensOut.toString(), fee: quote.fee.toString() };
    }
    default: {
      const record = requireOpenCurve(ctx, body);
      const quote = quoteSell(curveOf(record), body.positiveUint128('token_amount'));
      body.done();
      return { xyz_amount: quote.xyzOut.toString(), fee: quote.fee.toString() };
    }
  }
}

function requireToken(ctx: QueryContext, body: MsgReader): TokenRecord {
  const token = body.address('token');
  const record = loadToken(ctx.storage, token);
  if (!record) throw new ContractError(`unknown token: ${token} was not created by this launchpad`);
  return record;
}

function requireOpenCurve(ctx: QueryContext, body: MsgReader): TokenRecord {
  const record = requireToken(ctx, body);
  if (record.graduated)
    throw new ContractError(`token graduated: ${record.token} now trades on its AMM pair ${record.pair}`);
  return record;
}

/** Public view of a launched token (all amounts Uint128 strings; price scaled by 10^6). */
export function tokenView(record: TokenRecord): Record<string, unknown> {
  const curve = curveOf(record);
  return {
    token: record.token,
    creator: record.creator,
    name: record.name,
    symbol: record.symbol,
    image: record.image,
    description: record.description,
    created_at: record.created_at,
    threshold: record.threshold,
    xyz_reserves: record.xyz_reserves,
    tokens_sold: record.tokens_sold,
    virtual_xyz_reserves: virtualXyz(curve).toString(),
    virtual_token_reserves: virtualTokens(curve).toString(),
    price: curvePrice(curve).toString(),
    graduated: record.graduated,
    pair: record.pair,
  };
}
