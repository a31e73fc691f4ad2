// The three authorizations' rules as the SDK writes them: ValidateBasic, the message type each one covers, and
// Accept (SendAuthorization's spend limit and allow list, StakeAuthorization's validator lists and max tokens).
import type { ExecContext } from '../context';
import type { DialectNames } from '../codec/dialect-names';
import type { Msg } from '../codec/messages';
import { coinToString } from '../coins';
import { moduleError, sdkError } from '../errors';
import { ChainError, type Coin } from '../types';
import { STAKE_AUTHZ_TYPE, type Authorization } from './authz-types';

/** Gas the SDK charges per allow/deny list entry it compares. */
const GAS_PER_ITERATION = 10;
const CANCEL_UNBONDING_URL = '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation';

const AUTHZ_DESCRIPTIONS: Record<number, string> = {
  2: 'authorization not found',
  3: 'expiration time of authorization should be more than current time',
  4: 'unknown authorization type',
  5: 'grant key not found',
  6: 'authorization expired',
  7: 'grantee and granter should be different',
  9: 'authorization can be given to msg with only one signer',
  12: 'max tokens should be positive',
};

/** An error of codespace "authz" (x/authz/errors.go), wrapped with `details` like errorsmod.Wrap. */
export function authzError(code: number, details?: string): ChainError {
  const description = AUTHZ_DESCRIPTIONS[code] ?? 'internal error';
  return new ChainError('authz', code, details ? `${details}: ${description}` : description);
}

/** A plain Go error (not registered): the SDK reports codespace "undefined", code 1 and redacts the log. */
export function unregisteredError(): ChainError {
  return new ChainError('undefined', 1, 'internal');
}

/** Coins.SafeSub: `a - b` without zero coins, and whether any denom went negative. */
export function safeSubCoins(a: readonly Coin[], b: readonly Coin[]): { left: Coin[]; negative: boolean } {
  const amounts = new Map(a.map((c) => [c.denom, BigInt(c.amount)]));
  for (const c of b) amounts.set(c.denom, (amounts.get(c.denom) ?? 0n) - BigInt(c.amount));
  const negative = [...amounts.values()].some((v) => v < 0n);
  const left = [...amounts.entries()]
    .filter(([, v]) => v > 0n)
    .sort(([x], [y]) => (x < y ? -1 : 1))
    .map(([denom, v]) => ({ denom, amount: v.toString() }));
  return { left, negative };
}

/** The message type URL an authorization covers, in the chain's dialect; an unspecified stake type is refused.
 * A generic authorization covers the URL it names, as written (a stock node compares it with its own names). */
export function authorizationMsgType(a: Authorization, names: DialectNames): string {
  switch (a.type) {
    case 'generic':
      return a.msg;
    case 'send':
      return names.msgUrl.send;
    case 'stake':
      switch (a.authorizationType) {
        case STAKE_AUTHZ_TYPE.DELEGATE:
          return names.msgUrl.delegate;
        case STAKE_AUTHZ_TYPE.UNDELEGATE:
          return names.msgUrl.undelegate;
        case STAKE_AUTHZ_TYPE.REDELEGATE:
          return names.msgUrl.redelegate;
        case STAKE_AUTHZ_TYPE.CANCEL_UNBONDING:
          return names.of(CANCEL_UNBONDING_URL);
        default:
          throw authzError(4, `cannot normalize authz type with ${a.authorizationType}`);
      }
  }
}

/** Grant.ValidateBasic: the authorization is present and passes its own ValidateBasic. */
export function validateAuthorization(a: Authorization | null): asserts a is Authorization {
  if (!a) throw moduleError('sdk', 29, 'expected authz.Authorization, got <nil>', 'invalid type');
  if (a.type === 'send') {
    if (a.spendLimit.length === 0) throw sdkError(10, 'spend limit cannot be nil');
    if (!a.spendLimit.every((c) => /^\d+$/.test(c.amount) && BigInt(c.amount) > 0n))
      throw sdkError(10, 'spend limit must be positive');
    if (new Set(a.allowList).size !== a.allowList.length) throw new ChainError('bank', 8, 'duplicate entry');
  }
  if (a.type === 'stake') {
    if (a.maxTokens && a.maxTokens.amount.startsWith('-'))
      throw authzError(12, `negative coin amount: ${coinToString(a.maxTokens)}`);
    if (a.authorizationType === STAKE_AUTHZ_TYPE.UNSPECIFIED) throw authzError(4);
  }
}

export interface AcceptResponse {
  /** Delete the grant (its limit is used up). */
  remove: boolean;
  /** The authorization to store in its place, when it changed. */
  updated: Authorization | null;
}

function acceptSend(ctx: ExecContext, a: Extract<Authorization, { type: 'send' }>, msg: Msg): AcceptResponse {
  if (msg.kind !== 'send') throw moduleError('sdk', 29, 'type mismatch', 'invalid type');
  const { left, negative } = safeSubCoins(a.spendLimit, msg.amount);
  if (negative) throw sdkError(5, 'requested amount is more than spend limit');
  let allowed = false;
  for (const address of a.allowList) {
    ctx.meter.consume(GAS_PER_ITERATION, 'send authorization');
    if (address === msg.to) {
      allowed = true;
      break;
    }
  }
  if (a.allowList.length > 0 && !allowed) throw sdkError(4, `cannot send to ${msg.to} address`);
  if (left.length === 0) return { remove: true, updated: null };
  return { remove: false, updated: { type: 'send', spendLimit: left, allowList: a.allowList } };
}

function acceptStake(
  ctx: ExecContext,
  a: Extract<Authorization, { type: 'stake' }>,
  msg: Msg,
): AcceptResponse {
  let validator: string;
  let amount: Coin | undefined;
  if (msg.kind === 'delegate' || msg.kind === 'undelegate') [validator, amount] = [msg.validator, msg.amount];
  else if (msg.kind === 'redelegate') [validator, amount] = [msg.dst, msg.amount];
  else throw sdkError(18, 'unknown msg type');
  const allowList = a.validators?.list === 'allow' ? a.validators.addresses : [];
  const denyList = a.validators?.list === 'deny' ? a.validators.addresses : [];
  let allowed = false;
  for (const v of allowList) {
    ctx.meter.consume(GAS_PER_ITERATION, 'stake authorization');
    if (v === validator) {
      allowed = true;
      break;
    }
  }
  for (const v of denyList) {
    ctx.meter.consume(GAS_PER_ITERATION, 'stake authorization');
    if (v === validator) throw sdkError(4, `cannot delegate/undelegate to ${v} validator`);
  }
  if (allowList.length > 0 && !allowed)
    throw sdkError(4, `cannot delegate/undelegate to ${validator} validator`);
  if (!a.maxTokens) return { remove: false, updated: { ...a } };
  // Coin.SafeSub returns a plain Go error (other denom, or below zero): unregistered, so "internal".
  if (!amount || amount.denom !== a.maxTokens.denom) throw unregisteredError();
  const left = BigInt(a.maxTokens.amount) - BigInt(amount.amount);
  if (left < 0n) throw unregisteredError();
  if (left === 0n) return { remove: true, updated: null };
  return { remove: false, updated: { ...a, maxTokens: { denom: amount.denom, amount: left.toString() } } };
}

/** Authorization.Accept for an inner message of MsgExec. */
export function acceptAuthorization(ctx: ExecContext, a: Authorization, msg: Msg): AcceptResponse {
  switch (a.type) {
    case 'generic':
      return { remove: false, updated: null };
    case 'send':
      return acceptSend(ctx, a, msg);
    case 'stake':
      return acceptStake(ctx, a, msg);
  }
}
