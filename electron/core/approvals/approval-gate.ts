// The two doors of the core: the page's (guarded calls wait for an approval) and the approval surface's (decides).
import {
  approvalChannels,
  type ApprovalChannel,
  type ApprovalDecideRequest,
  type ApprovalSubject,
} from '../../../shared/api/approvals';
import { CHANNELS, isChannel, type ParsedRequestOf } from '../../../shared/api';
import { WalletError, type ErrorInfo, type Result } from '../../../shared/errors';
import type { ApprovalQueue } from './approval-queue';
import { approvalSubjects, isGuarded, needsPassword, type ApprovalFacts } from './approval-asks';

/** The router the doors forward to (structurally api.ts's Router). */
export interface TrustedRouter {
  invoke(channel: unknown, payload: unknown): Promise<Result<unknown>>;
}

export interface ApprovalGateDeps extends ApprovalFacts {
  router: TrustedRouter;
  queue: ApprovalQueue;
  /** Checks the wallet password (throttled like unlock); throws `wrong_password` / `throttled`. */
  verifyPassword(password: string): Promise<void>;
}

const failure = (error: unknown): Result<never> => {
  if (error instanceof WalletError) return { ok: false, error: error.toInfo() };
  const info: ErrorInfo = { code: 'internal', message: 'Something went wrong inside the wallet.' };
  return { ok: false, error: info };
};

const alreadyAsked = () =>
  new WalletError('busy', 'This is already waiting for your approval in the approval window.');

const approvalNotHere = (channel: string): Result<never> => ({
  ok: false,
  error: {
    code: 'unknown_channel',
    message: `No such channel: ${channel.slice(0, 80)}.`,
  },
});

export function createApprovalGate(deps: ApprovalGateDeps) {
  const { router, queue } = deps;

  /** Asks for every subject in turn; the request's confirm carries the tick given in the approval surface. */
  async function approved(channel: string, payload: Record<string, unknown>): Promise<Result<unknown>> {
    const request = CHANNELS[channel as 'tx/confirm'].request.parse(payload) as ParsedRequestOf<'tx/confirm'>;
    const subjects = await approvalSubjects(channel as 'tx/confirm', request, deps);
    for (const subject of subjects) if (alreadyWaiting(subject)) throw alreadyAsked();
    let forwarded: Record<string, unknown> = payload;
    for (const subject of subjects) {
      const decision = await queue.ask(subject, needsPassword(subject, deps.settings()));
      if (subject.kind === 'transaction') forwarded = { ...payload, acceptHighFee: decision.acceptHighFee };
    }
    return router.invoke(channel, forwarded);
  }

  async function decide(request: ApprovalDecideRequest): Promise<{ decided: true }> {
    const waiting = queue.get(request.id);
    if (!waiting) throw new WalletError('not_found', 'This request is no longer waiting for approval.');
    if (!request.approve) {
      queue.decide(request.id, 'refused');
      return { decided: true };
    }
    if (waiting.needsPassword) {
      if (request.password === undefined)
        throw new WalletError('wrong_password', 'Enter your wallet password to approve this.');
      await deps.verifyPassword(request.password);
    }
    // An app's sign review with a flagged fee needs the same explicit yes as the wallet's own transaction.
    const alert =
      waiting.subject.kind === 'transaction' || waiting.subject.kind === 'connect_sign'
        ? waiting.subject.review.feeAlert
        : null;
    if (alert && request.acceptHighFee !== true) {
      throw new WalletError('tx_rejected', 'This fee is unusually high: tick that you accept it first.', {
        reason: 'fee_not_acknowledged',
      });
    }
    if (waiting.subject.kind === 'connect_session') {
      const offered = new Set(waiting.subject.accounts.map((a) => a.accountId));
      const picked = request.accountIds ?? [];
      if (picked.length === 0 || picked.some((id) => !offered.has(id)))
        throw new WalletError('invalid_request', 'Pick at least one of the offered accounts for this app.');
    }
    queue.decide(request.id, {
      acceptHighFee: request.acceptHighFee === true,
      ...(request.accountIds ? { accountIds: [...new Set(request.accountIds)] } : {}),
    });
    return { decided: true };
  }

  return {
    /**
     * The page's door: every channel of the contract, but a guarded one runs only after the approval surface said
     * yes to what the core shows there. The approval channels do not exist on this door.
     */
    async invokeFromPage(channel: unknown, payload: unknown): Promise<Result<unknown>> {
      if (typeof channel === 'string' && channel.startsWith('approval/')) return approvalNotHere(channel);
      if (!isChannel(channel) || !isGuarded(channel)) {
        const result = await router.invoke(channel, payload);
        // A review cancelled or re-priced on the page no longer exists: its request leaves the surface.
        if ((channel === 'tx/cancel' || channel === 'tx/review') && result.ok) withdrawReview(payload);
        return result;
      }
      // A payload that fails its schema is answered by the router (same error as before), never queued.
      if (!CHANNELS[channel].request.safeParse(payload).success) return router.invoke(channel, payload);
      try {
        return await approved(channel, payload as Record<string, unknown>);
      } catch (error) {
        return failure(error);
      }
    },

    /** The approval surface's door: its two channels only, validated by their own schemas. */
    async invokeFromApproval(channel: unknown, payload: unknown): Promise<Result<unknown>> {
      if (typeof channel !== 'string' || !Object.hasOwn(approvalChannels, channel))
        return approvalNotHere(typeof channel === 'string' ? channel : typeof channel);
      const name = channel as ApprovalChannel;
      const parsed = approvalChannels[name].request.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          ok: false,
          error: {
            code: 'invalid_request',
            message: `Invalid request. ${issue ? `${issue.path.join('.')}: ${issue.message}` : ''}`.trim(),
          },
        };
      }
      try {
        if (name === 'approval/pending') return { ok: true, value: { requests: queue.pending() } };
        return { ok: true, value: await decide(parsed.data as ApprovalDecideRequest) };
      } catch (error) {
        return failure(error);
      }
    },

    /**
     * Trusted code outside the page (the shell's updater, connected apps) asks the surface directly; aborting
     * `signal` takes the request off the surface (its asker gave up: an app's request expired or its session ended).
     */
    ask(subject: ApprovalSubject, signal?: AbortSignal) {
      const decision = queue.ask(subject, needsPassword(subject, deps.settings()));
      signal?.addEventListener('abort', () => queue.withdraw((waiting) => waiting === subject), {
        once: true,
      });
      return decision;
    },
  };

  /** The same review (or the same kind of setting change) asked twice shows once: the second ask is refused. */
  function alreadyWaiting(subject: ApprovalSubject): boolean {
    return queue
      .pending()
      .some((waiting) =>
        subject.kind === 'transaction' && waiting.subject.kind === 'transaction'
          ? waiting.subject.review.reviewId === subject.review.reviewId
          : subject.kind !== 'transaction' && waiting.subject.kind === subject.kind,
      );
  }

  function withdrawReview(payload: unknown): void {
    const reviewId = (payload as { reviewId?: unknown } | null)?.reviewId;
    queue.withdraw((subject) => subject.kind === 'transaction' && subject.review.reviewId === reviewId);
  }
}

export type ApprovalGate = ReturnType<typeof createApprovalGate>;
