// Contract of the permissions domain (issue 29): an account's authz grants and fee allowances both ways, assessed
// and named (permissions/list, permissions/flagged), and the drafts that grant and revoke them (tx/draft-*; their
// reviews are confirmed through tx/confirm like every other). Agreed shape: /work/wt/briefs/perm-contract.md.
import { z } from 'zod';
import { channel, idSchema, type EpochMs } from './channel';
import { addressText, amountText, draftBase, type TxReview } from './tx';

export interface PermissionCoin {
  denom: string;
  /** Base units, an integer string. */
  amount: string;
}

export type StakeAction = 'delegate' | 'undelegate' | 'redelegate' | 'cancel_unbonding' | 'unspecified';

/** What the grantee may do. Type URLs are canonical (cosmos dialect), whatever the network's dialect. */
export type PermissionScope =
  | { type: 'generic'; msgTypeUrl: string }
  /** `allowList` empty: to anyone. */
  | { type: 'send'; spendLimit: PermissionCoin[]; allowList: string[] }
  | {
      type: 'stake';
      action: StakeAction;
      /** null: no limit. */
      maxTokens: PermissionCoin | null;
      allowValidators: string[];
      denyValidators: string[];
    }
  | {
      type: 'fee';
      /** Empty: no total limit. */
      spendLimit: PermissionCoin[];
      /** A PeriodicAllowance's period (seconds), its limit per period and what is left of it now. */
      period: { seconds: number; limit: PermissionCoin[]; canSpend: PermissionCoin[] } | null;
      /** Canonical type URLs it pays for; empty: every message. */
      allowedMessages: string[];
    }
  | { type: 'unknown'; typeUrl: string };

export interface Permission {
  kind: 'authz' | 'feegrant';
  granter: string;
  grantee: string;
  scope: PermissionScope;
  /** ISO time, or null for no expiry. */
  expiration: string | null;
  /** The message type a revoke names (canonical; authz only), or null. */
  msgTypeUrl: string | null;
}

/**
 * Why a permission is flagged. Danger: a generic grant for a message that moves funds, a large send limit, a grantee
 * that is a contract, an authorization the wallet cannot read. Warning: no expiry, an expiry years out, unlimited
 * staking or fee spending.
 */
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

export interface Assessment {
  level: DangerLevel;
  reasons: DangerReason[];
}

/** The other side of a permission: the grantee of one this account gave, the granter of one it received. */
export interface PermissionCounterparty {
  address: string;
  /** The name this wallet knows it by (own account, address book, validator moniker), or null. */
  name: string | null;
  source: 'account' | 'contact' | 'validator' | null;
  /** A contract address (32-byte, as wasmd derives them, or known to the chain as a contract). */
  isContract: boolean;
  /** Whether the account's cached history has a transaction with this address. */
  seenBefore: boolean;
}

/** One permission as a list shows it. */
export interface PermissionView extends Permission {
  /** Stable key `kind|granter|grantee|msgTypeUrl` (msgTypeUrl '' for fee allowances), to select rows. */
  id: string;
  assessment: Assessment;
  counterparty: PermissionCounterparty;
}

export interface PermissionsList {
  address: string;
  /** What others may do with this account: authz grants it gave and fee allowances it issued. Dangerous first. */
  given: PermissionView[];
  /** What this account may do for others. Dangerous first. */
  received: PermissionView[];
  /** Whether any permission in `given` is flagged (danger or warning). */
  flagged: boolean;
  /** True when the chain holds more than the wallet reads (a flood of grants): the lists are the first pages. */
  truncated: boolean;
  readAt: EpochMs;
}

/** A canonical or dialect message type URL, as a revoke names it. */
const msgTypeUrlText = z
  .string()
  .max(256)
  .regex(/^\/[A-Za-z0-9_.]+$/, 'Not a message type URL.');
/** An ISO 8601 time with its zone; core refuses one in the past or absurdly far out (reason expiration_*). */
const expirationText = z.iso.datetime({ offset: true });

/** At most this many grants or allowances in one revoke or grant transaction. */
export const MAX_PERMISSION_ITEMS = 50;

export const revokeItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('authz'), grantee: addressText, msgTypeUrl: msgTypeUrlText }),
  z.strictObject({ kind: z.literal('feegrant'), grantee: addressText }),
]);
export type RevokeItem = z.output<typeof revokeItemSchema>;

/** One transaction with a revoke of the grant or the fee allowance per item (each must exist on chain, none twice). */
export const draftRevokePermissionsSchema = z.strictObject({
  ...draftBase,
  items: z.array(revokeItemSchema).min(1).max(MAX_PERMISSION_ITEMS),
});

/** Restake: a StakeAuthorization (DELEGATE, allow list = validators) and a generic grant to claim rewards. */
export const draftGrantRestakeSchema = z.strictObject({
  ...draftBase,
  grantee: addressText,
  validators: z.array(addressText).min(1).max(MAX_PERMISSION_ITEMS),
  expiration: expirationText,
});

/** A SendAuthorization: `spendLimit` XYZ (display units), to anyone or only to `allowList`. */
export const draftGrantSendSchema = z.strictObject({
  ...draftBase,
  grantee: addressText,
  spendLimit: amountText,
  allowList: z.array(addressText).min(1).max(MAX_PERMISSION_ITEMS).optional(),
  expiration: expirationText,
});

/** A BasicAllowance: fees up to `spendLimit` XYZ (none: no total limit), until `expiration`. */
export const draftGrantFeeAllowanceSchema = z.strictObject({
  ...draftBase,
  grantee: addressText,
  spendLimit: amountText.optional(),
  expiration: expirationText,
});

export const permissionsChannels = {
  /** The account's grants and fee allowances both ways, assessed and named; expired ones left out. */
  'permissions/list': channel(z.strictObject({ accountId: idSchema })).returns<PermissionsList>(),
  /** Whether the account gave any flagged permission (cheap: the last list's answer when recent). */
  'permissions/flagged': channel(z.strictObject({ accountId: idSchema })).returns<{
    flagged: boolean;
    count: number;
  }>(),
  'tx/draft-revoke-permissions': channel(draftRevokePermissionsSchema).returns<TxReview>(),
  'tx/draft-grant-restake': channel(draftGrantRestakeSchema).returns<TxReview>(),
  'tx/draft-grant-send': channel(draftGrantSendSchema).returns<TxReview>(),
  'tx/draft-grant-fee-allowance': channel(draftGrantFeeAllowanceSchema).returns<TxReview>(),
} as const;
