// The three feegrant allowances (basic, periodic, allowed-messages) inside a fee allowance grant: decoded from their Any,
// to and from legacy amino JSON (Go's omitempty, the same dialect as the Any), and in words for the summary line.
import {
  AllowedMsgAllowance,
  BasicAllowance,
  PeriodicAllowance,
} from 'cosmjs-types/cosmos/feegrant/v1beta1/feegrant';
import type { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { copyCoins, describeCoins } from './coins';
import type { ProtoCoin } from './kind';
import {
  nestedName,
  sameDialect,
  timestampFromAmino,
  timestampToAmino,
  timestampWords,
  type AminoAny,
  type AnyValue,
} from './authz-any';

export const ALLOWANCE_URL = {
  basic: '/cosmos.feegrant.v1beta1.BasicAllowance',
  periodic: '/cosmos.feegrant.v1beta1.PeriodicAllowance',
  allowedMsg: '/cosmos.feegrant.v1beta1.AllowedMsgAllowance',
} as const;

const AMINO = {
  basic: 'cosmos-sdk/BasicAllowance',
  periodic: 'cosmos-sdk/PeriodicAllowance',
  allowedMsg: 'cosmos-sdk/AllowedMsgAllowance',
} as const;

type Basic = { spendLimit: ProtoCoin[]; expiration?: Timestamp };

const basicToAmino = (b: Basic | undefined) => ({
  ...(b?.spendLimit.length ? { spend_limit: copyCoins(b.spendLimit) } : {}),
  ...(b?.expiration ? { expiration: timestampToAmino(b.expiration) } : {}),
});

const basicFromAmino = (v: Record<string, unknown> | undefined): Basic => ({
  spendLimit: copyCoins((v?.spend_limit as ProtoCoin[] | undefined) ?? []),
  expiration: typeof v?.expiration === 'string' ? timestampFromAmino(v.expiration) : undefined,
});

/** The Any's amino JSON, its names in the Any's own dialect. */
export function allowanceToAmino(any: AnyValue): AminoAny {
  const { canonical } = nestedName(any.typeUrl);
  const name = (c: string) => sameDialect(c, any.typeUrl);
  if (canonical === ALLOWANCE_URL.basic)
    return { type: name(AMINO.basic), value: basicToAmino(BasicAllowance.decode(any.value)) };
  if (canonical === ALLOWANCE_URL.periodic) {
    const p = PeriodicAllowance.decode(any.value);
    const period = p.period ?? { seconds: 0n, nanos: 0 };
    return {
      type: name(AMINO.periodic),
      value: {
        basic: basicToAmino(p.basic),
        period: (period.seconds * 1_000_000_000n + BigInt(period.nanos)).toString(),
        ...(p.periodSpendLimit.length ? { period_spend_limit: copyCoins(p.periodSpendLimit) } : {}),
        ...(p.periodCanSpend.length ? { period_can_spend: copyCoins(p.periodCanSpend) } : {}),
        period_reset: timestampToAmino(p.periodReset ?? { seconds: -62_135_596_800n, nanos: 0 }),
      },
    };
  }
  if (canonical === ALLOWANCE_URL.allowedMsg) {
    const a = AllowedMsgAllowance.decode(any.value);
    return {
      type: name(AMINO.allowedMsg),
      value: {
        ...(a.allowance ? { allowance: allowanceToAmino(a.allowance) } : {}),
        ...(a.allowedMessages.length ? { allowed_messages: a.allowedMessages } : {}),
      },
    };
  }
  throw new Error(`unknown allowance ${any.typeUrl}`);
}

/** The inverse of allowanceToAmino. */
export function allowanceFromAmino(amino: AminoAny): AnyValue {
  const { canonical } = nestedName(amino.type);
  const url = (c: string) => sameDialect(c, amino.type);
  const v = amino.value;
  if (canonical === AMINO.basic)
    return { typeUrl: url(ALLOWANCE_URL.basic), value: BasicAllowance.encode(basicFromAmino(v)).finish() };
  if (canonical === AMINO.periodic) {
    const nanos = BigInt(String(v.period ?? '0'));
    return {
      typeUrl: url(ALLOWANCE_URL.periodic),
      value: PeriodicAllowance.encode({
        basic: basicFromAmino(v.basic as Record<string, unknown> | undefined),
        period: { seconds: nanos / 1_000_000_000n, nanos: Number(nanos % 1_000_000_000n) },
        periodSpendLimit: copyCoins((v.period_spend_limit as ProtoCoin[] | undefined) ?? []),
        periodCanSpend: copyCoins((v.period_can_spend as ProtoCoin[] | undefined) ?? []),
        periodReset: timestampFromAmino(String(v.period_reset)),
      }).finish(),
    };
  }
  if (canonical === AMINO.allowedMsg) {
    const inner = v.allowance as AminoAny | undefined;
    return {
      typeUrl: url(ALLOWANCE_URL.allowedMsg),
      value: AllowedMsgAllowance.encode({
        allowance: inner ? allowanceFromAmino(inner) : undefined,
        allowedMessages: (v.allowed_messages as string[] | undefined) ?? [],
      }).finish(),
    };
  }
  throw new Error(`unknown allowance ${amino.type}`);
}

const limitWords = (b: Basic | undefined) =>
  `${b?.spendLimit.length ? `up to ${describeCoins(b.spendLimit)}` : 'with no limit'}${
    b?.expiration ? `, until ${timestampWords(b.expiration)}` : ', with no expiry'
  }`;

/** What the allowance pays, in words: "up to 1 XYZ, until 2027-03-01 00:00:00 UTC". */
export function allowanceWords(any: AnyValue): string {
  const { canonical } = nestedName(any.typeUrl);
  if (canonical === ALLOWANCE_URL.basic) return limitWords(BasicAllowance.decode(any.value));
  if (canonical === ALLOWANCE_URL.periodic) {
    const p = PeriodicAllowance.decode(any.value);
    const seconds = p.period?.seconds ?? 0n;
    return `${limitWords(p.basic)}, at most ${describeCoins(p.periodSpendLimit)} every ${seconds} seconds (${describeCoins(p.periodCanSpend)} now)`;
  }
  if (canonical === ALLOWANCE_URL.allowedMsg) {
    const a = AllowedMsgAllowance.decode(any.value);
    const inner = a.allowance ? allowanceWords(a.allowance) : 'nothing';
    return `${inner}, only for ${a.allowedMessages.join(', ')}`;
  }
  return `an allowance of unknown type ${any.typeUrl}`;
}
