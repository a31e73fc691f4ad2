// x/authz on the wire: MsgGrant / MsgRevoke / MsgExec and the three authorizations, decoded from the SDK's
// protos, rendered as gateway JSON and as legacy amino JSON (Go's omitempty); the authorization Any's type URL and
// amino name are the chain's dialect's (`names`), and the other dialect's URL is refused like an unknown one.
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { MsgExec, MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { AUTHZ_AMINO_TYPE, AUTHZ_TYPE_URL } from '../codec/canonical-names';
import type { DialectNames } from '../codec/dialect-names';
import { sdkError } from '../errors';
import type { Coin } from '../types';
import type { Authorization, AuthzMsg, GrantValue } from './authz-types';
import { aminoTime, gatewayTime, optionalTimestampIso } from './authz-time';

/** The three authorizations' type URLs in the chain's dialect. */
export const authorizationUrl = (names: DialectNames) => ({
  generic: names.of(AUTHZ_TYPE_URL.GenericAuthorization),
  send: names.of(AUTHZ_TYPE_URL.SendAuthorization),
  stake: names.of(AUTHZ_TYPE_URL.StakeAuthorization),
});

const aminoOf = (names: DialectNames) => ({
  generic: names.of(AUTHZ_AMINO_TYPE.GenericAuthorization),
  send: names.of(AUTHZ_AMINO_TYPE.SendAuthorization),
  stake: names.of(AUTHZ_AMINO_TYPE.StakeAuthorization),
  allow: names.of(AUTHZ_AMINO_TYPE.StakeAllowList),
  deny: names.of(AUTHZ_AMINO_TYPE.StakeDenyList),
});

const STAKE_TYPE_NAMES = [
  'AUTHORIZATION_TYPE_UNSPECIFIED',
  'AUTHORIZATION_TYPE_DELEGATE',
  'AUTHORIZATION_TYPE_UNDELEGATE',
  'AUTHORIZATION_TYPE_REDELEGATE',
  'AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION',
];

/** MsgExec may nest MsgExec; like the SDK's interface registry, unpacking stops at depth 10. */
const MAX_EXEC_DEPTH = 10;
let execDepth = 0;

const coins = (cs: readonly Coin[]): Coin[] => cs.map((c) => ({ denom: c.denom, amount: c.amount }));

/** Decodes an authorization Any; an unknown type URL is a tx parse error like the SDK's unpacking. */
export function decodeAuthorization(any: Any | undefined, names: DialectNames): Authorization | null {
  if (!any) return null;
  const url = authorizationUrl(names);
  switch (any.typeUrl) {
    case url.generic:
      return { type: 'generic', msg: GenericAuthorization.decode(any.value).msg };
    case url.send: {
      const a = SendAuthorization.decode(any.value);
      return { type: 'send', spendLimit: coins(a.spendLimit), allowList: a.allowList };
    }
    case url.stake: {
      const a = StakeAuthorization.decode(any.value);
      const list = a.allowList ? 'allow' : a.denyList ? 'deny' : null;
      return {
        type: 'stake',
        maxTokens: a.maxTokens ? { denom: a.maxTokens.denom, amount: a.maxTokens.amount } : null,
        validators: list ? { list, addresses: (a.allowList ?? a.denyList)!.address } : null,
        authorizationType: a.authorizationType,
      };
    }
    default:
      throw sdkError(2, `unable to resolve type URL ${any.typeUrl}`);
  }
}

export function authorizationJson(
  a: Authorization | null,
  names: DialectNames,
): Record<string, unknown> | null {
  if (!a) return null;
  const url = authorizationUrl(names);
  switch (a.type) {
    case 'generic':
      return { '@type': url.generic, msg: a.msg };
    case 'send':
      return { '@type': url.send, spend_limit: coins(a.spendLimit), allow_list: a.allowList };
    case 'stake':
      return {
        '@type': url.stake,
        max_tokens: a.maxTokens,
        ...(a.validators ? { [`${a.validators.list}_list`]: { address: a.validators.addresses } } : {}),
        authorization_type: STAKE_TYPE_NAMES[a.authorizationType] ?? a.authorizationType,
      };
  }
}

function authorizationAmino(
  a: Authorization,
  names: DialectNames,
): { type: string; value: Record<string, unknown> } {
  const AMINO = aminoOf(names);
  switch (a.type) {
    case 'generic':
      return { type: AMINO.generic, value: a.msg ? { msg: a.msg } : {} };
    case 'send':
      return {
        type: AMINO.send,
        value: {
          ...(a.spendLimit.length ? { spend_limit: coins(a.spendLimit) } : {}),
          ...(a.allowList.length ? { allow_list: a.allowList } : {}),
        },
      };
    case 'stake': {
      const v = a.validators;
      return {
        type: AMINO.stake,
        value: {
          ...(v
            ? { Validators: { type: AMINO[v.list], value: { [`${v.list}_list`]: { address: v.addresses } } } }
            : {}),
          ...(a.authorizationType ? { authorization_type: a.authorizationType } : {}),
          ...(a.maxTokens ? { max_tokens: a.maxTokens } : {}),
        },
      };
    }
  }
}

export function grantJson(g: GrantValue, names: DialectNames): Record<string, unknown> {
  return { authorization: authorizationJson(g.authorization, names), expiration: gatewayTime(g.expiration) };
}

type Of<K extends AuthzMsg['kind']> = Extract<AuthzMsg, { kind: K }>;

export function decodeGrant(bytes: Uint8Array, names: DialectNames): Of<'grant'> {
  const m = MsgGrant.decode(bytes);
  return {
    kind: 'grant',
    granter: m.granter,
    grantee: m.grantee,
    grant: {
      authorization: decodeAuthorization(m.grant?.authorization, names),
      expiration: optionalTimestampIso(m.grant?.expiration),
    },
  };
}

export function decodeRevoke(bytes: Uint8Array): Of<'revoke'> {
  const m = MsgRevoke.decode(bytes);
  return { kind: 'revoke', granter: m.granter, grantee: m.grantee, msgTypeUrl: m.msgTypeUrl };
}

/** Decodes MsgExec with its inner messages (each through `decodeInner`, the chain's own message decoder). */
export function decodeExec(
  bytes: Uint8Array,
  decodeInner: (any: Any) => Of<'exec'>['msgs'][number],
): Of<'exec'> {
  const m = MsgExec.decode(bytes);
  if (execDepth >= MAX_EXEC_DEPTH) throw sdkError(2, 'max depth exceeded');
  execDepth++;
  try {
    return { kind: 'exec', grantee: m.grantee, msgs: m.msgs.map(decodeInner) };
  } finally {
    execDepth--;
  }
}

export const grantFields = (m: Of<'grant'>, names: DialectNames) => ({
  granter: m.granter,
  grantee: m.grantee,
  grant: grantJson(m.grant, names),
});

export function grantAmino(m: Of<'grant'>, names: DialectNames): Record<string, unknown> {
  const { authorization, expiration } = m.grant;
  return {
    granter: m.granter,
    grantee: m.grantee,
    grant: {
      ...(authorization ? { authorization: authorizationAmino(authorization, names) } : {}),
      ...(expiration ? { expiration: aminoTime(expiration) } : {}),
    },
  };
}

export const revokeFields = (m: Of<'revoke'>) => ({
  granter: m.granter,
  grantee: m.grantee,
  msg_type_url: m.msgTypeUrl,
});
