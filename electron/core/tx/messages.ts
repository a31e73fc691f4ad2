// Pure builders of every wallet message (DOMAIN.md sections 5-6) as canonical-type-URL EncodeObjects (type URLs
// from the message-kind descriptors in shared/tx-kinds).
// Inputs are already-validated addresses and bigint base amounts; `registry.ts` renames type URLs per dialect.
import type { EncodeObject } from '@cosmjs/proto-signing';
import { toBase64, toUtf8 } from '@cosmjs/encoding';
import { BASE_DENOM } from '../../../shared/chain';
import {
  KINDS,
  bridgeOutKind,
  claimRewardsKind,
  delegateKind,
  executeContractKind,
  instantiateContractKind,
  redelegateKind,
  sendKind,
  undelegateKind,
  voteKind,
  voteWeightedKind,
  type KindBook,
} from '../../../shared/tx-kinds';

export interface CoinAmount {
  denom: string;
  /** Base units. */
  amount: bigint;
}

const coin = (amount: bigint, denom = BASE_DENOM) => ({ denom, amount: amount.toString() });
const json = (value: unknown) => toUtf8(JSON.stringify(value));

export function buildSend(input: { from: string; to: string; amount: bigint; denom?: string }): EncodeObject {
  return {
    typeUrl: sendKind.typeUrl,
    value: { fromAddress: input.from, toAddress: input.to, amount: [coin(input.amount, input.denom)] },
  };
}

export function buildDelegate(input: { delegator: string; validator: string; amount: bigint }): EncodeObject {
  return {
    typeUrl: delegateKind.typeUrl,
    value: {
      delegatorAddress: input.delegator,
      validatorAddress: input.validator,
      amount: coin(input.amount),
    },
  };
}

export function buildUndelegate(input: {
  delegator: string;
  validator: string;
  amount: bigint;
}): EncodeObject {
  return {
    typeUrl: undelegateKind.typeUrl,
    value: {
      delegatorAddress: input.delegator,
      validatorAddress: input.validator,
      amount: coin(input.amount),
    },
  };
}

export function buildRedelegate(input: {
  delegator: string;
  source: string;
  destination: string;
  amount: bigint;
}): EncodeObject {
  return {
    typeUrl: redelegateKind.typeUrl,
    value: {
      delegatorAddress: input.delegator,
      validatorSrcAddress: input.source,
      validatorDstAddress: input.destination,
      amount: coin(input.amount),
    },
  };
}

export function buildWithdrawReward(input: { delegator: string; validator: string }): EncodeObject {
  return {
    typeUrl: claimRewardsKind.typeUrl,
    value: { delegatorAddress: input.delegator, validatorAddress: input.validator },
  };
}

/** "Claim all": one reward claim per validator, in one tx. */
export function withdrawRewardsFrom(input: {
  delegator: string;
  validators: readonly string[];
}): EncodeObject[] {
  return input.validators.map((validator) => buildWithdrawReward({ delegator: input.delegator, validator }));
}

/** gov v1 VoteOption numbers (1 yes, 2 abstain, 3 no, 4 no with veto). */
export const VOTE_OPTION = { yes: 1, abstain: 2, no: 3, no_with_veto: 4 } as const;
export type VoteChoice = keyof typeof VOTE_OPTION;

export function buildVote(input: { voter: string; proposalId: bigint; option: VoteChoice }): EncodeObject {
  return {
    typeUrl: voteKind.typeUrl,
    value: {
      proposalId: input.proposalId,
      voter: input.voter,
      option: VOTE_OPTION[input.option],
      metadata: '',
    },
  };
}

/** Weighted vote; each weight is an 18-digit decimal string ("0.500000000000000000") and they sum to 1. */
export function buildVoteWeighted(input: {
  voter: string;
  proposalId: bigint;
  options: ReadonlyArray<{ option: VoteChoice; weight: string }>;
}): EncodeObject {
  return {
    typeUrl: voteWeightedKind.typeUrl,
    value: {
      proposalId: input.proposalId,
      voter: input.voter,
      options: input.options.map((o) => ({ option: VOTE_OPTION[o.option], weight: o.weight })),
      metadata: '',
    },
  };
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

export function buildInstantiate(input: {
  sender: string;
  admin: string | null;
  codeId: bigint;
  label: string;
  msg: unknown;
  funds?: CoinAmount[];
}): EncodeObject {
  return {
    typeUrl: instantiateContractKind.typeUrl,
    value: {
      sender: input.sender,
      admin: input.admin ?? '',
      codeId: input.codeId,
      label: input.label,
      msg: json(input.msg),
      funds: (input.funds ?? []).map((f) => coin(f.amount, f.denom)),
    },
  };
}

export function buildBridgeOut(input: {
  sender: string;
  amount: bigint;
  externalAddress: string;
}): EncodeObject {
  return {
    typeUrl: bridgeOutKind.typeUrl,
    value: { sender: input.sender, amount: coin(input.amount), externalAddress: input.externalAddress },
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

/** Total base units of `denom` a set of messages spends from the signer (amounts and funds), fee excluded. */
export function nativeSpend(
  messages: readonly EncodeObject[],
  denom = BASE_DENOM,
  book: KindBook = KINDS,
): bigint {
  let total = 0n;
  for (const message of messages) {
    const kind = book.byTypeUrl(message.typeUrl);
    if (!kind) throw new Error(`unknown message kind ${message.typeUrl}`);
    total += kind.spend(message.value, denom);
  }
  return total;
}
