// The permissions an app's sign request would give away (authz grants, feegrant allowances), read into the
// same `Permission` the Permissions screen shows: each grant's Any is written as the chain's JSON and handed to the
// permission model's own readers, so a request's grant and a granted permission read alike. Pure.
import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import type { Permission } from '../../../shared/api/permissions';
import { ALLOWANCE_URL } from '../../../shared/tx-kinds/allowances';
import { AUTHORIZATION_URL, decodeAuthorization } from '../../../shared/tx-kinds/authorizations';
import { nestedName, type AnyValue } from '../../../shared/tx-kinds/authz-any';
import { grantAllowanceKind, grantKind } from '../../../shared/tx-kinds';
import { allowancePermission, grantPermission } from '../permissions/permission-model';

/** A decoded message of a request (canonical type URL, cosmjs-types value). */
export interface RequestMessage {
  typeUrl: string;
  value: Record<string, unknown>;
}

/** The staking authorization types by their enum number, as the chain's JSON names them. */
const STAKE_TYPE_NAMES = [
  'AUTHORIZATION_TYPE_UNSPECIFIED',
  'AUTHORIZATION_TYPE_DELEGATE',
  'AUTHORIZATION_TYPE_UNDELEGATE',
  'AUTHORIZATION_TYPE_REDELEGATE',
  'AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION',
];

const iso = (t: Timestamp | undefined): string | null =>
  t ? new Date(Number(t.seconds) * 1000 + Math.floor(t.nanos / 1e6)).toISOString() : null;

/** An authorization Any as the chain's JSON (`@type` and snake_case fields). */
function authorizationJson(any: AnyValue): Record<string, unknown> & { '@type': string } {
  let a: ReturnType<typeof decodeAuthorization>;
  try {
    a = decodeAuthorization(any);
  } catch {
    return { '@type': nestedName(any.typeUrl).canonical || 'undecodable' };
  }
  switch (a.type) {
    case 'generic':
      return { '@type': AUTHORIZATION_URL.generic, msg: a.msg };
    case 'send':
      return { '@type': AUTHORIZATION_URL.send, spend_limit: a.spendLimit, allow_list: a.allowList };
    case 'stake':
      return {
        '@type': AUTHORIZATION_URL.stake,
        max_tokens: a.maxTokens,
        ...(a.validators ? { [`${a.validators.list}_list`]: { address: a.validators.addresses } } : {}),
        authorization_type: STAKE_TYPE_NAMES[a.authorizationType] ?? 'AUTHORIZATION_TYPE_UNSPECIFIED',
      };
    case 'unknown':
      return { '@type': nestedName(a.typeUrl).canonical || 'unknown' };
  }
}

const basicJson = (b: BasicAllowance | undefined) => ({
  spend_limit: b?.spendLimit ?? [],
  expiration: iso(b?.expiration),
});

/** A fee allowance Any as the chain's JSON, looking into an AllowedMsgAllowance (at most a few levels deep). */
function allowanceJson(any: AnyValue, depth = 0): Record<string, unknown> & { '@type': string } {
  const canonical = nestedName(any.typeUrl).canonical;
  try {
    if (canonical === ALLOWANCE_URL.basic)
      return { '@type': canonical, ...basicJson(BasicAllowance.decode(any.value)) };
    if (canonical === ALLOWANCE_URL.periodic) {
      const p = PeriodicAllowance.decode(any.value);
      return {
        '@type': canonical,
        basic: basicJson(p.basic),
        period: `${p.period?.seconds ?? 0n}s`,
        period_spend_limit: p.periodSpendLimit,
        period_can_spend: p.periodCanSpend,
      };
    }
    if (canonical === ALLOWANCE_URL.allowedMsg && depth < 4) {
      const a = AllowedMsgAllowance.decode(any.value);
      return {
        '@type': canonical,
        allowance: a.allowance ? allowanceJson(a.allowance, depth + 1) : null,
        allowed_messages: a.allowedMessages,
      };
    }
  } catch {
    // undecodable: read as an allowance of unknown type
  }
  return { '@type': canonical || 'unknown' };
}

/** Every permission the request's messages grant, in message order. */
export function requestGrants(messages: readonly RequestMessage[]): Permission[] {
  const grants: Permission[] = [];
  for (const message of messages) {
    if (message.typeUrl === grantKind.typeUrl) {
      const v = message.value as {
        granter: string;
        grantee: string;
        grant?: { authorization?: AnyValue; expiration?: Timestamp };
      };
      const any = v.grant?.authorization;
      grants.push(
        grantPermission({
          granter: v.granter,
          grantee: v.grantee,
          authorization: any ? authorizationJson(any) : null,
          expiration: iso(v.grant?.expiration),
        }),
      );
    } else if (message.typeUrl === grantAllowanceKind.typeUrl) {
      const v = message.value as { granter: string; grantee: string; allowance?: AnyValue };
      grants.push(
        allowancePermission({
          granter: v.granter,
          grantee: v.grantee,
          allowance: v.allowance ? allowanceJson(v.allowance) : null,
        }),
      );
    }
  }
  return grants;
}
