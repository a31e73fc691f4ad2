// The shapes of x/authz and x/feegrant inside the devnet: authorizations, fee allowances and their five messages,
// decoded from protobuf once and kept as plain JSON-safe data in state (times as ISO strings).
import type { Msg } from '../codec/messages';
import type { Coin } from '../types';

/** StakeAuthorization's AuthorizationType enum (1 delegate, 2 undelegate, 3 redelegate, 4 cancel unbonding). */
export const STAKE_AUTHZ_TYPE = {
  UNSPECIFIED: 0,
  DELEGATE: 1,
  UNDELEGATE: 2,
  REDELEGATE: 3,
  CANCEL_UNBONDING: 4,
};

export type Authorization =
  | { type: 'generic'; msg: string }
  | { type: 'send'; spendLimit: Coin[]; allowList: string[] }
  | {
      type: 'stake';
      maxTokens: Coin | null;
      /** The oneof `validators`: an allow list, a deny list, or neither. */
      validators: { list: 'allow' | 'deny'; addresses: string[] } | null;
      authorizationType: number;
    };

/** authz.Grant: an authorization (null when the Any was empty) and an optional expiry (ISO time). */
export interface GrantValue {
  authorization: Authorization | null;
  expiration: string | null;
}

export interface BasicAllowance {
  type: 'basic';
  /** Empty = no limit (the SDK's nil spend limit). */
  spendLimit: Coin[];
  expiration: string | null;
}

export type Allowance =
  | BasicAllowance
  | {
      type: 'periodic';
      basic: Omit<BasicAllowance, 'type'>;
      period: { seconds: string; nanos: number };
      periodSpendLimit: Coin[];
      periodCanSpend: Coin[];
      periodReset: string;
    }
  | { type: 'allowedMsg'; allowance: Allowance | null; allowedMessages: string[] };

export type AuthzMsg =
  | { kind: 'grant'; granter: string; grantee: string; grant: GrantValue }
  | { kind: 'revoke'; granter: string; grantee: string; msgTypeUrl: string }
  | { kind: 'exec'; grantee: string; msgs: Msg[] }
  | { kind: 'grantAllowance'; granter: string; grantee: string; allowance: Allowance | null }
  | { kind: 'revokeAllowance'; granter: string; grantee: string };
