// Staking REST in the SDK's response shapes: validators (status filter), validator, delegations,
// delegation, validator delegations, unbonding delegations, redelegations, params and pool.
import type { Chain } from '../chain';
import { addressError } from '../crypto';
import {
  BOND_DENOM,
  getDelegation,
  getDelegations,
  getPool,
  getRedelegations,
  getUnbondingDelegations,
  getValidator,
  getValidatorDelegations,
  listValidators,
  STAKING_PARAMS,
  validatorStatus,
  type Validator,
} from '../modules/staking';
import { dialectNames, type DialectNames } from '../codec/dialect-names';
import { VALOPER_PREFIX } from '../handlers';
import { invalidArgument, notFound } from './http';
import { paginate } from './paginate';
import { route, type Route } from './router';

const ZERO_TIME = '1970-01-01T00:00:00Z';
const STATUSES = ['BOND_STATUS_BONDED', 'BOND_STATUS_UNBONDING', 'BOND_STATUS_UNBONDED'];
const dec = (amount: bigint | string) => `${amount}.000000000000000000`;
const rfc3339 = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

export function validatorJson(v: Validator, names: DialectNames = dialectNames()): Record<string, unknown> {
  return {
    operator_address: v.operatorAddress,
    consensus_pubkey: { '@type': names.ed25519PubkeyUrl, key: v.consensusPubkey },
    jailed: v.jailed ?? false,
    status: validatorStatus(v),
    tokens: v.tokens,
    delegator_shares: dec(v.tokens),
    description: {
      moniker: v.moniker,
      identity: v.description?.identity ?? '',
      website: v.description?.website ?? '',
      security_contact: v.description?.securityContact ?? '',
      details: v.description?.details ?? '',
    },
    unbonding_height: String(v.unbondingHeight ?? 0),
    unbonding_time: v.unbondingTime ? rfc3339(v.unbondingTime) : ZERO_TIME,
    commission: {
      commission_rates: {
        rate: v.commissionRate,
        max_rate: v.maxRate ?? '0.200000000000000000',
        max_change_rate: v.maxChangeRate ?? '0.010000000000000000',
      },
      update_time: ZERO_TIME,
    },
    min_self_delegation: '1',
    unbonding_on_hold_ref_count: '0',
    unbonding_ids: [],
  };
}

function delegationResponse(delegator: string, validator: string, amount: bigint): Record<string, unknown> {
  return {
    delegation: { delegator_address: delegator, validator_address: validator, shares: dec(amount) },
    balance: { denom: BOND_DENOM, amount: amount.toString() },
  };
}

function accountParam(value: string, what = 'delegator'): string {
  const err = addressError(value);
  if (err) throw invalidArgument(`invalid ${what} address: ${err}`);
  return value;
}

function validatorParam(value: string): string {
  const err = addressError(value, VALOPER_PREFIX);
  if (err) throw invalidArgument(`invalid validator address: ${err}`);
  return value;
}

export function stakingRoutes(chain: Chain): Route[] {
  const base = '/ledger/staking/v1beta1';
  return [
    route('GET', `${base}/validators`, ({ query }) => {
      const status = query.get('status') ?? '';
      if (status !== '' && !STATUSES.includes(status))
        throw invalidArgument(`invalid validator status ${status}`);
      const all = listValidators(chain.state).filter((v) => !status || validatorStatus(v) === status);
      const { items, pagination } = paginate(all, (v) => v.operatorAddress, query);
      return { validators: items.map((v) => validatorJson(v, chain.names)), pagination };
    }),
    route('GET', `${base}/validators/:address`, ({ params }) => {
      const operator = validatorParam(params[0]!);
      const v = getValidator(chain.state, operator);
      if (!v) throw notFound(`validator ${operator} not found`);
      return { validator: validatorJson(v, chain.names) };
    }),
    route('GET', `${base}/validators/:address/delegations`, ({ params, query }) => {
      const operator = validatorParam(params[0]!);
      const all = getValidatorDelegations(chain.state, operator);
      const { items, pagination } = paginate(all, (d) => d.delegator, query);
      return {
        delegation_responses: items.map((d) => delegationResponse(d.delegator, operator, d.amount)),
        pagination,
      };
    }),
    route('GET', `${base}/validators/:address/delegations/:delegator`, ({ params }) => {
      const operator = validatorParam(params[0]!);
      const delegator = accountParam(params[1]!);
      const amount = getDelegation(chain.state, delegator, operator);
      if (amount === undefined)
        throw notFound(`delegation with delegator ${delegator} not found for validator ${operator}`);
      return { delegation_response: delegationResponse(delegator, operator, amount) };
    }),
    route('GET', `${base}/delegations/:address`, ({ params, query }) => {
      const delegator = accountParam(params[0]!);
      const all = getDelegations(chain.state, delegator);
      const { items, pagination } = paginate(all, (d) => d.validator, query);
      return {
        delegation_responses: items.map((d) => delegationResponse(delegator, d.validator, d.amount)),
        pagination,
      };
    }),
    route('GET', `${base}/delegators/:address/unbonding_delegations`, ({ params, query }) => {
      const delegator = accountParam(params[0]!);
      const all = getUnbondingDelegations(chain.state, delegator);
      const { items, pagination } = paginate(all, (u) => u.validator, query);
      return {
        unbonding_responses: items.map((u) => ({
          delegator_address: delegator,
          validator_address: u.validator,
          entries: u.entries.map((e) => ({
            creation_height: String(e.creationHeight),
            completion_time: rfc3339(e.completionTime),
            initial_balance: e.initialBalance,
            balance: e.balance,
            unbonding_id: String(e.unbondingId),
            unbonding_on_hold_ref_count: '0',
          })),
        })),
        pagination,
      };
    }),
    route('GET', `${base}/delegators/:address/redelegations`, ({ params, query }) => {
      const delegator = accountParam(params[0]!);
      const src = query.get('src_validator_addr');
      const dst = query.get('dst_validator_addr');
      const all = getRedelegations(chain.state, delegator).filter(
        (r) => (!src || r.src === src) && (!dst || r.dst === dst),
      );
      const { items, pagination } = paginate(all, (r) => `${r.src}/${r.dst}`, query);
      return {
        redelegation_responses: items.map((r) => {
          const entries = r.entries.map((e) => ({
            creation_height: String(e.creationHeight),
            completion_time: rfc3339(e.completionTime),
            initial_balance: e.initialBalance,
            shares_dst: e.sharesDst,
            unbonding_id: String(e.unbondingId),
            unbonding_on_hold_ref_count: '0',
          }));
          return {
            redelegation: {
              delegator_address: delegator,
              validator_src_address: r.src,
              validator_dst_address: r.dst,
              entries,
            },
            entries: entries.map((entry) => ({ redelegation_entry: entry, balance: entry.initial_balance })),
          };
        }),
        pagination,
      };
    }),
    route('GET', `${base}/params`, () => ({
      params: {
        unbonding_time: `${STAKING_PARAMS.unbondingTimeSeconds}s`,
        max_validators: STAKING_PARAMS.maxValidators,
        max_entries: STAKING_PARAMS.maxEntries,
        historical_entries: STAKING_PARAMS.historicalEntries,
        bond_denom: STAKING_PARAMS.bondDenom,
        min_commission_rate: STAKING_PARAMS.minCommissionRate,
      },
    })),
    route('GET', `${base}/pool`, () => {
      const pool = getPool(chain.state);
      return {
        pool: { not_bonded_tokens: pool.notBonded.toString(), bonded_tokens: pool.bonded.toString() },
      };
    }),
  ];
}
