// Chain REST of x/authz and x/feegrant (spec dialect): grants by pair (and type), by granter, by grantee; a fee
// allowance by pair, by grantee, issued by a granter; the SDK's shapes, errors and pagination.
import { toDialect } from '../../../shared/dialect';
import type { Chain } from '../chain';
import { addressError } from '../crypto';
import { grantJson } from '../modules/authz-codec';
import { getGrant, listGrants, type GrantEntry } from '../modules/authz';
import { allowanceJson } from '../modules/feegrant-codec';
import { getAllowance, listAllowances, type AllowanceEntry } from '../modules/feegrant';
import { GatewayError } from './http';
import { paginate } from './paginate';
import { route, type Route } from './router';

const AUTHZ = toDialect('/cosmos/authz/v1beta1', 'spec');
const FEEGRANT = toDialect('/cosmos/feegrant/v1beta1', 'spec');

/** sdk.AccAddressFromBech32 failing inside a query: the gateway answers 500 with the plain error. */
function address(raw: string | null): string {
  const err = addressError(raw ?? '');
  if (err) throw new GatewayError(2, err);
  return raw!;
}

const grantAuthorizationJson = (g: GrantEntry) => ({
  granter: g.granter,
  grantee: g.grantee,
  ...grantJson(g),
});
const allowanceGrantJson = (a: AllowanceEntry) => ({
  granter: a.granter,
  grantee: a.grantee,
  allowance: allowanceJson(a.allowance),
});

export function authzRoutes(chain: Chain): Route[] {
  return [
    route('GET', `${AUTHZ}/grants`, ({ query }) => {
      const granter = address(query.get('granter'));
      const grantee = address(query.get('grantee'));
      const url = query.get('msg_type_url') ?? '';
      if (url) {
        const grant = getGrant(chain.state, granter, grantee, url);
        if (!grant)
          throw new GatewayError(2, `authorization not found for ${url} type: authorization not found`);
        return { grants: [grantJson(grant)], pagination: null };
      }
      const page = paginate(listGrants(chain.state, { granter, grantee }), (g) => g.key, query);
      return { grants: page.items.map(grantJson), pagination: page.pagination };
    }),
    route('GET', `${AUTHZ}/grants/granter/:granter`, ({ params, query }) => {
      const granter = address(params[0]!);
      const page = paginate(listGrants(chain.state, { granter }), (g) => g.key, query);
      return { grants: page.items.map(grantAuthorizationJson), pagination: page.pagination };
    }),
    route('GET', `${AUTHZ}/grants/grantee/:grantee`, ({ params, query }) => {
      const grantee = address(params[0]!);
      const page = paginate(listGrants(chain.state, { grantee }), (g) => g.key, query);
      return { grants: page.items.map(grantAuthorizationJson), pagination: page.pagination };
    }),
    route('GET', `${FEEGRANT}/allowance/:granter/:grantee`, ({ params }) => {
      const granter = address(params[0]!);
      const grantee = address(params[1]!);
      const allowance = getAllowance(chain.state, granter, grantee);
      if (!allowance) throw new GatewayError(13, 'fee-grant not found: not found');
      return { allowance: allowanceGrantJson({ granter, grantee, allowance, key: '' }) };
    }),
    route('GET', `${FEEGRANT}/allowances/:grantee`, ({ params, query }) => {
      const grantee = address(params[0]!);
      const page = paginate(listAllowances(chain.state, { grantee }), (a) => a.key, query);
      return { allowances: page.items.map(allowanceGrantJson), pagination: page.pagination };
    }),
    route('GET', `${FEEGRANT}/issued/:granter`, ({ params, query }) => {
      const granter = address(params[0]!);
      const page = paginate(listAllowances(chain.state, { granter }), (a) => a.key, query);
      return { allowances: page.items.map(allowanceGrantJson), pagination: page.pagination };
    }),
  ];
}
