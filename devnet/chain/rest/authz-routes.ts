// Chain REST of x/authz and x/feegrant (written in spec paths, re-rooted in the chain's dialect; authorizations and
// allowances named in it): grants by pair (and type), by granter, by grantee; a fee allowance by pair, by grantee,
// issued by a granter; the SDK's shapes, errors and pagination.
import { toDialect } from '../../../shared/dialect';
import type { Chain } from '../chain';
import type { DialectNames } from '../codec/dialect-names';
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

const grantAuthorizationJson = (names: DialectNames) => (g: GrantEntry) => ({
  granter: g.granter,
  grantee: g.grantee,
  ...grantJson(g, names),
});
const allowanceGrantJson = (names: DialectNames) => (a: AllowanceEntry) => ({
  granter: a.granter,
  grantee: a.grantee,
  allowance: allowanceJson(a.allowance, names),
});

export function authzRoutes(chain: Chain): Route[] {
  const grantOf = (g: GrantEntry | Parameters<typeof grantJson>[0]) => grantJson(g, chain.names);
  const grantWithPair = grantAuthorizationJson(chain.names);
  const allowanceWithPair = allowanceGrantJson(chain.names);
  return [
    route('GET', `${AUTHZ}/grants`, ({ query }) => {
      const granter = address(query.get('granter'));
      const grantee = address(query.get('grantee'));
      const url = query.get('msg_type_url') ?? '';
      if (url) {
        const grant = getGrant(chain.state, granter, grantee, url);
        if (!grant)
          throw new GatewayError(2, `authorization not found for ${url} type: authorization not found`);
        return { grants: [grantOf(grant)], pagination: null };
      }
      const page = paginate(listGrants(chain.state, { granter, grantee }), (g) => g.key, query);
      return { grants: page.items.map(grantOf), pagination: page.pagination };
    }),
    route('GET', `${AUTHZ}/grants/granter/:granter`, ({ params, query }) => {
      const granter = address(params[0]!);
      const page = paginate(listGrants(chain.state, { granter }), (g) => g.key, query);
      return { grants: page.items.map(grantWithPair), pagination: page.pagination };
    }),
    route('GET', `${AUTHZ}/grants/grantee/:grantee`, ({ params, query }) => {
      const grantee = address(params[0]!);
      const page = paginate(listGrants(chain.state, { grantee }), (g) => g.key, query);
      return { grants: page.items.map(grantWithPair), pagination: page.pagination };
    }),
    route('GET', `${FEEGRANT}/allowance/:granter/:grantee`, ({ params }) => {
      const granter = address(params[0]!);
      const grantee = address(params[1]!);
      const allowance = getAllowance(chain.state, granter, grantee);
      if (!allowance) throw new GatewayError(13, 'fee-grant not found: not found');
      return { allowance: allowanceWithPair({ granter, grantee, allowance, key: '' }) };
    }),
    route('GET', `${FEEGRANT}/allowances/:grantee`, ({ params, query }) => {
      const grantee = address(params[0]!);
      const page = paginate(listAllowances(chain.state, { grantee }), (a) => a.key, query);
      return { allowances: page.items.map(allowanceWithPair), pagination: page.pagination };
    }),
    route('GET', `${FEEGRANT}/issued/:granter`, ({ params, query }) => {
      const granter = address(params[0]!);
      const page = paginate(listAllowances(chain.state, { granter }), (a) => a.key, query);
      return { allowances: page.items.map(allowanceWithPair), pagination: page.pagination };
    }),
  ];
}
