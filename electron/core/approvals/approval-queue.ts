// The queue of approval requests: the main page's guarded calls wait here until the approval surface decides.
import type { ApprovalRefusal, ApprovalRequest, ApprovalSubject } from '../../../shared/api/approvals';
import { WalletError } from '../../../shared/errors';

/** The approval surface's answer to one request. */
export interface ApprovalDecision {
  /** The fee alert of a transaction's review was acknowledged in the approval surface. */
  acceptHighFee: boolean;
  /** The accounts picked for a connected app's session. */
  accountIds?: string[];
}

interface Waiting {
  request: ApprovalRequest;
  resolve: (decision: ApprovalDecision) => void;
  reject: (error: WalletError) => void;
}

/** At most this many requests wait at once: a page that floods the surface is refused (`busy`), not queued. */
export const MAX_PENDING_APPROVALS = 20;

export interface ApprovalQueueOptions {
  newId: () => string;
  clock: () => number;
  /** Called whenever the queue changes, with how many requests wait. */
  onChanged: (pending: number) => void;
}

/** A refusal as the guarded call's error (code `approval_refused`, `details.reason`). */
export function refusalError(reason: ApprovalRefusal): WalletError {
  const message =
    reason === 'refused'
      ? 'You refused this in the approval window.'
      : reason === 'locked'
        ? 'The wallet locked before this was approved.'
        : reason === 'closed'
          ? 'The wallet closed before this was approved.'
          : 'This request was withdrawn before it was approved.';
  return new WalletError('approval_refused', message, { reason });
}

export function createApprovalQueue(options: ApprovalQueueOptions) {
  const waiting: Waiting[] = [];
  const changed = () => options.onChanged(waiting.length);

  function settle(index: number): Waiting {
    const [entry] = waiting.splice(index, 1);
    changed();
    return entry as Waiting;
  }

  return {
    /** Queues `subject` and resolves with the decision once approved; rejects with `approval_refused` otherwise. */
    ask(subject: ApprovalSubject, needsPassword: boolean): Promise<ApprovalDecision> {
      if (waiting.length >= MAX_PENDING_APPROVALS) {
        return Promise.reject(
          new WalletError('busy', 'Too many requests are waiting for approval; decide on those first.'),
        );
      }
      const request: ApprovalRequest = {
        id: options.newId(),
        requestedAt: options.clock(),
        needsPassword,
        subject,
      };
      return new Promise<ApprovalDecision>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        changed();
      });
    },

    /** Every waiting request, oldest first (copies: the surface cannot change them). */
    pending(): ApprovalRequest[] {
      return waiting.map((entry) => structuredClone(entry.request));
    },

    get(id: string): ApprovalRequest | null {
      return waiting.find((entry) => entry.request.id === id)?.request ?? null;
    },

    /** Settles request `id`: approved with `decision`, or refused. False when no such request waits. */
    decide(id: string, decision: ApprovalDecision | 'refused'): boolean {
      const index = waiting.findIndex((entry) => entry.request.id === id);
      if (index < 0) return false;
      const entry = settle(index);
      if (decision === 'refused') entry.reject(refusalError('refused'));
      else entry.resolve(decision);
      return true;
    },

    /** Withdraws every request `matches` accepts (its caller gave up, or what it shows no longer exists). */
    withdraw(matches: (subject: ApprovalSubject) => boolean, reason: ApprovalRefusal = 'withdrawn'): number {
      const gone = waiting.filter((entry) => matches(entry.request.subject));
      if (gone.length === 0) return 0;
      for (const entry of gone) waiting.splice(waiting.indexOf(entry), 1);
      changed();
      for (const entry of gone) entry.reject(refusalError(reason));
      return gone.length;
    },
  };
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>;
