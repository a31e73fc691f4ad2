// AMM pair (code id 3): constant-product uxyz/CW20 pool with a 0.3% commission (DOMAIN.md section 6).
import { CODE_ID } from '../../../../../shared/chain';
import type { ContractContext, NativeContract } from '../../../types';
import { requireNoFunds } from '../common/funds';
import { decodeBase64Json, parseVariant, type MsgReader } from '../common/msg-reader';
import { instantiatePair, provideInitialLiquidity } from './liquidity';
import { queryPair } from './query';
import { swapNativeIn, swapTokenIn } from './swap';

export const ammPairContract: NativeContract = {
  codeId: CODE_ID.AMM_PAIR,
  name: 'amm-pair',
  instantiate: instantiatePair,
  execute(ctx, msg) {
    const { variant, body } = parseVariant(msg, 'amm_pair::msg::ExecuteMsg', ['swap', 'receive']);
    if (variant === 'swap') return swapNativeIn(ctx, body);
    return receive(ctx, body);
  },
  query: queryPair,
};

/** CW20 receive hook: `{"swap":{...}}` or the creator's `{"provide_liquidity":{}}`. */
function receive(ctx: ContractContext, body: MsgReader): void {
  requireNoFunds(ctx.funds, 'receive');
  const sender = body.address('sender');
  const amount = body.positiveUint128('amount');
  const hook = decodeBase64Json(body.string('msg'), 'receive');
  body.done();
  const { variant, body: hookBody } = parseVariant(hook, 'amm_pair::msg::Cw20HookMsg', [
    'swap',
    'provide_liquidity',
  ]);
  if (variant === 'swap') return swapTokenIn(ctx, sender, amount, hookBody);
  return provideInitialLiquidity(ctx, sender, amount, hookBody);
}
