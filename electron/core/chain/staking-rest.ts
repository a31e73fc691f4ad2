// Chain REST reads of x/staking, x/distribution (v1beta1), x/gov (v1) and mint inflation, in the profile's dialect.
import type { z } from 'zod';
import { chainUrl, type Endpoints } from './endpoints';
import { HttpStatusError } from './errors';
import { getJson, type HttpOptions } from './http';
import type { ResponseCap } from './response-caps';
import {
  communityPoolSchema,
  delegatorRewardsSchema,
  distributionParamsSchema,
  govParamsSchema,
  mintInflationSchema,
  proposalReplySchema,
  proposalsSchema,
  redelegationsSchema,
  stakingParamsSchema,
  stakingPoolSchema,
  stakingValidatorReplySchema,
  stakingValidatorsSchema,
  tallyReplySchema,
  unbondingDelegationsSchema,
  validatorCommissionSchema,
  voteReplySchema,
} from './staking-schemas';

export type BondStatus = 'BOND_STATUS_BONDED' | 'BOND_STATUS_UNBONDING' | 'BOND_STATUS_UNBONDED';
export type ProposalStatus =
  | 'PROPOSAL_STATUS_DEPOSIT_PERIOD'
  | 'PROPOSAL_STATUS_VOTING_PERIOD'
  | 'PROPOSAL_STATUS_PASSED'
  | 'PROPOSAL_STATUS_REJECTED'
  | 'PROPOSAL_STATUS_FAILED';

/** Largest page the wallet asks for; the devnet and typical chains have far fewer validators or proposals. */
const PAGE = '500';

export function createStakingRestClient(
  endpoints: Pick<Endpoints, 'restUrl' | 'dialect'>,
  http: HttpOptions,
) {
  const get = <S extends z.ZodType>(url: string, schema: S, cap: ResponseCap = 'object') =>
    getJson(url, schema, http, cap);
  const url = (...args: Parameters<typeof chainUrl> extends [unknown, ...infer R] ? R : never) =>
    chainUrl(endpoints, ...args);
  const page: Array<[string, string]> = [['pagination.limit', PAGE]];

  return {
    stakingValidators: (status?: BondStatus) =>
      get(
        url('validators', [], status ? [['status', status], ...page] : page),
        stakingValidatorsSchema,
        'list',
      ),
    stakingValidator: (validator: string) => get(url('validators', [validator]), stakingValidatorReplySchema),
    unbondingDelegations: (delegator: string) =>
      get(url('stakingDelegators', [delegator, 'unbonding_delegations']), unbondingDelegationsSchema, 'list'),
    redelegations: (delegator: string) =>
      get(url('stakingDelegators', [delegator, 'redelegations']), redelegationsSchema, 'list'),
    stakingParams: () => get(url('stakingParams'), stakingParamsSchema),
    stakingPool: () => get(url('stakingPool'), stakingPoolSchema),
    delegatorRewards: (delegator: string) =>
      get(url('distributionDelegators', [delegator, 'rewards']), delegatorRewardsSchema, 'list'),
    validatorCommission: (validator: string) =>
      get(url('distributionValidators', [validator, 'commission']), validatorCommissionSchema),
    communityPool: () => get(url('communityPool'), communityPoolSchema),
    distributionParams: () => get(url('distributionParams'), distributionParamsSchema),
    mintInflation: () => get(url('mintInflation'), mintInflationSchema),
    proposals: (status?: ProposalStatus) =>
      get(
        url(
          'proposals',
          [],
          status ? [['proposal_status', status], ...page] : [...page, ['pagination.reverse', 'true']],
        ),
        proposalsSchema,
        'list',
      ),
    proposal: (id: string) => get(url('proposals', [id]), proposalReplySchema, 'list'),
    tally: (id: string) => get(url('proposals', [id, 'tally']), tallyReplySchema),
    /** The voter's vote, or null when they have not voted (the SDK answers 404, or 400 "... not found"). */
    async vote(id: string, voter: string) {
      try {
        return await get(url('proposals', [id, 'votes', voter]), voteReplySchema);
      } catch (error) {
        if (
          error instanceof HttpStatusError &&
          (error.status === 404 || (error.status === 400 && /not found/i.test(error.serverMessage)))
        )
          return null;
        throw error;
      }
    },
    govParams: (type: 'voting' | 'deposit' | 'tallying') => get(url('govParams', [type]), govParamsSchema),
  };
}
