// Pure builders of contract calls: the generic one, and the launchpad, CW20 and AMM calls on top of it (the shapes
// DOMAIN.md section 6 gives); messages.ts re-exports them beside the other kinds' builders.
import type { EncodeObject } from '@cosmjs/proto-signing';
import { toBase64 } from '@cosmjs/encoding';
import { BASE_DENOM } from '../../../shared/chain';
import { coin, json } from './message-values';
import { executeContractKind } from '../../../shared/tx-kinds';

export interface CoinAmount {
  denom: string;
  /** Base units. */
  amount: bigint;
}

/** Byte-order comparison of denoms, as Go compares strings (the SDK's Coins.IsSorted); not locale collation. */
const byDenom = (a: CoinAmount, b: CoinAmount) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0);

/** A generic contract call; `msg` is any JSON value, `funds` are sorted by denom like the SDK requires. */
export function buildExecute(input: {
  sender: string;
  contract: string;
  msg: unknown;
  funds?: CoinAmount[];
}): EncodeObject {
  const funds = [...(input.funds ?? [])].sort(byDenom).map((f) => coin(f.amount, f.denom));
  return {
    typeUrl: executeContractKind.typeUrl,
    value: { sender: input.sender, contract: input.contract, msg: json(input.msg), funds },
  };
}

/** Launchpad create_token with the creation fee (uxyz) in funds. */
export function buildLaunchpadCreate(input: {
  sender: string;
  launchpad: string;
  name: string;
  symbol: string;
  image?: string;
  description?: string;
  creationFee: bigint;
}): EncodeObject {
  const createToken: Record<string, string> = { name: input.name, symbol: input.symbol };
  if (input.image) createToken.image = input.image;
  if (input.description) createToken.description = input.description;
  return buildExecute({
    sender: input.sender,
    contract: input.launchpad,
    msg: { create_token: createToken },
    funds: [{ denom: BASE_DENOM, amount: input.creationFee }],
  });
}

/** Launchpad buy: pays `xyzAmount` uxyz, accepts no fewer than `minTokensOut` token base units. */
export function buildLaunchpadBuy(input: {
  sender: string;
  launchpad: string;
  token: string;
  xyzAmount: bigint;
  minTokensOut: bigint;
}): EncodeObject {
  return buildExecute({
    sender: input.sender,
    contract: input.launchpad,
    msg: { buy: { token: input.token, min_tokens_out: input.minTokensOut.toString() } },
    funds: [{ denom: BASE_DENOM, amount: input.xyzAmount }],
  });
}

/** CW20 `send`: moves `amount` of `token` to `contract` which receives `msg` (base64 JSON). */
export function buildCw20Send(input: {
  sender: string;
  token: string;
  contract: string;
  amount: bigint;
  msg: unknown;
}): EncodeObject {
  return buildExecute({
    sender: input.sender,
    contract: input.token,
    msg: {
      send: { contract: input.contract, amount: input.amount.toString(), msg: toBase64(json(input.msg)) },
    },
  });
}

/** Launchpad sell: CW20 send of the token to the launchpad with `{"sell": {min_xyz_out}}`. */
export function buildLaunchpadSell(input: {
  sender: string;
  launchpad: string;
  token: string;
  tokenAmount: bigint;
  minXyzOut: bigint;
}): EncodeObject {
  return buildCw20Send({
    sender: input.sender,
    token: input.token,
    contract: input.launchpad,
    amount: input.tokenAmount,
    msg: { sell: { min_xyz_out: input.minXyzOut.toString() } },
  });
}

export function buildCw20Transfer(input: {
  sender: string;
  token: string;
  recipient: string;
  amount: bigint;
}): EncodeObject {
  return buildExecute({
    sender: input.sender,
    contract: input.token,
    msg: { transfer: { recipient: input.recipient, amount: input.amount.toString() } },
  });
}

/** AMM swap of native uxyz into the pair's token. `maxSpread` is a decimal string like "0.01". */
export function buildSwapNative(input: {
  sender: string;
  pair: string;
  amount: bigint;
  maxSpread?: string;
}): EncodeObject {
  const swap: Record<string, unknown> = {
    offer_asset: { info: { native_token: { denom: BASE_DENOM } }, amount: input.amount.toString() },
  };
  if (input.maxSpread) swap.max_spread = input.maxSpread;
  return buildExecute({
    sender: input.sender,
    contract: input.pair,
    msg: { swap },
    funds: [{ denom: BASE_DENOM, amount: input.amount }],
  });
}

/** AMM swap of a CW20 token into uxyz: CW20 send to the pair with `{"swap": {}}`. */
export function buildSwapToken(input: {
  sender: string;
  token: string;
  pair: string;
  amount: bigint;
}): EncodeObject {
  return buildCw20Send({
    sender: input.sender,
    token: input.token,
    contract: input.pair,
    amount: input.amount,
    msg: { swap: {} },
  });
}
