// Pure builders of the authz and feegrant messages (grant, revoke, exec, grant and revoke a fee allowance)
// as canonical-type-URL EncodeObjects. Their nested Any values (the authorization, the
// allowance, the executed messages) and named type URLs are written in the network's dialect, which `registry.ts`
// does not rename: the chain compares them as they are.
import type { EncodeObject } from '@cosmjs/proto-signing';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { toTimestamp } from 'cosmjs-types/helpers';
import { toDialect, type Dialect } from '../../../shared/dialect';
import {
  execKind,
  grantAllowanceKind,
  grantKind,
  revokeAllowanceKind,
  revokeKind,
} from '../../../shared/tx-kinds';
import { ALLOWANCE_URL } from '../../../shared/tx-kinds/allowances';
import { AUTHORIZATION_URL } from '../../../shared/tx-kinds/authorizations';
import { coin } from './message-values';
import { createTxRegistry } from './registry';

/** What a grant lets the grantee do. Message type URLs are canonical (cosmos dialect). */
export type AuthorizationInput =
  | { type: 'generic'; msgTypeUrl: string }
  | { type: 'send'; spendLimit: bigint; allowList?: readonly string[] }
  | {
      type: 'stake';
      action: 'delegate' | 'undelegate' | 'redelegate';
      allowValidators?: readonly string[];
      denyValidators?: readonly string[];
      maxTokens?: bigint;
    };

const STAKE_TYPE = { delegate: 1, undelegate: 2, redelegate: 3 } as const;

function authorizationAny(a: AuthorizationInput, dialect: Dialect) {
  if (a.type === 'generic')
    return {
      typeUrl: toDialect(AUTHORIZATION_URL.generic, dialect),
      value: GenericAuthorization.encode({ msg: toDialect(a.msgTypeUrl, dialect) }).finish(),
    };
  if (a.type === 'send')
    return {
      typeUrl: toDialect(AUTHORIZATION_URL.send, dialect),
      value: SendAuthorization.encode({
        spendLimit: [coin(a.spendLimit)],
        allowList: [...(a.allowList ?? [])],
      }).finish(),
    };
  return {
    typeUrl: toDialect(AUTHORIZATION_URL.stake, dialect),
    value: StakeAuthorization.encode({
      authorizationType: STAKE_TYPE[a.action],
      maxTokens: a.maxTokens === undefined ? undefined : coin(a.maxTokens),
      allowList: a.allowValidators?.length ? { address: [...a.allowValidators] } : undefined,
      denyList: a.denyValidators?.length ? { address: [...a.denyValidators] } : undefined,
    }).finish(),
  };
}

export function buildGrant(input: {
  granter: string;
  grantee: string;
  authorization: AuthorizationInput;
  expiration?: Date;
  dialect: Dialect;
}): EncodeObject {
  return {
    typeUrl: grantKind.typeUrl,
    value: {
      granter: input.granter,
      grantee: input.grantee,
      grant: {
        authorization: authorizationAny(input.authorization, input.dialect),
        expiration: input.expiration ? toTimestamp(input.expiration) : undefined,
      },
    },
  };
}

/** `msgTypeUrl` canonical; written in the dialect, as the chain stored the grant. */
export function buildRevoke(input: {
  granter: string;
  grantee: string;
  msgTypeUrl: string;
  dialect: Dialect;
}): EncodeObject {
  return {
    typeUrl: revokeKind.typeUrl,
    value: {
      granter: input.granter,
      grantee: input.grantee,
      msgTypeUrl: toDialect(input.msgTypeUrl, input.dialect),
    },
  };
}

/** `msgs` are canonical EncodeObjects signed by their granters; each is encoded as an Any in the dialect. */
export function buildExec(input: {
  grantee: string;
  msgs: readonly EncodeObject[];
  dialect: Dialect;
}): EncodeObject {
  const registry = createTxRegistry(input.dialect);
  return {
    typeUrl: execKind.typeUrl,
    value: {
      grantee: input.grantee,
      msgs: input.msgs.map((m) => {
        const typeUrl = toDialect(m.typeUrl, input.dialect);
        return { typeUrl, value: registry.encode({ typeUrl, value: m.value as object }) };
      }),
    },
  };
}

/** A fee allowance: a total limit and expiry; optionally a per-period limit and a list of allowed messages. */
export interface AllowanceInput {
  spendLimit?: bigint;
  expiration?: Date;
  period?: { seconds: number; limit: bigint; start: Date };
  /** Canonical type URLs the allowance pays for (all when absent). */
  allowedMessages?: readonly string[];
}

function allowanceAny(a: AllowanceInput, dialect: Dialect) {
  const basic = {
    spendLimit: a.spendLimit === undefined ? [] : [coin(a.spendLimit)],
    expiration: a.expiration ? toTimestamp(a.expiration) : undefined,
  };
  const inner = a.period
    ? {
        typeUrl: toDialect(ALLOWANCE_URL.periodic, dialect),
        value: PeriodicAllowance.encode({
          basic,
          period: { seconds: BigInt(a.period.seconds), nanos: 0 },
          periodSpendLimit: [coin(a.period.limit)],
          periodCanSpend: [coin(a.period.limit)],
          periodReset: toTimestamp(new Date(a.period.start.getTime() + a.period.seconds * 1000)),
        }).finish(),
      }
    : { typeUrl: toDialect(ALLOWANCE_URL.basic, dialect), value: BasicAllowance.encode(basic).finish() };
  if (!a.allowedMessages?.length) return inner;
  return {
    typeUrl: toDialect(ALLOWANCE_URL.allowedMsg, dialect),
    value: AllowedMsgAllowance.encode({
      allowance: inner,
      allowedMessages: a.allowedMessages.map((url) => toDialect(url, dialect)),
    }).finish(),
  };
}

export function buildGrantAllowance(input: {
  granter: string;
  grantee: string;
  allowance: AllowanceInput;
  dialect: Dialect;
}): EncodeObject {
  return {
    typeUrl: grantAllowanceKind.typeUrl,
    value: {
      granter: input.granter,
      grantee: input.grantee,
      allowance: allowanceAny(input.allowance, input.dialect),
    },
  };
}

export function buildRevokeAllowance(input: { granter: string; grantee: string }): EncodeObject {
  return { typeUrl: revokeAllowanceKind.typeUrl, value: { granter: input.granter, grantee: input.grantee } };
}
