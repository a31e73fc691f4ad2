// zod schemas of the x/staking, x/distribution (v1beta1), x/gov (v1) and x/mint inflation REST replies.
// SDK JSON shapes: integers and decimals as strings, DecCoins with 18 fraction digits, pagination objects.
import { z } from 'zod';
import { coinSchema, paginationSchema, uintString } from './chain-schemas';

/** sdk.Dec / LegacyDec as JSON: "0.100000000000000000" (a sign is refused: none of these reads is negative). */
export const decString = z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal string');
export const decCoinSchema = z.object({ denom: z.string().min(1), amount: decString });
/** SDK lists may come as null when empty; read as []. */
const decCoins = z
  .array(decCoinSchema)
  .nullish()
  .transform((list) => list ?? []);

export const stakingValidatorSchema = z.looseObject({
  operator_address: z.string().min(1),
  jailed: z.boolean().default(false),
  status: z.string(),
  tokens: uintString,
  delegator_shares: decString.optional(),
  description: z.looseObject({ moniker: z.string().default(''), website: z.string().default('') }),
  unbonding_time: z.string().optional(),
  commission: z.looseObject({
    commission_rates: z.looseObject({ rate: decString, max_rate: decString, max_change_rate: decString }),
  }),
});
export type StakingValidatorJson = z.output<typeof stakingValidatorSchema>;

export const stakingValidatorsSchema = z.object({
  validators: z.array(stakingValidatorSchema),
  pagination: paginationSchema,
});
export const stakingValidatorReplySchema = z.object({ validator: stakingValidatorSchema });

const unbondingEntrySchema = z.looseObject({
  creation_height: uintString,
  completion_time: z.string().min(1),
  initial_balance: uintString,
  balance: uintString,
});
export const unbondingDelegationsSchema = z.object({
  unbonding_responses: z.array(
    z.looseObject({
      delegator_address: z.string(),
      validator_address: z.string(),
      entries: z.array(unbondingEntrySchema),
    }),
  ),
  pagination: paginationSchema,
});

export const redelegationsSchema = z.object({
  redelegation_responses: z.array(
    z.looseObject({
      redelegation: z.looseObject({
        delegator_address: z.string(),
        validator_src_address: z.string(),
        validator_dst_address: z.string(),
      }),
      entries: z.array(
        z.looseObject({
          redelegation_entry: z.looseObject({
            creation_height: uintString,
            completion_time: z.string().min(1),
            initial_balance: uintString,
          }),
          balance: uintString,
        }),
      ),
    }),
  ),
  pagination: paginationSchema,
});

export const stakingParamsSchema = z.object({
  params: z.looseObject({
    unbonding_time: z.string().regex(/^\d+(\.\d+)?s$/, 'expected a duration like "1814400s"'),
    max_validators: z.number().int().nonnegative(),
    max_entries: z.number().int().nonnegative(),
    bond_denom: z.string().min(1),
  }),
});

export const stakingPoolSchema = z.object({
  pool: z.object({ not_bonded_tokens: uintString, bonded_tokens: uintString }),
});

export const delegatorRewardsSchema = z.object({
  rewards: z
    .array(z.object({ validator_address: z.string(), reward: decCoins }))
    .nullable()
    .default([]),
  total: decCoins,
});

export const validatorCommissionSchema = z.object({
  commission: z.object({ commission: decCoins }),
});
export const communityPoolSchema = z.object({ pool: decCoins });
export const distributionParamsSchema = z.object({
  params: z.looseObject({ community_tax: decString, withdraw_addr_enabled: z.boolean().optional() }),
});

export const mintInflationSchema = z.object({ inflation: decString });

const tallySchema = z.object({
  yes_count: uintString,
  abstain_count: uintString,
  no_count: uintString,
  no_with_veto_count: uintString,
});
export type TallyJson = z.output<typeof tallySchema>;

export const proposalSchema = z.looseObject({
  id: uintString,
  status: z.string(),
  final_tally_result: tallySchema.nullable().optional(),
  submit_time: z.string().nullable().optional(),
  deposit_end_time: z.string().nullable().optional(),
  voting_start_time: z.string().nullable().optional(),
  voting_end_time: z.string().nullable().optional(),
  total_deposit: z.array(coinSchema).nullable().default([]),
  title: z.string().default(''),
  summary: z.string().default(''),
  metadata: z.string().default(''),
  proposer: z.string().default(''),
  messages: z
    .array(z.looseObject({ '@type': z.string() }))
    .nullable()
    .default([]),
});
export type ProposalJson = z.output<typeof proposalSchema>;

export const proposalsSchema = z.object({ proposals: z.array(proposalSchema), pagination: paginationSchema });
export const proposalReplySchema = z.object({ proposal: proposalSchema });
export const tallyReplySchema = z.object({ tally: tallySchema });
export const voteReplySchema = z.object({
  vote: z.looseObject({
    proposal_id: uintString,
    voter: z.string(),
    options: z.array(z.object({ option: z.string(), weight: decString })),
  }),
});

/** gov v1 params/{type}: the flat `params` plus the legacy per-type objects; kept loose. */
export const govParamsSchema = z.looseObject({
  params: z
    .looseObject({
      voting_period: z.string().optional(),
      quorum: decString.optional(),
      threshold: decString.optional(),
      veto_threshold: decString.optional(),
    })
    .nullable()
    .optional(),
});
