// Pure builders of every wallet message (DOMAIN.md sections 5-6) as canonical-type-URL EncodeObjects (type URLs
// from the message-kind descriptors in shared/tx-kinds).
// Inputs are already-validated addresses and bigint base amounts; `registry.ts` renames type URLs per dialect.
import type { EncodeObject } from '@cosmjs/proto-signing';
import { BASE_DENOM } from '../../../shared/chain';
import { coin, json } from './message-values';
import {
  KINDS,
  bridgeOutKind,
  claimRewardsKind,
  delegateKind,
  instantiateContractKind,
  redelegateKind,
  sendKind,
  undelegateKind,
  voteKind,
  voteWeightedKind,
  type KindBook,
} from '../../../shared/tx-kinds';
import type { CoinAmount } from './trade-messages';

export * from './trade-messages';

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
