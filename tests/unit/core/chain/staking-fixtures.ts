// Recorded x/staking, x/distribution, x/gov and mint replies (SDK JSON shapes) served by path, in either dialect.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DELEGATOR = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';
export const V1 = 'xyzvaloper1val1';
export const V2 = 'xyzvaloper1val2';
export const V3 = 'xyzvaloper1val3';

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', 'staking', `${name}.json`), 'utf8'));
}

const ROUTES: Array<[RegExp, string, number?]> = [
  [/\/staking\/v1beta1\/validators$/, 'validators'],
  [/\/staking\/v1beta1\/delegations\/[^/]+$/, 'delegations'],
  [/\/staking\/v1beta1\/delegators\/[^/]+\/unbonding_delegations$/, 'unbonding_delegations'],
  [/\/staking\/v1beta1\/delegators\/[^/]+\/redelegations$/, 'redelegations'],
  [/\/staking\/v1beta1\/params$/, 'staking_params'],
  [/\/staking\/v1beta1\/pool$/, 'staking_pool'],
  [/\/distribution\/v1beta1\/delegators\/[^/]+\/rewards$/, 'rewards'],
  [/\/distribution\/v1beta1\/validators\/[^/]+\/commission$/, 'commission'],
  [/\/distribution\/v1beta1\/community_pool$/, 'community_pool'],
  [/\/distribution\/v1beta1\/params$/, 'distribution_params'],
  [/\/mint\/v1beta1\/inflation$/, 'inflation'],
  [/\/gov\/v1\/proposals$/, 'proposals'],
  [/\/gov\/v1\/proposals\/\d+$/, 'proposal'],
  [/\/gov\/v1\/proposals\/\d+\/tally$/, 'tally'],
  [/\/gov\/v1\/params\/voting$/, 'gov_params_voting'],
  [/\/bank\/v1beta1\/supply\/by_denom$/, 'supply_uxyz'],
];

/** The fixture answering `pathname`, or null. Votes: `voted` decides between the vote and the SDK's 400. */
export function stakingReply(pathname: string, voted = true): { status: number; body: unknown } | null {
  if (/\/gov\/v1\/proposals\/\d+\/votes\/[^/]+$/.test(pathname))
    return voted ? { status: 200, body: fixture('vote') } : { status: 400, body: fixture('vote_not_found') };
  const hit = ROUTES.find(([pattern]) => pattern.test(pathname));
  return hit ? { status: 200, body: fixture(hit[1]) } : null;
}
