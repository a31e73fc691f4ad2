// An account's permissions as plain data: authz grants and fee allowances read from the chain's JSON (either
// dialect), with canonical type URLs, what each one lets the grantee do, and when it ends. Pure.
import { fromDialect } from '../../../shared/dialect';
import { delegateKind, redelegateKind, sendKind, undelegateKind } from '../../../shared/tx-kinds';
import type { AllowanceGrantJson, GrantAuthorizationJson } from './permission-schemas';
import type {
  Permission,
  PermissionCoin,
  PermissionScope,
  StakeAction,
} from '../../../shared/api/permissions';

export type { Permission, PermissionCoin, PermissionScope, StakeAction };

const canonical = (name: string) => fromDialect(name, 'spec');
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const coins = (v: unknown): PermissionCoin[] =>
  Array.isArray(v)
    ? v
        .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
        .map((c) => ({ denom: text(c.denom), amount: text(c.amount) }))
    : [];
const coinOrNull = (v: unknown): PermissionCoin | null =>
  typeof v === 'object' && v !== null ? coins([v])[0]! : null;
const time = (v: unknown): string | null => {
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

const STAKE_ACTIONS: Record<string, { action: StakeAction; url: string | null }> = {
  AUTHORIZATION_TYPE_DELEGATE: { action: 'delegate', url: delegateKind.typeUrl },
  AUTHORIZATION_TYPE_UNDELEGATE: { action: 'undelegate', url: undelegateKind.typeUrl },
  AUTHORIZATION_TYPE_REDELEGATE: { action: 'redelegate', url: redelegateKind.typeUrl },
  AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION: {
    action: 'cancel_unbonding',
    url: '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
  },
};

function authorizationScope(a: Record<string, unknown> | null): PermissionScope {
  const typeUrl = canonical(text(a?.['@type']));
  if (!a) return { type: 'unknown', typeUrl: '' };
  if (typeUrl === '/cosmos.authz.v1beta1.GenericAuthorization')
    return { type: 'generic', msgTypeUrl: canonical(text(a.msg)) };
  if (typeUrl === '/cosmos.bank.v1beta1.SendAuthorization')
    return { type: 'send', spendLimit: coins(a.spend_limit), allowList: list(a.allow_list) };
  if (typeUrl === '/cosmos.staking.v1beta1.StakeAuthorization') {
    const addresses = (v: unknown) => list((v as Record<string, unknown> | null | undefined)?.address);
    return {
      type: 'stake',
      action: STAKE_ACTIONS[text(a.authorization_type)]?.action ?? 'unspecified',
      maxTokens: coinOrNull(a.max_tokens),
      allowValidators: addresses(a.allow_list),
      denyValidators: addresses(a.deny_list),
    };
  }
  return { type: 'unknown', typeUrl };
}

/** The message type a grant's scope covers (canonical), which is also what a revoke names. */
function scopeMsgType(scope: PermissionScope, raw: Record<string, unknown> | null): string | null {
  if (scope.type === 'generic') return scope.msgTypeUrl;
  if (scope.type === 'send') return sendKind.typeUrl;
  if (scope.type === 'stake') return STAKE_ACTIONS[text(raw?.authorization_type)]?.url ?? null;
  return null;
}

export function grantPermission(g: GrantAuthorizationJson): Permission {
  const raw = g.authorization as Record<string, unknown> | null;
  const scope = authorizationScope(raw);
  return {
    kind: 'authz',
    granter: g.granter,
    grantee: g.grantee,
    scope,
    expiration: time(g.expiration),
    msgTypeUrl: scopeMsgType(scope, raw),
  };
}

/** A fee allowance's scope and expiry, looking through AllowedMsgAllowance to the allowance it wraps. */
function allowanceScope(
  a: Record<string, unknown> | null,
  allowed: string[] = [],
): [PermissionScope, string | null] {
  const typeUrl = canonical(text(a?.['@type']));
  if (!a) return [{ type: 'unknown', typeUrl: '' }, null];
  if (typeUrl === '/cosmos.feegrant.v1beta1.AllowedMsgAllowance')
    return allowanceScope(
      a.allowance as Record<string, unknown> | null,
      list(a.allowed_messages).map(canonical),
    );
  if (typeUrl === '/cosmos.feegrant.v1beta1.BasicAllowance')
    return [
      { type: 'fee', spendLimit: coins(a.spend_limit), period: null, allowedMessages: allowed },
      time(a.expiration),
    ];
  if (typeUrl === '/cosmos.feegrant.v1beta1.PeriodicAllowance') {
    const basic = (a.basic ?? {}) as Record<string, unknown>;
    const seconds = Number.parseFloat(text(a.period).replace(/s$/, '')) || 0;
    const period = { seconds, limit: coins(a.period_spend_limit), canSpend: coins(a.period_can_spend) };
    return [
      { type: 'fee', spendLimit: coins(basic.spend_limit), period, allowedMessages: allowed },
      time(basic.expiration),
    ];
  }
  return [{ type: 'unknown', typeUrl }, null];
}

export function allowancePermission(a: AllowanceGrantJson): Permission {
  const [scope, expiration] = allowanceScope(a.allowance as Record<string, unknown> | null);
  return { kind: 'feegrant', granter: a.granter, grantee: a.grantee, scope, expiration, msgTypeUrl: null };
}
