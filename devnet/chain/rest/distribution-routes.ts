// Distribution REST in the SDK's response shapes: delegator rewards (total and per validator), validator
// commission and outstanding rewards, community pool and params. Rewards are DecCoins (18 decimals).
import type { Chain } from '../chain';
import { addressError } from '../crypto';
import { decCoinsToJson } from '../dec';
import { VALOPER_PREFIX } from '../handlers';
import {
  DISTRIBUTION_PARAMS,
  getCommission,
  getCommunityPool,
  getOutstanding,
} from '../modules/distribution';
import { delegationRewards, delegationTotalRewards } from '../modules/distribution-msgs';
import { getValidator } from '../modules/staking';
import { GatewayError, invalidArgument } from './http';
import { route, type Route } from './router';

function accountParam(value: string): string {
  const err = addressError(value);
  if (err) throw invalidArgument(`invalid delegator address: ${err}`);
  return value;
}

function validatorParam(value: string): string {
  const err = addressError(value, VALOPER_PREFIX);
  if (err) throw invalidArgument(`invalid validator address: ${err}`);
  return value;
}

export function distributionRoutes(chain: Chain): Route[] {
  const base = '/ledger/distribution/v1beta1';
  return [
    route('GET', `${base}/delegators/:address/rewards`, ({ params }) => {
      const delegator = accountParam(params[0]!);
      const { rewards, total } = delegationTotalRewards(chain.state, delegator);
      return {
        rewards: rewards.map((r) => ({ validator_address: r.validator, reward: decCoinsToJson(r.reward) })),
        total: decCoinsToJson(total),
      };
    }),
    route('GET', `${base}/delegators/:address/rewards/:validator`, ({ params }) => {
      const delegator = accountParam(params[0]!);
      const operator = validatorParam(params[1]!);
      if (!getValidator(chain.state, operator))
        throw new GatewayError(2, `${operator}: validator does not exist`);
      const rewards = delegationRewards(chain.state, delegator, operator);
      if (!rewards) throw new GatewayError(2, 'delegation does not exist');
      return { rewards: decCoinsToJson(rewards) };
    }),
    route('GET', `${base}/validators/:address/commission`, ({ params }) => {
      const operator = validatorParam(params[0]!);
      return { commission: { commission: decCoinsToJson(getCommission(chain.state, operator)) } };
    }),
    route('GET', `${base}/validators/:address/outstanding_rewards`, ({ params }) => {
      const operator = validatorParam(params[0]!);
      return { rewards: { rewards: decCoinsToJson(getOutstanding(chain.state, operator)) } };
    }),
    route('GET', `${base}/community_pool`, () => ({ pool: decCoinsToJson(getCommunityPool(chain.state)) })),
    route('GET', `${base}/params`, () => ({ params: DISTRIBUTION_PARAMS })),
  ];
}
