// The three authz authorizations (generic, send, stake) inside an authz grant: decoded from their Any, to and from legacy
// amino JSON (Go's omitempty, the same dialect as the Any), and in words for the summary line.
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { SendAuthorization } from 'cosmjs-types/cosmos/bank/v1beta1/authz';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { copyCoin, copyCoins, describeCoin, describeCoins } from './coins';
import type { ProtoCoin } from './kind';
import { delegateView } from './delegate';
import { redelegateView } from './redelegate';
import { sendView } from './send';
import { undelegateView } from './undelegate';
import { nestedName, sameDialect, type AminoAny, type AnyValue } from './authz-any';

export const AUTHORIZATION_URL = {
  generic: '/cosmos.authz.v1beta1.GenericAuthorization',
  send: '/cosmos.bank.v1beta1.SendAuthorization',
  stake: '/cosmos.staking.v1beta1.StakeAuthorization',
} as const;

const AMINO = {
  generic: 'cosmos-sdk/GenericAuthorization',
  send: 'cosmos-sdk/SendAuthorization',
  stake: 'cosmos-sdk/StakeAuthorization',
  allow: 'cosmos-sdk/StakeAuthorization/AllowList',
  deny: 'cosmos-sdk/StakeAuthorization/DenyList',
} as const;

/** What a stake authorization's type lets the grantee do, by the enum's number. */
const STAKE_VERBS = [
  'do an unspecified staking action',
  'delegate',
  'undelegate',
  'redelegate',
  'cancel unbonding',
];
/** The staking message type URL each authorization type covers (canonical). */
export const STAKE_MSG_URLS = [
  '',
  delegateView.typeUrl,
  undelegateView.typeUrl,
  redelegateView.typeUrl,
  '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation',
];

export type Authorization =
  | { type: 'generic'; msg: string }
  | { type: 'send'; spendLimit: ProtoCoin[]; allowList: string[] }
  | {
      type: 'stake';
      maxTokens: ProtoCoin | null;
      validators: { list: 'allow' | 'deny'; addresses: string[] } | null;
      authorizationType: number;
    }
  | { type: 'unknown'; typeUrl: string };

/** Decodes an authorization Any (either dialect); one the wallet does not know is `unknown`, never guessed. */
export function decodeAuthorization(any: AnyValue): Authorization {
  const { canonical } = nestedName(any.typeUrl);
  if (canonical === AUTHORIZATION_URL.generic)
    return { type: 'generic', msg: GenericAuthorization.decode(any.value).msg };
  if (canonical === AUTHORIZATION_URL.send) {
    const a = SendAuthorization.decode(any.value);
    return { type: 'send', spendLimit: copyCoins(a.spendLimit), allowList: a.allowList };
  }
  if (canonical === AUTHORIZATION_URL.stake) {
    const a = StakeAuthorization.decode(any.value);
    const list = a.allowList ? 'allow' : a.denyList ? 'deny' : null;
    return {
      type: 'stake',
      maxTokens: a.maxTokens ? copyCoin(a.maxTokens) : null,
      validators: list ? { list, addresses: (a.allowList ?? a.denyList)!.address } : null,
      authorizationType: a.authorizationType,
    };
  }
  return { type: 'unknown', typeUrl: any.typeUrl };
}

/** The Any's amino JSON, its names in the Any's own dialect. */
export function authorizationToAmino(any: AnyValue): AminoAny {
  const a = decodeAuthorization(any);
  const name = (canonical: string) => sameDialect(canonical, any.typeUrl);
  switch (a.type) {
    case 'generic':
      return { type: name(AMINO.generic), value: a.msg ? { msg: a.msg } : {} };
    case 'send':
      return {
        type: name(AMINO.send),
        value: {
          ...(a.spendLimit.length ? { spend_limit: a.spendLimit } : {}),
          ...(a.allowList.length ? { allow_list: a.allowList } : {}),
        },
      };
    case 'stake': {
      const v = a.validators;
      const list = v ? { [`${v.list}_list`]: { address: v.addresses } } : {};
      return {
        type: name(AMINO.stake),
        value: {
          ...(v ? { Validators: { type: name(AMINO[v.list]), value: list } } : {}),
          ...(a.authorizationType ? { authorization_type: a.authorizationType } : {}),
          ...(a.maxTokens ? { max_tokens: a.maxTokens } : {}),
        },
      };
    }
    case 'unknown':
      throw new Error(`unknown authorization ${a.typeUrl}`);
  }
}

type StakeAmino = {
  Validators?: {
    type: string;
    value: { allow_list?: { address: string[] }; deny_list?: { address: string[] } };
  };
  authorization_type?: number;
  max_tokens?: ProtoCoin;
};

/** The inverse of authorizationToAmino. */
export function authorizationFromAmino(amino: AminoAny): AnyValue {
  const { canonical } = nestedName(amino.type);
  const url = (c: string) => sameDialect(c, amino.type);
  const v = amino.value;
  if (canonical === AMINO.generic)
    return {
      typeUrl: url(AUTHORIZATION_URL.generic),
      value: GenericAuthorization.encode({ msg: String(v.msg ?? '') }).finish(),
    };
  if (canonical === AMINO.send) {
    const spendLimit = copyCoins((v.spend_limit as ProtoCoin[] | undefined) ?? []);
    const allowList = (v.allow_list as string[] | undefined) ?? [];
    return {
      typeUrl: url(AUTHORIZATION_URL.send),
      value: SendAuthorization.encode({ spendLimit, allowList }).finish(),
    };
  }
  if (canonical === AMINO.stake) {
    const s = v as StakeAmino;
    const lists = s.Validators?.value;
    return {
      typeUrl: url(AUTHORIZATION_URL.stake),
      value: StakeAuthorization.encode({
        maxTokens: s.max_tokens ? copyCoin(s.max_tokens) : undefined,
        allowList: lists?.allow_list,
        denyList: lists?.deny_list,
        authorizationType: s.authorization_type ?? 0,
      }).finish(),
    };
  }
  throw new Error(`unknown authorization ${amino.type}`);
}

/** The message type URL a grant of this authorization covers (canonical), or null when unknown. */
export function authorizationMsgType(a: Authorization): string | null {
  if (a.type === 'generic') return nestedName(a.msg).canonical;
  if (a.type === 'send') return sendView.typeUrl;
  if (a.type === 'stake') return STAKE_MSG_URLS[a.authorizationType] || null;
  return null;
}

/** What the grantee may do, in words: "send up to 3 XYZ, to anyone", "sign any /cosmos.gov.v1.MsgVote". */
export function authorizationWords(any: AnyValue): string {
  const a = decodeAuthorization(any);
  switch (a.type) {
    case 'generic':
      return `sign any ${a.msg} message, with no limit`;
    case 'send':
      return `send up to ${describeCoins(a.spendLimit)}, ${a.allowList.length ? `only to ${a.allowList.join(', ')}` : 'to anyone'}`;
    case 'stake': {
      const verb = STAKE_VERBS[a.authorizationType] ?? `do staking action ${a.authorizationType}`;
      const amount = a.maxTokens ? `up to ${describeCoin(a.maxTokens)}` : 'any amount';
      const where = !a.validators
        ? 'with any validator'
        : a.validators.list === 'allow'
          ? `only with ${a.validators.addresses.join(', ')}`
          : `with any validator except ${a.validators.addresses.join(', ')}`;
      return `${verb} ${amount} ${where}`;
    }
    case 'unknown':
      return `use an authorization of unknown type ${a.typeUrl}`;
  }
}
