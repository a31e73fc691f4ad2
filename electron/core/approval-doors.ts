// Builds the core's doors around the trusted router: in-process, the page's, the approval surface's (approvals/).
import type { ApprovalsChanged } from '../../shared/api/approval-names';
import type { ApprovalSubject } from '../../shared/api/approvals';
import type { AccountInfo } from '../../shared/api/keys';
import type { OfflineSignReview } from '../../shared/api/offline';
import type { Settings } from '../../shared/api/settings';
import type { TxReview } from '../../shared/api/tx';
import { WalletError, type Result } from '../../shared/errors';
import { createApprovalGate, type TrustedRouter } from './approvals/approval-gate';
import { isSigning } from './approvals/approval-asks';
import { createApprovalQueue, type ApprovalDecision } from './approvals/approval-queue';
import { openProposal } from './multisig/proposal';
import { parseMultisigProposal } from '../../shared/multisig/parse';
import type { Dialect } from '../../shared/dialect';

export interface ApprovalDoorsDeps {
  router: TrustedRouter;
  /** The active network's dialect (a proposal's bytes are read in it). */
  dialect(): Dialect;
  keys: {
    listAccounts(): AccountInfo[];
    verifyPassword(password: string): Promise<void>;
  };
  reviewOf(reviewId: string): TxReview;
  settings(): Settings;
  clock: () => number;
  newId: () => string;
}

/** A Result's value, or its error thrown again as a WalletError. */
function valueOf<T>(result: Result<unknown>): T {
  if (result.ok) return result.value as T;
  throw new WalletError(result.error.code, result.error.message, result.error.details);
}

export function createApprovalDoors(deps: ApprovalDoorsDeps) {
  const listeners = new Set<(event: 'approvals/changed', payload: ApprovalsChanged) => void>();
  const queue = createApprovalQueue({
    newId: deps.newId,
    clock: deps.clock,
    onChanged: (pending) => {
      for (const listener of [...listeners]) {
        try {
          listener('approvals/changed', { pending });
        } catch {
          // a failing listener never breaks core
        }
      }
    },
  });
  const gate = createApprovalGate({
    router: deps.router,
    queue,
    verifyPassword: (password) => deps.keys.verifyPassword(password),
    reviewOf: deps.reviewOf,
    offlineReview: async (request) =>
      valueOf<OfflineSignReview>(await deps.router.invoke('offline/review-sign', request)),
    accountName: (accountId) => deps.keys.listAccounts().find((a) => a.id === accountId)?.name ?? null,
    accountAddress: (accountId) => deps.keys.listAccounts().find((a) => a.id === accountId)?.address ?? null,
    multisigReview: (proposalText) => {
      const opened = openProposal(parseMultisigProposal(proposalText), deps.dialect());
      const { proposal } = opened;
      return {
        signDocHash: proposal.sign_doc_hash,
        subject: {
          summary: proposal.summary,
          sharedAddress: proposal.account.address,
          threshold: proposal.account.threshold,
          members: proposal.account.members.length,
          chainId: proposal.chain_id,
        },
      };
    },
    keyedAccounts: () =>
      deps.keys.listAccounts().filter((a) => a.kind === 'mnemonic' || a.kind === 'private_key').length,
    settings: deps.settings,
  });
  return {
    gate,
    /** Withdraws what can no longer be done: signing once the wallet locked, everything once it closes. */
    onLocked: () => queue.withdraw(isSigning, 'locked'),
    onClosed: () => queue.withdraw(() => true, 'closed'),
    on(listener: (event: 'approvals/changed', payload: ApprovalsChanged) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ApprovalDoors = ReturnType<typeof createApprovalDoors>;

/** A door to the core as a surface sees it: calls and the events it may hear. */
export interface CoreDoor {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  on(listener: (event: string, payload: unknown) => void): () => void;
}

/** The core's doors as the composition root returns them. */
export interface CoreDoors {
  /** In-process callers (the CLI with its own terminal prompt, tests): nothing waits for the approval surface. */
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  /** The main page's door (IPC, the Chromium bridge): guarded calls wait for the approval surface's yes. */
  page: CoreDoor;
  /** The approval surface's door: `approval/pending` and `approval/decide` only, and its queue event. */
  approvals: CoreDoor & {
    /** Trusted code outside the page (the shell's updater) asks the surface; rejects when refused. */
    ask(subject: ApprovalSubject): Promise<void>;
  };
}

const closedResult = (): Result<never> => ({
  ok: false,
  error: { code: 'internal', message: 'The wallet core has been closed.' },
});

/**
 * The trusted door, the page's and the approval surface's over one router. `subscribe` hears every core event
 * (the page's door forwards them; a lock withdraws what waits to be signed).
 */
export function createCoreDoors(
  deps: Omit<ApprovalDoorsDeps, 'router'> & {
    router: TrustedRouter;
    keys: ApprovalDoorsDeps['keys'] & { checkIdle(): void };
    isClosed(): boolean;
    subscribe(listener: (event: string, payload: unknown) => void): () => void;
  },
) {
  const trusted: TrustedRouter = {
    async invoke(channel, payload) {
      if (deps.isClosed()) return closedResult();
      deps.keys.checkIdle();
      return deps.router.invoke(channel, payload);
    },
  };
  const doors = createApprovalDoors({ ...deps, router: trusted });
  deps.subscribe((event, payload) => {
    if (event === 'lock/changed' && (payload as { locked?: unknown }).locked === true) doors.onLocked();
  });
  const facade: CoreDoors = {
    invoke: (channel, payload) => trusted.invoke(channel, payload),
    page: {
      async invoke(channel, payload) {
        if (deps.isClosed()) return closedResult();
        deps.keys.checkIdle();
        return doors.gate.invokeFromPage(channel, payload);
      },
      on: deps.subscribe,
    },
    approvals: {
      invoke: async (channel, payload) =>
        deps.isClosed() ? closedResult() : doors.gate.invokeFromApproval(channel, payload),
      on: (listener) => doors.on((event, payload) => listener(event, payload)),
      ask: async (subject) => void (await doors.gate.ask(subject)),
    },
  };
  return {
    facade,
    onClosed: () => void doors.onClosed(),
    /** Core code that asks the surface and reads the decision (connected apps: the accounts picked). */
    ask: (subject: ApprovalSubject, signal?: AbortSignal): Promise<ApprovalDecision> =>
      doors.gate.ask(subject, signal),
  };
}
