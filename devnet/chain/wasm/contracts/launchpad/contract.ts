// Launchpad (code id 2): bonding-curve token launches that graduate to an AMM pair (DOMAIN.md section 6).
import { CODE_ID } from '../../../../../shared/chain';
import { ContractError, type ContractContext, type NativeContract } from '../../../types';
import { requireNoFunds } from '../common/funds';
import { decodeBase64Json, isJsonObject, MsgReader, parseVariant } from '../common/msg-reader';
import { createToken } from './create-token';
import { queryLaunchpad } from './query';
import { buy, sell } from './trade';

export const launchpadContract: NativeContract = {
  codeId: CODE_ID.LAUNCHPAD,
  name: 'launchpad',
  instantiate(ctx, msg) {
    if (!isJsonObject(msg))
      throw new ContractError('Error parsing into type launchpad::msg::InstantiateMsg: expected {}');
    requireNoFunds(ctx.funds, 'instantiate');
    new MsgReader(msg, 'instantiate').done();
  },
  execute(ctx, msg) {
    const { variant, body } = parseVariant(msg, 'launchpad::msg::ExecuteMsg', [
      'create_token',
      'buy',
      'receive',
    ]);
    if (variant === 'create_token') return createToken(ctx, body);
    if (variant === 'buy') return buy(ctx, body);
    return receive(ctx, body);
  },
  query: queryLaunchpad,
};

/** CW20 receive hook: the only supported hook is `{"sell":{min_xyz_out}}`. */
function receive(ctx: ContractContext, body: MsgReader): void {
  requireNoFunds(ctx.funds, 'receive');
  const trader = body.address('sender');
  const amount = body.positiveUint128('amount');
  const hook = decodeBase64Json(body.string('msg'), 'receive');
  body.done();
  const { body: sellBody } = parseVariant(hook, 'launchpad::msg::ReceiveMsg', ['sell']);
  sell(ctx, trader, amount, sellBody);
}
