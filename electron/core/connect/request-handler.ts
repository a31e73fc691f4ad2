// Answers the requests of connected apps: the session's own accounts, each sign request decoded, reviewed and asked in
// the approval surface (a signed message as a message), the signature back to the app, or a clear WalletConnect error
// and a note to the person. A request waits while the wallet is locked (asked once it is unlocked), and stays in the
// client's pending-request store across a restart until answered or expired.
import { toBase64 } from '@cosmjs/encoding';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import { COSMOS_METHODS, type ConnectWaitingRequest, type CosmosMethod } from '../../../shared/api/connect';
import type { EventPayload } from '../../../shared/api/events';
import type { NetworkProfile } from '../../../shared/api/network';
import { WalletError } from '../../../shared/errors';
import type { ApprovalDecision } from '../approvals/approval-queue';
import type { KeyManager } from '../keys/key-service';
import { AppRequestError, planAppRequest, type SessionAccount } from './app-request';
import { appError, noteReason, type RefusalCause } from './refusals';
import { enrichReview, type EnrichmentDeps } from './review-enrichment';
import type { SessionRecord, SessionRecords } from './session-records';
import { signAdr036 } from './sign-message';

type RpcResponse = { result: unknown } | { error: { code: number; message: string } };

/** What answering needs of the client: respond on a topic. */
export interface RespondingClient {
  respond(args: { topic: string; response: { id: number; jsonrpc: string } & RpcResponse }): Promise<void>;
}

/** A request as the client emits it (and keeps it in its pending-request store). */
export interface AppRequestEvent {
  id: number;
  topic: string;
  params: {
    chainId: string;
    request: { method: string; params: unknown; expiryTimestamp?: number };
  };
}

