// The permissions contract's types as the screens read them (perm-contract.md), until shared/api/permissions.ts
// lands; then this file only re-exports them.
export interface PermissionCoin {
  denom: string;
  amount: string;
}

export type StakeAction = 'delegate' | 'undelegate' | 'redelegate' | 'cancel_unbonding' | 'unspecified';

export type PermissionScope =
  | { type: 'generic'; msgTypeUrl: string }
  | { type: 'send'; spendLimit: PermissionCoin[]; allowList: string[] }
  | {
      type: 'stake';
      action: StakeAction;
      maxTokens: PermissionCoin | null;
      allowValidators: string[];
      denyValidators: string[];
    }
  | {
      type: 'fee';
      spendLimit: PermissionCoin[];
      period: { seconds: number; limit: PermissionCoin[]; canSpend: PermissionCoin[] } | null;
      allowedMessages: string[];
    }
  | { type: 'unknown'; typeUrl: string };

export type DangerReason =
  | 'generic_moves_funds'
  | 'large_send_limit'
  | 'grantee_is_contract'
  | 'unknown_authorization'
  | 'no_expiry'
  | 'far_expiry'
  | 'unlimited_stake'
  | 'unlimited_fee';

export type DangerLevel = 'danger' | 'warning' | 'none';

export interface PermissionView {
  id: string;
  kind: 'authz' | 'feegrant';
  granter: string;
  grantee: string;
  scope: PermissionScope;
  expiration: string | null;
  msgTypeUrl: string | null;
  assessment: { level: DangerLevel; reasons: DangerReason[] };
  counterparty: {
    address: string;
    name: string | null;
    source: 'account' | 'contact' | 'validator' | null;
    isContract: boolean;
    seenBefore: boolean;
  };
}

export interface PermissionsList {
  address: string;
  given: PermissionView[];
  received: PermissionView[];
  flagged: boolean;
  readAt: number;
}

export type RevokeItem =
  { kind: 'authz'; grantee: string; msgTypeUrl: string } | { kind: 'feegrant'; grantee: string };
