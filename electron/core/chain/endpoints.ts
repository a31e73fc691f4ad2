// The endpoints a network profile points at, and every chain REST path built in the profile's dialect.
import { toDialect, type Dialect } from '../../../shared/dialect';

/** What the clients need from a network profile. URLs have no trailing slash requirement. */
export interface Endpoints {
  restUrl: string;
  rpcUrl: string;
  backendUrl: string;
  dialect: Dialect;
}

/** Canonical (cosmos-dialect) path templates; only `chainPath` turns them into the profile's dialect. */
const CANONICAL = {
  tx: '/cosmos/tx/v1beta1/txs',
  simulate: '/cosmos/tx/v1beta1/simulate',
  balances: '/cosmos/bank/v1beta1/balances',
  spendable: '/cosmos/bank/v1beta1/spendable_balances',
  supply: '/cosmos/bank/v1beta1/supply',
  supplyByDenom: '/cosmos/bank/v1beta1/supply/by_denom',
  nodeInfo: '/cosmos/base/tendermint/v1beta1/node_info',
  syncing: '/cosmos/base/tendermint/v1beta1/syncing',
  latestBlock: '/cosmos/base/tendermint/v1beta1/blocks/latest',
  blocks: '/cosmos/base/tendermint/v1beta1/blocks',
  mintParams: '/cosmos/mint/v1beta1/params',
  votingParams: '/cosmos/gov/v1/params/voting',
  accounts: '/cosmos/auth/v1beta1/accounts',
  contract: '/cosmwasm/wasm/v1/contract',
  validators: '/cosmos/staking/v1beta1/validators',
  delegations: '/cosmos/staking/v1beta1/delegations',
  stakingDelegators: '/cosmos/staking/v1beta1/delegators',
  stakingParams: '/cosmos/staking/v1beta1/params',
  stakingPool: '/cosmos/staking/v1beta1/pool',
  distributionDelegators: '/cosmos/distribution/v1beta1/delegators',
  distributionValidators: '/cosmos/distribution/v1beta1/validators',
  communityPool: '/cosmos/distribution/v1beta1/community_pool',
  distributionParams: '/cosmos/distribution/v1beta1/params',
  mintInflation: '/cosmos/mint/v1beta1/inflation',
  proposals: '/cosmos/gov/v1/proposals',
  govParams: '/cosmos/gov/v1/params',
} as const;

export type ChainRoute = keyof typeof CANONICAL;

/**
 * Full URL of a chain REST route in `endpoints.dialect`; `segments` (hashes, addresses) are URL-encoded and
 * appended after the dialect mapping, so user data is never renamed.
 */
export function chainUrl(
  endpoints: Pick<Endpoints, 'restUrl' | 'dialect'>,
  route: ChainRoute,
  segments: readonly string[] = [],
  query: ReadonlyArray<readonly [string, string]> = [],
): string {
  const path = toDialect(CANONICAL[route], endpoints.dialect);
  const tail = segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
  return `${trimSlash(endpoints.restUrl)}${path}${tail}${queryString(query)}`;
}

/** Full URL of a backend path under /api (the backend has no dialect). */
export function backendUrl(
  endpoints: Pick<Endpoints, 'backendUrl'>,
  path: string,
  query: ReadonlyArray<readonly [string, string]> = [],
): string {
  return `${trimSlash(endpoints.backendUrl)}/api${path}${queryString(query)}`;
}

export function rpcUrl(endpoints: Pick<Endpoints, 'rpcUrl'>, path: string): string {
  return `${trimSlash(endpoints.rpcUrl)}${path}`;
}

function queryString(query: ReadonlyArray<readonly [string, string]>): string {
  if (query.length === 0) return '';
  return `?${query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