export interface RequestHandlerDeps extends EnrichmentDeps {
  records: SessionRecords;
  keys: KeyManager;
  network: () => NetworkProfile;
  clock: () => number;
  ask: (subject: ApprovalSubject, signal?: AbortSignal) => Promise<ApprovalDecision>;
  /** The note the person sees for a request refused before asking. */
  refused: (note: EventPayload<'connect/refused'>) => void;
  /** The waiting list changed. */
  changed: () => void;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/** How long a request without an expiry of its own waits (the client library's default request TTL). */
export const DEFAULT_REQUEST_TTL_MS = 5 * 60_000;

interface Held {
  wc: RespondingClient;
  event: AppRequestEvent;
  receivedAt: number;
  expiresAt: number;
  /** new: being read; asking: in the approval surface; parked: waiting for the wallet to unlock. */
  state: 'new' | 'asking' | 'parked';
  timer: ReturnType<typeof setTimeout> | null;
  /** While asking: aborting it takes the ask off the approval surface (the request is answered or gone). */
  asking: AbortController | null;
}

const refusalReason = (error: unknown) =>
  error instanceof WalletError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;

type SignPlan = Exclude<ReturnType<typeof planAppRequest>, { kind: 'accounts' }>;

/** Signs what the plan says with the account's signer; the answer in the shape the WalletConnect cosmos methods use. */
async function signPlan(signer: Awaited<ReturnType<KeyManager['getSigner']>>, plan: SignPlan) {
  if (plan.kind === 'message') {
    const data = Buffer.from(plan.message.dataBase64, 'base64');
    const { signature, signed } = await signAdr036(signer, plan.signer, data);
    return { signature, signed };
  }
  if (plan.kind === 'amino') return signer.signAmino(plan.signer, plan.signDoc);
  const { signature, signed } = await signer.signDirect(plan.signer, plan.signDoc);
  return {
    signature,
    signed: {
      chainId: signed.chainId,
      accountNumber: signed.accountNumber.toString(),
      authInfoBytes: toBase64(signed.authInfoBytes),
      bodyBytes: toBase64(signed.bodyBytes),
    },
  };
}

export function createRequestHandler(deps: RequestHandlerDeps) {
  const { records } = deps;
  const held = new Map<number, Held>();

  /** The session's accounts that still exist (a removed account is no longer shared). */
  function sessionAccounts(
    record: SessionRecord,
  ): Map<string, SessionAccount & { accountId: string; name: string }> {
    const all = deps.keys.listAccounts();
    const found = record.accountIds.flatMap((id) => all.filter((a) => a.id === id && a.pubkey));
    return new Map(
      found.map((a) => [
        a.address,
        { accountId: a.id, name: a.name, address: a.address, pubkey: a.pubkey!, ledger: a.kind === 'ledger' },
      ]),
    );
  }

  /** Answers the request once and forgets it. */
  function finish(entry: Held, response: RpcResponse): void {
    const { event } = entry;
    if (held.get(event.id) !== entry) return;
    held.delete(event.id);
    if (entry.timer) clearTimeout(entry.timer);
    entry.asking?.abort();
    deps.changed();
    void entry.wc
      .respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', ...response } })
      .catch(() => {});
  }

  function refuse(entry: Held, cause: RefusalCause, message = ''): void {
    const reason = noteReason(cause);
    const method = entry.event.params.request.method;
    if (reason) {
      const app = records.get(entry.event.topic)?.app ?? null;
      deps.refused({ app, method: method.slice(0, 60), reason, at: deps.clock() });
      deps.log?.('connect request refused', { reason, method: method.slice(0, 40) });
    }
    finish(entry, { error: appError(cause, message) });
  }

  const park = (entry: Held) => {
    entry.state = 'parked';
    deps.changed();
  };

  async function signed(entry: Held, plan: SignPlan) {
    const account = sessionAccounts(records.get(entry.event.topic)!).get(plan.signer)!;
    return signPlan(await deps.keys.getSigner(account.accountId), plan);
  }

  /** Reads the request again (accounts may have gone, the network changed) and asks, or parks it while locked. */
  async function attempt(entry: Held): Promise<void> {
    const { event } = entry;
    const record = records.get(event.topic);
    if (!record) return refuse(entry, 'no_session', 'This session was disconnected.');
    if (entry.expiresAt <= deps.clock()) return refuse(entry, 'expired');
    records.touch(event.topic, deps.clock());
    const accounts = sessionAccounts(record);
    const profile = deps.network();
    try {
      if (profile.chainId !== record.chainId)
        throw new AppRequestError('unsupported_chain', 'The wallet is on another network now.');
      const plan = planAppRequest(
        { chainId: record.chainId, dialect: profile.dialect, methods: record.methods, accounts },
        event.params.chainId,
        event.params.request.method,
        event.params.request.params,
      );
      if (plan.kind === 'accounts')
        return finish(entry, {
          result: [...accounts.values()].map((a) => ({
            algo: 'secp256k1',
            address: a.address,
            pubkey: a.pubkey,
          })),
        });
      if (deps.keys.isLocked()) return park(entry);
      const account = accounts.get(plan.signer)!;
      entry.state = 'asking';
      deps.changed();
      entry.asking = new AbortController();
      try {
        await deps.ask(
          plan.kind === 'message'
            ? { kind: 'sign_message', message: plan.message, accountName: account.name, app: record.app }
            : {
                kind: 'connect_sign',
                app: record.app,
                review: await enrichReview(deps, plan.review, plan.tx),
                accountName: account.name,
              },
          entry.asking.signal,
        );
      } catch (error) {
        const why = refusalReason(error);
        // A lock (or the wallet closing) takes the ask back: the request waits, it is not refused.
        if (why === 'locked' || why === 'closed') return park(entry);
        return finish(entry, { error: appError('rejected') });
      } finally {
        entry.asking = null;
      }
      // Expired or answered while the person looked: nothing is signed. Disconnected, or another network: refused.
      if (held.get(event.id) !== entry) return;
      if (!records.get(event.topic)) return refuse(entry, 'no_session', 'This session was disconnected.');
      if (deps.network().chainId !== record.chainId)
        throw new AppRequestError('unsupported_chain', 'The wallet is on another network now.');
      return finish(entry, { result: await signed(entry, plan) });
    } catch (error) {
      if (error instanceof WalletError && error.code === 'locked') return park(entry);
      if (error instanceof WalletError && error.code === 'not_found')
        return refuse(entry, 'unknown_account', 'This account was removed from the wallet.');
      const cause = error instanceof AppRequestError ? error.reason : 'not_signable';
      const message = error instanceof Error ? error.message : 'The wallet could not sign this.';
      return refuse(entry, cause, message);
    }
  }

  /** A request from the client (new, or kept in its store across a restart); each id is handled once at a time. */
  async function onRequest(wc: RespondingClient, event: AppRequestEvent): Promise<void> {
    if (held.has(event.id)) return;
    const now = deps.clock();
    const expiry = event.params.request.expiryTimestamp;
    const expiresAt =
      typeof expiry === 'number' && Number.isFinite(expiry) ? expiry * 1000 : now + DEFAULT_REQUEST_TTL_MS;
    const entry: Held = { wc, event, receivedAt: now, expiresAt, state: 'new', timer: null, asking: null };
    held.set(event.id, entry);
    // Answered 'expired' just before the client's own expiry drops it (after that, it can no longer be answered).
    entry.timer = setTimeout(() => refuse(entry, 'expired'), Math.max(0, expiresAt - now - 1000));
    entry.timer.unref?.();
    await attempt(entry);
  }

  return {
    onRequest,
    sessionAccounts,
    /** Asks again what waited for the wallet to unlock, or for an account that may since have gone. */
    retryParked(): void {
      for (const entry of [...held.values()]) if (entry.state === 'parked') void attempt(entry);
    },
    /** The client dropped an expired request: the person is told, the app's own wait ended too. */
    expired(id: number): void {
      const entry = held.get(id);
      if (!entry) return;
      held.delete(id);
      if (entry.timer) clearTimeout(entry.timer);
      entry.asking?.abort();
      deps.changed();
      const app = records.get(entry.event.topic)?.app ?? null;
      deps.refused({
        app,
        method: entry.event.params.request.method.slice(0, 60),
        reason: 'expired',
        at: deps.clock(),
      });
    },
    /** Requests waiting for the person, oldest first. */
    waiting(): ConnectWaitingRequest[] {
      return [...held.values()]
        .filter(
          (e) =>
            e.state !== 'new' &&
            (COSMOS_METHODS as readonly string[]).includes(e.event.params.request.method),
        )
        .flatMap((e) => {
          const record = records.get(e.event.topic);
          if (!record) return [];
          return [
            {
              id: String(e.event.id),
              topic: e.event.topic,
              app: record.app,
              method: e.event.params.request.method as CosmosMethod,
              receivedAt: e.receivedAt,
              expiresAt: e.expiresAt,
            },
          ];
        })
        .sort((a, b) => a.receivedAt - b.receivedAt);
    },
    /** A session ended (the app or the person disconnected): its requests are refused and leave the surface. */
    sessionEnded(topic: string): void {
      for (const entry of [...held.values()])
        if (entry.event.topic === topic) refuse(entry, 'no_session', 'This session was disconnected.');
    },
    /** Forgets every held request without answering (the client closes; its store keeps them for the restart). */
    drop(): void {
      for (const entry of held.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        entry.asking?.abort();
      }
      held.clear();
    },
  };
}

export type RequestHandler = ReturnType<typeof createRequestHandler>;
