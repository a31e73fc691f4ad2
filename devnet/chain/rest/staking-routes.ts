// Staking REST: validators (standard shape) and a delegator's delegations.
import type { Chain } from '../chain';
import { addressError } from '../crypto';
import { getDelegations, getValidator, listValidators, BOND_DENOM, type Validator } from '../modules/staking';
import { VALOPER_PREFIX } from '../handlers';
import { invalidArgument, notFound } from './http';
import { route, type Route } from './router';

function validatorJson(v: Validator): Record<string, unknown> {
  return {
    operator_address: v.operatorAddress,
    consensus_pubkey: { '@type': '/ledger.crypto.ed25519.PubKey', key: v.consensusPubkey },
    jailed: false,
    status: 'BOND_STATUS_BONDED',
    tokens: v.tokens,
    delegator_shares: `${v.tokens}.000000000000000000`,
    description: { moniker: v.moniker, identity: '', website: '', security_contact: '', details: '' },
    unbonding_height: '0',
    unbonding_time: '1970-01-01T00:00:00Z',
    commission: {
      commission_rates: {
        rate: v.commissionRate,
        max_rate: '0.200000000000000000',
        max_change_rate: '0.010000000000000000',
      },
      update_time: '1970-01-01T00:00:00Z',
    },
    min_self_delegation: '1',
  };
}

export function stakingRoutes(chain: Chain): Route[] {
  return [
    route('GET', '/ledger/staking/v1beta1/validators', ({ query }) => {
      const status = query.get('status');
      const validators = status && status !== 'BOND_STATUS_BONDED' ? [] : listValidators(chain.state);
      return {
        validators: validators.map(validatorJson),
        pagination: { next_key: null, total: String(validators.length) },
      };
    }),
    route('GET', '/ledger/staking/v1beta1/validators/:address', ({ params }) => {
      const operator = params[0]!;
      const err = addressError(operator, VALOPER_PREFIX);
      if (err) throw invalidArgument(`invalid validator address: ${err}`);
      const v = getValidator(chain.state, operator);
      if (!v) throw notFound(`validator ${operator} not found`);
      return { validator: validatorJson(v) };
    }),
    route('GET', '/ledger/staking/v1beta1/delegations/:address', ({ params }) => {
      const delegator = params[0]!;
      const err = addressError(delegator);
      if (err) throw invalidArgument(`invalid address: ${err}`);
      const delegations = getDelegations(chain.state, delegator);
      return {
        delegation_responses: delegations.map((d) => ({
          delegation: {
            delegator_address: delegator,
            validator_address: d.validator,
            shares: `${d.amount}.000000000000000000`,
          },
          balance: { denom: BOND_DENOM, amount: d.amount.toString() },
        })),
        pagination: { next_key: null, total: String(delegations.length) },
      };
    }),
  ];
}
