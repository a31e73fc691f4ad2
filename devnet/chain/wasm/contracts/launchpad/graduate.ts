// Launchpad graduation: moves a curve's uxyz reserve and its remaining tokens into a new AMM pair (code 3).
import { CODE_ID } from '../../../../../shared/chain';
import type { ContractContext } from '../../../types';
import { nativeCoin } from '../common/funds';
import { pairInstantiateMsg, provideLiquiditySendMsg } from '../amm/messages';
import { CURVE } from './curve';
import { saveToken, type TokenRecord } from './state';

/** Graduates `record` (whose reserve has reached its threshold); irreversible. */
export function graduate(ctx: ContractContext, record: TokenRecord): void {
  const xyzReserves = BigInt(record.xyz_reserves);
  const tokensToPool = CURVE.totalSupply - BigInt(record.tokens_sold);
  const pair = ctx.calls.instantiate(
    CODE_ID.AMM_PAIR,
    pairInstantiateMsg(record.token),
    [nativeCoin(xyzReserves)],
    `pair-${record.symbol}`,
    null,
  );
  ctx.calls.execute(record.token, provideLiquiditySendMsg(pair, tokensToPool), []);
  saveToken(ctx.storage, { ...record, graduated: true, pair });
  ctx.emit('graduate', {
    token: record.token,
    pair,
    xyz_reserves: xyzReserves.toString(),
    token_amount: tokensToPool.toString(),
  });
}
