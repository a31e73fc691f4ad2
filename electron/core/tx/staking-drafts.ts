// Pure translation of staking, distribution and governance draft requests into validated Drafts.
import type { z } from 'zod';
import { DECIMALS } from '../../../shared/chain';
import { formatBaseAmount } from '../../../shared/format';
import type {
  draftClaimRewardsSchema,
  draftRedelegateSchema,
  draftUndelegateSchema,
  draftVoteSchema,
  draftVoteWeightedSchema,
} from '../../../shared/api/tx';
import type { DraftEnv } from './drafts';
import {
  buildRedelegate,
  buildUndelegate,
  buildVote,
  buildVoteWeighted,
  withdrawRewardsFrom,
  type VoteChoice,
} from './messages';
import type { Draft } from './review';
import { TxInputError } from './tx-input-error';
import { checkAddress, checkAmount, checkMemo } from './validate';

const xyz = (base: bigint) => `${formatBaseAmount(base)} XYZ`;
const valoper = (env: DraftEnv) => `${env.prefix}valoper`;

/** None of these messages spends from the balance (undelegated and redelegated stake is not spendable), so spend is 0. */
function finish(
  kind: string,
  env: DraftEnv,
  messages: Draft['messages'],
  memo: string | undefined,
  summary: string,
) {
  return {
    kind,
    sender: env.sender,
    messages,
    memo: checkMemo(memo ?? ''),
    spend: 0n,
    summary,
  } satisfies Draft;
}

export function draftUndelegate(req: z.output<typeof draftUndelegateSchema>, env: DraftEnv): Draft {
  const validator = checkAddress(req.validator, valoper(env), 'validator');
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  return finish(
    'undelegate',
    env,
    [buildUndelegate({ delegator: env.sender, validator, amount })],
    req.memo,
    `Undelegate ${xyz(amount)} from ${validator}`,
  );
}

/** Redelegation: never to the same validator (the chain refuses it; say so before signing). */
export function draftRedelegate(req: z.output<typeof draftRedelegateSchema>, env: DraftEnv): Draft {
  const source = checkAddress(req.source, valoper(env), 'source');
  const destination = checkAddress(req.destination, valoper(env), 'destination');
  if (source === destination)
    throw new TxInputError(
      'invalid_request',
      'Choose a different validator to move the stake to.',
      'destination',
      // The SDK's rule applied before signing, reported under the chain's own code (x/staking 29).
      { reason: 'self_redelegation', codespace: 'staking', code: 29 },
    );
  const amount = checkAmount(req.amount, DECIMALS, 'amount');
  return finish(
    'redelegate',
    env,
    [buildRedelegate({ delegator: env.sender, source, destination, amount })],
    req.memo,
    `Redelegate ${xyz(amount)} from ${source} to ${destination}`,
  );
}

/** One withdraw message per validator, duplicates dropped, in the order given. */
export function draftClaimRewards(
  req: z.output<typeof draftClaimRewardsSchema>,
  env: DraftEnv,
  validatorsWithRewards: readonly string[],
): Draft {
  const chosen = (req.validators ?? validatorsWithRewards).map((v) =>
    checkAddress(v, valoper(env), 'validators'),
  );
  const validators = [...new Set(chosen)];
  if (validators.length === 0)
    throw new TxInputError('invalid_request', 'There are no rewards to claim.', 'validators', {
      reason: 'no_rewards',
    });
  return finish(
    'claim-rewards',
    env,
    withdrawRewardsFrom({ delegator: env.sender, validators }),
    req.memo,
    `Claim staking rewards from ${validators.length} validator${validators.length === 1 ? '' : 's'}`,
  );
}

export function draftVote(req: z.output<typeof draftVoteSchema>, env: DraftEnv): Draft {
  const proposalId = BigInt(req.proposalId);
  return finish(
    'vote',
    env,
    [buildVote({ voter: env.sender, proposalId, option: req.option })],
    req.memo,
    `Vote ${req.option} on proposal ${req.proposalId}`,
  );
}

const WEIGHT_DIGITS = 18;
const ONE = 10n ** BigInt(WEIGHT_DIGITS);

/** "0.5" -> 500000000000000000n (18 fraction digits, as sdk.Dec); null when not a decimal in (0, 1]. */
export function parseWeight(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(text.trim());
  if (!match) return null;
  const value = BigInt(match[1]!) * ONE + BigInt((match[2] ?? '').padEnd(WEIGHT_DIGITS, '0') || '0');
  return value > 0n && value <= ONE ? value : null;
}

/** 500000000000000000n -> "0.500000000000000000" (the SDK's Dec string). */
export function weightText(value: bigint): string {
  return `${value / ONE}.${(value % ONE).toString().padStart(WEIGHT_DIGITS, '0')}`;
}

/** Weighted vote: options distinct, each weight in (0, 1], adding up to exactly 1 (the chain's rule). */
export function draftVoteWeighted(req: z.output<typeof draftVoteWeightedSchema>, env: DraftEnv): Draft {
  const seen = new Set<VoteChoice>();
  let sum = 0n;
  const options = req.options.map((o) => {
    const weight = parseWeight(o.weight);
    if (weight === null)
      throw new TxInputError('invalid_amount', 'Each weight is a decimal above 0 and at most 1.', 'options');
    if (seen.has(o.option))
      throw new TxInputError('invalid_request', 'Each vote option may appear once.', 'options');
    seen.add(o.option);
    sum += weight;
    return { option: o.option, weight: weightText(weight) };
  });
  if (sum !== ONE)
    throw new TxInputError('invalid_amount', 'The weights must add up to exactly 1.', 'options', {
      reason: 'weights_sum',
    });
  return finish(
    'vote',
    env,
    [buildVoteWeighted({ voter: env.sender, proposalId: BigInt(req.proposalId), options })],
    req.memo,
    `Weighted vote on proposal ${req.proposalId}`,
  );
}
