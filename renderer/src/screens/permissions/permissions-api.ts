// The Permissions screens' calls into core: the list both ways, the cheap flag for the dashboard notice, and the
// revoke and grant drafts (each answers the usual review, confirmed through tx/confirm).
import type { RequestOf } from '../../../../shared/api';
import type { RevokeItem } from '../../../../shared/api/permissions';
import type { TxFlow } from '../../lib/tx-flow.svelte';

/** Most grants or allowances one revoke or grant names: the contract's MAX_PERMISSION_ITEMS (its module holds zod). */
export const MAX_PERMISSION_ITEMS = 50;

/** The fields every draft carries (who signs, the fee tier). */
export interface DraftBase {
  accountId: string;
  feeTier?: 'low' | 'average' | 'high';
  /** Pay the fee from the fee allowance this account gave us. */
  feeGranter?: string;
}

export type GrantDraft =
  | { channel: 'tx/draft-grant-restake'; request: RequestOf<'tx/draft-grant-restake'> }
  | { channel: 'tx/draft-grant-send'; request: RequestOf<'tx/draft-grant-send'> }
  | { channel: 'tx/draft-grant-fee-allowance'; request: RequestOf<'tx/draft-grant-fee-allowance'> };

/** Drafts one transaction taking back `items` (1..50); the review lands in `flow`. */
export function draftRevoke(flow: TxFlow, base: DraftBase, items: RevokeItem[]): Promise<void> {
  return flow.prepare('tx/draft-revoke-permissions', { ...base, items });
}

/** Drafts a grant; the review lands in `flow`. */
export function draftGrant(flow: TxFlow, draft: GrantDraft): Promise<void> {
  switch (draft.channel) {
    case 'tx/draft-grant-restake':
      return flow.prepare(draft.channel, draft.request);
    case 'tx/draft-grant-send':
      return flow.prepare(draft.channel, draft.request);
    case 'tx/draft-grant-fee-allowance':
      return flow.prepare(draft.channel, draft.request);
  }
}
