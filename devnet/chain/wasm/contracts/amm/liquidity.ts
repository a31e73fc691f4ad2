// AMM pair setup: instantiate with the uxyz side as funds, then the creator deposits tokens via CW20 send.
import { ContractError, type ContractContext } from '../../../types';
import { requireNativeFunds } from '../common/funds';
import { isqrt, scaledPrice } from '../common/math';
import { isJsonObject, MsgReader } from '../common/msg-reader';
import { loadPool, savePool, saveShare } from './state';

export function instantiatePair(ctx: ContractContext, msg: unknown): void {
  if (!isJsonObject(msg))
    throw new ContractError('Error parsing into type amm_pair::msg::InstantiateMsg: expected {"token": ...}');
  const body = new MsgReader(msg, 'instantiate');
  const token = body.address('token');
  body.done();
  const xyz = requireNativeFunds(ctx.funds, 'instantiate');
  savePool(ctx.storage, {
    token,
    creator: ctx.sender,
    xyz_reserve: xyz.toString(),
    token_reserve: '0',
    total_share: '0',
    funded: false,
  });
}

/** `{"provide_liquidity":{}}` hook: the creator's one-time token deposit that opens the pool. */
export function provideInitialLiquidity(
  ctx: ContractContext,
  provider: string,
  amount: bigint,
  body: MsgReader,
): void {
  body.done();
  const pool = loadPool(ctx.storage);
  if (ctx.sender !== pool.token)
    throw new ContractError(`provide_liquidity: this pair trades ${pool.token}, not ${ctx.sender}`);
  if (pool.funded)
    throw new ContractError(
      'provide_liquidity: liquidity already provided; this pair accepts only its initial deposit',
    );
  if (provider !== pool.creator) {
    throw new ContractError(
      `provide_liquidity: only the pair's creator ${pool.creator} can provide the initial liquidity`,
    );
  }
  const xyz = BigInt(pool.xyz_reserve);
  const share = isqrt(xyz * amount);
  if (share === 0n) throw new ContractError('provide_liquidity: deposit too small');
  savePool(ctx.storage, {
    ...pool,
    token_reserve: amount.toString(),
    total_share: share.toString(),
    funded: true,
  });
  saveShare(ctx.storage, provider, share);
  ctx.addAttribute('action', 'provide_liquidity');
  ctx.emit('provide_liquidity', {
    pair: ctx.self,
    token: pool.token,
    provider,
    xyz_amount: xyz.toString(),
    token_amount: amount.toString(),
    share: share.toString(),
    price: scaledPrice(xyz, amount).toString(),
    xyz_reserves: xyz.toString(),
  });
}
