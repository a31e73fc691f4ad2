// Answers one request from a connected app: the session's own accounts, each sign request decoded and asked in the
// approval surface (a signed message as a message), the signature back to the app, or a clear WalletConnect error.
import { toBase64 } from '@cosmjs/encoding';
import { getSdkError } from '@walletconnect/utils';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import type { NetworkProfile } from '../../../shared/api/network';
import type { ApprovalDecision } from '../approvals/approval-queue';
import type { KeyManager } from '../keys/key-service';
import { AppRequestError, planAppRequest, type SessionAccount } from './app-request';
import { enrichReview, type EnrichmentDeps } from './review-enrichment';
import type { SessionRecord, SessionRecords } from './session-records';
import { signAdr036 } from './sign-message';

/** What answering needs of the client: respond on a topic. */
export interface RespondingClient {
  respond(args: {
    topic: string;
    response: { id: number; jsonrpc: string } & (
      { result: unknown } | { error: { code: number; message: string } }
    );
  }): Promise<void>;
}

export interface RequestHandlerDeps extends EnrichmentDeps {
  records: SessionRecords;
  keys: KeyManager;
  network: () => NetworkProfile;
  clock: () => number;
  ask: (subject: ApprovalSubject) => Promise<ApprovalDecision>;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/** The WalletConnect error an app receives for a refused request. */
function appError(reason: AppRequestError['reason'] | 'rejected' | 'disconnected', message: string) {
  const base =
    reason === 'rejected'
      ? getSdkError('USER_REJECTED')
      : reason === 'unsupported_method'
        ? getSdkError('UNSUPPORTED_METHODS')
        : reason === 'unsupported_chain'
          ? getSdkError('UNSUPPORTED_CHAINS')
          : reason === 'unknown_account'
            ? getSdkError('UNSUPPORTED_ACCOUNTS')
            : reason === 'disconnected'
              ? getSdkError('USER_DISCONNECTED')
              : { code: 5002, message: '' };
  return { code: base.code, message: message || base.message };
}

export function createRequestHandler(deps: RequestHandlerDeps) {
  const { records } = deps;
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

  async function onRequest(
    wc: RespondingClient,
    event: {
      id: number;
      topic: string;
      params: { chainId: string; request: { method: string; params: unknown } };
    },
  ) {
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      wc
        .respond({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', ...response } })
        .catch(() => {});
    const record = records.get(event.topic);
    if (!record) return respond({ error: appError('disconnected', 'This session was disconnected.') });
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
        return respond({
          result: [...accounts.values()].map((a) => ({
            algo: 'secp256k1',
            address: a.address,
            pubkey: a.pubkey,
          })),
        });
      const account = accounts.get(plan.signer)!;
      try {
        if (plan.kind === 'message')
          await deps.ask({
            kind: 'sign_message',
            message: plan.message,
            accountName: account.name,
            app: record.app,
          });
        else
          await deps.ask({
            kind: 'connect_sign',
            app: record.app,
            review: await enrichReview(deps, plan.review, plan.tx),
            accountName: account.name,
          });
      } catch {
        return respond({ error: appError('rejected', '') });
      }
      const signer = await deps.keys.getSigner(account.accountId);
      if (plan.kind === 'message') {
        const data = Buffer.from(plan.message.dataBase64, 'base64');
        const { signature, signed } = await signAdr036(signer, plan.signer, data);
        return respond({ result: { signature, signed } });
      }
      if (plan.kind === 'amino') {
        const { signature, signed } = await signer.signAmino(plan.signer, plan.signDoc);
        return respond({ result: { signature, signed } });
      }
      const { signature, signed } = await signer.signDirect(plan.signer, plan.signDoc);
      return respond({
        result: {
          signature,
          signed: {
            chainId: signed.chainId,
            accountNumber: signed.accountNumber.toString(),
            authInfoBytes: toBase64(signed.authInfoBytes),
            bodyBytes: toBase64(signed.bodyBytes),
          },
        },
      });
    } catch (error) {
      const reason = error instanceof AppRequestError ? error.reason : 'not_signable';
      const message = error instanceof Error ? error.message : 'The wallet could not sign this.';
      deps.log?.('connect request refused', { reason, method: event.params.request.method.slice(0, 40) });
      return respond({ error: appError(reason, message) });
    }
  }

  return { onRequest, sessionAccounts };
}
