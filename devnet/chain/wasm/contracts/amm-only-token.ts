// Helper for AMM-only tokens (no launchpad): a CW20 instantiated directly plus a pair funded by its creator.
import { CODE_ID } from '../../../../shared/chain';
import type { Coin } from '../../types';
import { pairInstantiateMsg, provideLiquiditySendMsg } from './amm/messages';
import { cw20InstantiateMsg } from './cw20/messages';
import { nativeCoin } from './common/funds';

/**
 * Whatever can submit messages as `creator` (the genesis seeder's signed txs, or an in-process test
 * harness). Each call must run a real MsgInstantiateContract / MsgExecuteContract (and wait for it to be
 * included) and return the new address; sync and async messengers both work.
 */
export interface ContractMessenger {
  instantiate(
    sender: string,
    codeId: number,
    msg: unknown,
    funds: Coin[],
    label: string,
  ): string | Promise<string>;
  execute(sender: string, contract: string, msg: unknown, funds: Coin[]): void | Promise<void>;
}

export interface AmmOnlyTokenParams {
  creator: string;
  name: string;
  symbol: string;
  /** Token supply minted to the creator at instantiation, smallest units (6 decimals). */
  supply: bigint;
  /** Token units the creator deposits into the pool (<= supply). */
  poolTokens: bigint;
  /** uxyz the creator deposits into the pool (sent as the pair's instantiate funds). */
  poolXyz: bigint;
  image?: string;
  description?: string;
}

/**
 * Creates an AMM-only token in three messages, all sent by `creator`:
 * 1. instantiate code 1 with `cw20InstantiateMsg` (initial balance `supply` to the creator, no minter);
 * 2. instantiate code 3 with `{"token": <token>}` and funds `poolXyz` uxyz;
 * 3. execute on the token `{"send":{"contract": <pair>, "amount": poolTokens, "msg": base64({"provide_liquidity":{}})}}`.
 * Returns the token and pair addresses.
 */
export async function createAmmOnlyToken(
  messenger: ContractMessenger,
  params: AmmOnlyTokenParams,
): Promise<{ token: string; pair: string }> {
  const tokenMsg = cw20InstantiateMsg({
    name: params.name,
    symbol: params.symbol,
    decimals: 6,
    initialBalances: [{ address: params.creator, amount: params.supply }],
    ...(params.description !== undefined ? { description: params.description } : {}),
    ...(params.image !== undefined ? { logoUrl: params.image } : {}),
  });
  const token = await messenger.instantiate(
    params.creator,
    CODE_ID.CW20,
    tokenMsg,
    [],
    `amm-token-${params.symbol}`,
  );
  const pair = await messenger.instantiate(
    params.creator,
    CODE_ID.AMM_PAIR,
    pairInstantiateMsg(token),
    [nativeCoin(params.poolXyz)],
    `pair-${params.symbol}`,
  );
  await messenger.execute(params.creator, token, provideLiquiditySendMsg(pair, params.poolTokens), []);
  return { token, pair };
}
