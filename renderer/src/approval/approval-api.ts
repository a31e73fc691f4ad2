// The approval page's only door to core: window.approvals (its own preload or bridge), never window.wallet.
import type { ApprovalRequest } from '../../../shared/api/approvals';
import type { ErrorInfo, Result } from '../../../shared/errors';

interface ApprovalsApi {
  invoke(channel: string, request?: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    approvals?: ApprovalsApi;
  }
}

const disconnected: ErrorInfo = { code: 'internal', message: 'The approval surface is not connected.' };

async function invoke<T>(channel: string, request: unknown): Promise<Result<T>> {
  const api = window.approvals;
  if (!api) return { ok: false, error: disconnected };
  try {
    return (await api.invoke(channel, request)) as Result<T>;
  } catch {
    return { ok: false, error: disconnected };
  }
}

/** Every request waiting, oldest first. */
export const pendingApprovals = () => invoke<{ requests: ApprovalRequest[] }>('approval/pending', {});

/** Approves (with the password / fee tick when asked) or refuses one request. */
export const decideApproval = (decision: {
  id: string;
  approve: boolean;
  password?: string;
  acceptHighFee?: boolean;
  /** The accounts a connected app may see (a `connect_session` request). */
  accountIds?: string[];
}) => invoke<{ decided: true }>('approval/decide', decision);

/** Calls `listener` whenever the queue changes; returns the unsubscribe function. */
export function onApprovalsChanged(listener: () => void): () => void {
  const api = window.approvals;
  if (!api) return () => undefined;
  return api.on('approvals/changed', () => listener());
}
