// AMM pair queries: pool (assets and total_share), pair info, share of an address, and swap simulation.
import { BASE_DENOM } from '../../../../../shared/chain';
import { ContractError, type QueryContext } from '../../../types';
import { parseVariant } from '../common/msg-reader';
import { scaledPrice } from '../common/math';
import { quoteSwap } from './math';
import { loadPool, loadShare } from './state';

export function queryPair(ctx: QueryContext, msg: unknown): unknown {
  const { variant, body } = parseVariant(msg, 'amm_pair::msg::QueryMsg', [
    'pool',
    'pair',
    'share',
    'simulation',
  ]);
  const pool = loadPool(ctx.storage);
  const nativeInfo = { native_token: { denom: BASE_DENOM } };
  const tokenInfo = { token: { contract_addr: pool.token } };
  switch (variant) {
    case 'pool':
      body.done();
      return {
        assets: [
          { info: nativeInfo, amount: pool.xyz_reserve },
          { info: tokenInfo, amount: pool.token_reserve },
        ],
        total_share: pool.total_share,
        price: scaledPrice(BigInt(pool.xyz_reserve), BigInt(pool.token_reserve)).toString(),
      };
    case 'pair':
      body.done();
      return {
        asset_infos: [nativeInfo, tokenInfo],
        contract_addr: ctx.self,
        liquidity_token: '',
        pair_type: { xyk: {} },
      };
    case 'share': {
      const address = body.address('address');
      body.done();
      return { share: loadShare(ctx.storage, address).toString() };
    }
    default: {
      const offer = body.object('offer_asset');
      const amount = offer.positiveUint128('amount');
      const info = offer.object('info');
      offer.done();
      body.done();
      const native = info.optionalObject('native_token');
      const token = info.optionalObject('token');
      info.done();
      const nativeIn = native !== undefined;
      if (!nativeIn && token?.address('contract_addr') !== pool.token) {
        throw new ContractError(`simulation: this pair trades ${BASE_DENOM} and ${pool.token}`);
      }
      const xyz = BigInt(pool.xyz_reserve);
      const tokens = BigInt(pool.token_reserve);
      if (!pool.funded) throw new ContractError('simulation: pool has no liquidity yet');
      const quote = nativeIn ? quoteSwap(xyz, tokens, amount) : quoteSwap(tokens, xyz, amount);
      return {
        return_amount: quote.returnAmount.toString(),
        spread_amount: quote.spreadAmount.toString(),
        commission_amount: quote.commissionAmount.toString(),
      };
    }
  }
}
