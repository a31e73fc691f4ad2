// x/feegrant on the wire: MsgGrantAllowance / MsgRevokeAllowance and the three allowances, decoded from the SDK's
// protos, rendered as gateway JSON and as legacy amino JSON (Go's omitempty); the allowance Anys' type URLs and
// amino names are the chain's dialect's (`names`), and the other dialect's URL is refused like an unknown one.
import {
  AllowedMsgAllowance,
  BasicAllowance as BasicAllowanceProto,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import { MsgGrantAllowance, MsgRevokeAllowance } from 'cosmjs-types/cosmos/feegrant/v1beta1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { AUTHZ_AMINO_TYPE, AUTHZ_TYPE_URL } from '../codec/canonical-names';
import type { DialectNames } from '../codec/dialect-names';
import { sdkError } from '../errors';
import type { Coin } from '../types';
import type { Allowance, AuthzMsg, BasicAllowance } from './authz-types';
import {
  aminoDuration,
  aminoTime,
  gatewayDuration,
  gatewayTime,
  optionalTimestampIso,
  timestampIso,
} from './authz-time';

/** The three allowances' type URLs in the chain's dialect. */
export const allowanceUrl = (names: DialectNames) => ({
  basic: names.of(AUTHZ_TYPE_URL.BasicAllowance),
  periodic: names.of(AUTHZ_TYPE_URL.PeriodicAllowance),
  allowedMsg: names.of(AUTHZ_TYPE_URL.AllowedMsgAllowance),
});

const aminoOf = (names: DialectNames) => ({
  basic: names.of(AUTHZ_AMINO_TYPE.BasicAllowance),
  periodic: names.of(AUTHZ_AMINO_TYPE.PeriodicAllowance),
  allowedMsg: names.of(AUTHZ_AMINO_TYPE.AllowedMsgAllowance),
});

/** Go's zero time.Time, which a PeriodicAllowance without period_reset carries. */
const ZERO_TIME = '0001-01-01T00:00:00.000Z';

const coins = (cs: readonly Coin[]): Coin[] => cs.map((c) => ({ denom: c.denom, amount: c.amount }));

function basicOf(b: BasicAllowanceProto | undefined): Omit<BasicAllowance, 'type'> {
  return { spendLimit: coins(b?.spendLimit ?? []), expiration: optionalTimestampIso(b?.expiration) };
}

/** Decodes an allowance Any; an unknown type URL is a tx parse error like the SDK's unpacking. */
export function decodeAllowance(any: Any | undefined, names: DialectNames): Allowance | null {
  if (!any) return null;
  const url = allowanceUrl(names);
  switch (any.typeUrl) {
    case url.basic:
      return { type: 'basic', ...basicOf(BasicAllowanceProto.decode(any.value)) };
    case url.periodic: {
      const p = PeriodicAllowance.decode(any.value);
      return {
        type: 'periodic',
        basic: basicOf(p.basic),
        period: { seconds: (p.period?.seconds ?? 0n).toString(), nanos: p.period?.nanos ?? 0 },
        periodSpendLimit: coins(p.periodSpendLimit),
        periodCanSpend: coins(p.periodCanSpend),
        periodReset: p.periodReset ? timestampIso(p.periodReset) : ZERO_TIME,
      };
    }
    case url.allowedMsg: {
      const a = AllowedMsgAllowance.decode(any.value);
      return {
        type: 'allowedMsg',
        allowance: decodeAllowance(a.allowance, names),
        allowedMessages: a.allowedMessages,
      };
    }
    default:
      throw sdkError(2, `unable to resolve type URL ${any.typeUrl}`);
  }
}

const basicJson = (b: Omit<BasicAllowance, 'type'>) => ({
  spend_limit: coins(b.spendLimit),
  expiration: gatewayTime(b.expiration),
});

export function allowanceJson(a: Allowance | null, names: DialectNames): Record<string, unknown> | null {
  if (!a) return null;
  const url = allowanceUrl(names);
  switch (a.type) {
    case 'basic':
      return { '@type': url.basic, ...basicJson(a) };
    case 'periodic':
      return {
        '@type': url.periodic,
        basic: basicJson(a.basic),
        period: gatewayDuration(a.period),
        period_spend_limit: coins(a.periodSpendLimit),
        period_can_spend: coins(a.periodCanSpend),
        period_reset: gatewayTime(a.periodReset),
      };
    case 'allowedMsg':
      return {
        '@type': url.allowedMsg,
        allowance: allowanceJson(a.allowance, names),
        allowed_messages: a.allowedMessages,
      };
  }
}

const basicAmino = (b: Omit<BasicAllowance, 'type'>) => ({
  ...(b.spendLimit.length ? { spend_limit: coins(b.spendLimit) } : {}),
  ...(b.expiration ? { expiration: aminoTime(b.expiration) } : {}),
});

function allowanceAmino(a: Allowance, names: DialectNames): { type: string; value: Record<string, unknown> } {
  const AMINO = aminoOf(names);
  switch (a.type) {
    case 'basic':
      return { type: AMINO.basic, value: basicAmino(a) };
    case 'periodic':
      return {
        type: AMINO.periodic,
        value: {
          basic: basicAmino(a.basic),
          period: aminoDuration(a.period),
          ...(a.periodSpendLimit.length ? { period_spend_limit: coins(a.periodSpendLimit) } : {}),
          ...(a.periodCanSpend.length ? { period_can_spend: coins(a.periodCanSpend) } : {}),
          period_reset: aminoTime(a.periodReset),
        },
      };
    case 'allowedMsg':
      return {
        type: AMINO.allowedMsg,
        value: {
          ...(a.allowance ? { allowance: allowanceAmino(a.allowance, names) } : {}),
          ...(a.allowedMessages.length ? { allowed_messages: a.allowedMessages } : {}),
        },
      };
  }
}

type Of<K extends AuthzMsg['kind']> = Extract<AuthzMsg, { kind: K }>;

export function decodeGrantAllowance(bytes: Uint8Array, names: DialectNames): Of<'grantAllowance'> {
  const m = MsgGrantAllowance.decode(bytes);
  return {
    kind: 'grantAllowance',
    granter: m.granter,
    grantee: m.grantee,
    allowance: decodeAllowance(m.allowance, names),
  };
}

export function decodeRevokeAllowance(bytes: Uint8Array): Of<'revokeAllowance'> {
  const m = MsgRevokeAllowance.decode(bytes);
  return { kind: 'revokeAllowance', granter: m.granter, grantee: m.grantee };
}

export const grantAllowanceFields = (m: Of<'grantAllowance'>, names: DialectNames) => ({
  granter: m.granter,
  grantee: m.grantee,
  allowance: allowanceJson(m.allowance, names),
});

export const grantAllowanceAmino = (m: Of<'grantAllowance'>, names: DialectNames) => ({
  granter: m.granter,
  grantee: m.grantee,
  ...(m.allowance ? { allowance: allowanceAmino(m.allowance, names) } : {}),
});

export const revokeAllowanceFields = (m: Of<'revokeAllowance'>) => ({
  granter: m.granter,
  grantee: m.grantee,
});
