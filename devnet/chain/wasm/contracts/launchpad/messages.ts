// Builders for launchpad messages (code id 2), for the genesis seeder, tests and the wallet's reference.
import { cw20SendMsg } from '../cw20/messages';

export interface CreateTokenParams {
  name: string;
  symbol: string;
  image?: string;
  description?: string;
}

/** `create_token`; attach exactly the creation fee (1,000,000 uxyz) as funds. */
export function createTokenMsg(params: CreateTokenParams): Record<string, unknown> {
  const body: Record<string, unknown> = { name: params.name, symbol: params.symbol };
  if (params.image !== undefined) body.image = params.image;
  if (params.description !== undefined) body.description = params.description;
  return { create_token: body };
}

/** `buy`; attach the uxyz to spend (1% fee included) as funds. */
export function buyMsg(token: string, minTokensOut: bigint = 0n): Record<string, unknown> {
  return { buy: { token, min_tokens_out: minTokensOut.toString() } };
}

/** Sell: a CW20 `send` executed on the token contract, sending `amount` to the launchpad. */
export function sellSendMsg(
  launchpad: string,
  amount: bigint,
  minXyzOut: bigint = 0n,
): Record<string, unknown> {
  return cw20SendMsg(launchpad, amount, { sell: { min_xyz_out: minXyzOut.toString() } });
}
