// The approval surface's channel and event names alone (no zod): what the approval window's preload allow-lists.
// tests/unit/shared/approval-names.test.ts keeps the list equal to the contract's channels.

export const APPROVAL_CHANNEL_NAMES = ['approval/pending', 'approval/decide'] as const;

/** The one event of the approval surface: the queue changed (the surface reads `approval/pending` again). */
export const APPROVAL_EVENT = 'approvals/changed';
export interface ApprovalsChanged {
  pending: number;
}

/** The IPC channel on which the main process pushes approval events to the approval window's preload. */
export const APPROVAL_EVENT_IPC_CHANNEL = 'approval:event';
