// The Permissions screens' calls into core: the list both ways, the cheap flag for the dashboard notice, and the
// revoke and grant drafts (each answers the usual review, confirmed through tx/confirm).
import type { Result } from '../../../../shared/api';
import { call } from '../../lib/api';
import type { DraftChannel, TxFlow } from '../../lib/tx-flow.svelte';
import type { PermissionsList, RevokeItem } from './contract';

type Untyped = (channel: string, request: unknown) => Promise<Result<unknown>>;
const untyped = call as unknown as Untyped;

export async function listPermissions(accountId: string): Promise<Result<PermissionsList>> {
  return (await untyped('permissions/list', { accountId })) as Result<PermissionsList>;
}

export async function flaggedPermissions(
  accountId: string,
): Promise<Result<{ flagged: boolean; count: number }>> {
  return (await untyped('permissions/flagged', { accountId })) as Result<{ flagged: boolean; count: number }>;
}

/** The fields every draft carries (who signs, the fee tier). */
export interface DraftBase {
  accountId: string;
  feeTier?: 'low' | 'average' | 'high';
}

export type GrantDraft =
  | {
      channel: 'tx/draft-grant-restake';
      request: DraftBase & { grantee: string; validators: string[]; expiration: string };
    }
  | {
      channel: 'tx/draft-grant-send';
      request: DraftBase & { grantee: string; spendLimit: string; allowList?: string[]; expiration: string };
    }
  | {
      channel: 'tx/draft-grant-fee-allowance';
      request: DraftBase & { grantee: string; spendLimit?: string; expiration: string };
    };

/** Drafts one transaction taking back `items` (1..50); the review lands in `flow`. */
export function draftRevoke(flow: TxFlow, base: DraftBase, items: RevokeItem[]): Promise<void> {
  return flow.prepare('tx/draft-revoke-permissions' as DraftChannel, { ...base, items } as never);
}

/** Drafts a grant; the review lands in `flow`. */
export function draftGrant(flow: TxFlow, draft: GrantDraft): Promise<void> {
  return flow.prepare(draft.channel as DraftChannel, draft.request as never);
}
