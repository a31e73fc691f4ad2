// Whether a fee allowance (x/feegrant, as the chain's JSON in either dialect) pays a review's fee: the rules of the
// SDK's Accept for BasicAllowance, PeriodicAllowance and AllowedMsgAllowance, checked before the person signs, so a
// review that names a granter never promises a payment the chain will refuse. Pure.
import { BASE_DENOM } from '../../../shared/chain';
import { fromDialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import type { ReadList } from '../permissions/permission-reads';
import type { AllowanceGrantJson } from '../permissions/permission-schemas';
import type { Review } from './review';

export type FeeAllowanceRefusal =
  | { reason: 'fee_allowance_missing' }
  | { reason: 'fee_allowance_expired'; expiration: string }
  | { reason: 'fee_allowance_exceeded'; fee: string; left: string }
  | { reason: 'fee_allowance_message_not_allowed'; typeUrl: string };

type Json = Record<string, unknown>;
const canonical = (name: unknown) => fromDialect(typeof name === 'string' ? name : '', 'spec');
const object = (v: unknown): Json | null => (typeof v === 'object' && v !== null ? (v as Json) : null);
const instant = (v: unknown): number | null => {
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? null : ms;
};
/** The amount of `denom` in a coin list (0 when absent), or null for an empty list (no limit). */
function limitOf(v: unknown, denom: string): bigint | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const coin = v.map(object).find((c) => c?.denom === denom);
  const amount = typeof coin?.amount === 'string' && /^\d+$/.test(coin.amount) ? coin.amount : '0';
  return BigInt(amount);
}
const smaller = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null ? a : a < b ? a : b);

interface Limits {
  expiration: number | null;
  /** What is left to spend in `denom` now (null: no limit). */
  left: bigint | null;
  allowedMessages: string[] | null;
}

/** Expiration, what is left now and the allowed messages of an allowance; null for a kind the wallet does not know. */
function limitsOf(allowance: Json | null, denom: string, now: number): Limits | null {
  if (!allowance) return null;
  const type = canonical(allowance['@type']);
  if (type === '/cosmos.feegrant.v1beta1.AllowedMsgAllowance') {
    const inner = limitsOf(object(allowance.allowance), denom, now);
    const allowed = Array.isArray(allowance.allowed_messages)
      ? allowance.allowed_messages.filter((m): m is string => typeof m === 'string').map(canonical)
      : [];
    return inner ? { ...inner, allowedMessages: allowed } : null;
  }
  if (type === '/cosmos.feegrant.v1beta1.BasicAllowance')
    return {
      expiration: instant(allowance.expiration),
      left: limitOf(allowance.spend_limit, denom),
      allowedMessages: null,
    };
  if (type === '/cosmos.feegrant.v1beta1.PeriodicAllowance') {
    const basic = object(allowance.basic) ?? {};
    const total = limitOf(basic.spend_limit, denom);
    const reset = instant(allowance.period_reset);
    // A period that has ended starts again at the period's limit (never above what is left in total), as the
    // chain's tryResetPeriod does before it checks the fee.
    const inPeriod =
      reset !== null && now >= reset
        ? smaller(limitOf(allowance.period_spend_limit, denom), total)
        : limitOf(allowance.period_can_spend, denom);
    return { expiration: instant(basic.expiration), left: smaller(inPeriod, total), allowedMessages: null };
  }
  return null;
}

/**
 * Why `allowance` (the granter's allowance to the signer, undefined when the chain holds none) would not pay `fee`
 * of `denom` for messages `typeUrls` at `now`, or null when it would. An allowance kind the wallet does not know is
 * left to the chain (null).
 */
export function feeAllowanceRefusal(
  allowance: AllowanceGrantJson | undefined,
  fee: bigint,
  denom: string,
  typeUrls: readonly string[],
  now: number,
): FeeAllowanceRefusal | null {
  if (!allowance) return { reason: 'fee_allowance_missing' };
  const limits = limitsOf(object(allowance.allowance), denom, now);
  if (!limits) return null;
  if (limits.expiration !== null && now >= limits.expiration)
    return { reason: 'fee_allowance_expired', expiration: new Date(limits.expiration).toISOString() };
  const refused =
    limits.allowedMessages && typeUrls.map(canonical).find((u) => !limits.allowedMessages!.includes(u));
  if (refused) return { reason: 'fee_allowance_message_not_allowed', typeUrl: refused };
  if (limits.left !== null && fee > limits.left)
    return { reason: 'fee_allowance_exceeded', fee: fee.toString(), left: limits.left.toString() };
  return null;
}

/** Throws the refusal as `invalid_request` on the feeGranter field (the renderer words each reason). */
export function requireFeeAllowance(refusal: FeeAllowanceRefusal | null, granter: string): void {
  if (!refusal) return;
  const message = {
    fee_allowance_missing: `${granter} gives this account no fee allowance.`,
    fee_allowance_expired: `The fee allowance from ${granter} has expired.`,
    fee_allowance_exceeded: `The fee is more than what is left of the fee allowance from ${granter}.`,
    fee_allowance_message_not_allowed: `The fee allowance from ${granter} does not cover this kind of transaction.`,
  }[refusal.reason];
  throw new WalletError('invalid_request', message, { ...refusal, field: 'feeGranter', granter });
}

/**
 * The allowance `granter` gave, from the signer's received list: undefined when the chain holds none, null when the
 * list was cut short (a flood of allowances) without naming it: then the chain decides.
 */
export function allowanceFrom(
  received: ReadList<AllowanceGrantJson>,
  granter: string,
): AllowanceGrantJson | null | undefined {
  const found = received.items.find((a) => a.granter === granter);
  return found ?? (received.truncated ? null : undefined);
}

/** `review` with the allowance it is paid from, once its fee is checked against it (throws the refusal). */
export function withCheckedFeeAllowance(
  review: Review,
  allowance: AllowanceGrantJson | null | undefined,
  now: number,
): Review {
  const granter = review.draft.feeGranter;
  if (!granter) return review;
  if (allowance !== null) {
    const typeUrls = review.draft.messages.map((m) => m.typeUrl);
    requireFeeAllowance(feeAllowanceRefusal(allowance, review.fee, BASE_DENOM, typeUrls, now), granter);
  }
  return { ...review, feeAllowance: allowance ?? null };
}
