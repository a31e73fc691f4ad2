// An app's session proposal: refused (with a note) when it needs another namespace or chain, otherwise asked in the
// approval surface, where the person picks the accounts the app may see; the session is recorded once settled.
import { getSdkError } from '@walletconnect/utils';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import { COSMOS_METHODS, type CosmosMethod } from '../../../shared/api/connect';
import type { EventPayload } from '../../../shared/api/events';
import type { NetworkProfile } from '../../../shared/api/network';
import type { ApprovalDecision } from '../approvals/approval-queue';
import type { KeyManager } from '../keys/key-service';
import { appHost, describeApp } from './app-flags';
import { appIcon } from './app-icon';
import type { SessionRecords } from './session-records';

/** What answering a proposal needs of the client. */
export interface ProposalClient {
  reject(args: { id: number; reason: { code: number; message: string } }): Promise<void>;
  approve(args: {
    id: number;
    namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }>;
  }): Promise<{ acknowledged: () => Promise<{ topic: string; expiry: number }> }>;
}

export interface ProposalParams {
  id: number;
  proposer: { metadata: Record<string, unknown> };
  requiredNamespaces?: Record<string, { chains?: string[]; methods?: string[] }>;
  optionalNamespaces?: Record<string, { chains?: string[]; methods?: string[] }>;
}

export interface ProposalDeps {
  records: SessionRecords;
  keys: KeyManager;
  network: () => NetworkProfile;
  clock: () => number;
  ask: (subject: ApprovalSubject) => Promise<ApprovalDecision>;
  refused: (note: EventPayload<'connect/refused'>) => void;
  /** The sessions changed. */
  changed: () => void;
  /** An image as a data: URL under the token-image rules (cached), or null. */
  image?: (url: string) => Promise<string | null>;
}

/** The accounts a session may show: those holding a key (watch-only accounts cannot sign). */
export const signableAccounts = (keys: KeyManager) =>
  keys
    .listAccounts()
    .filter((a) => a.kind !== 'watch_only' && a.pubkey)
    .map((a) => ({ accountId: a.id, name: a.name, address: a.address, ledger: a.kind === 'ledger' }));

export async function answerProposal(
  deps: ProposalDeps,
  wc: ProposalClient,
  params: ProposalParams,
): Promise<void> {
  const profile = deps.network();
  const chain = `cosmos:${profile.chainId}`;
  const wanted = [params.requiredNamespaces ?? {}, params.optionalNamespaces ?? {}];
  const cosmos = wanted.map((ns) => ns.cosmos).filter((ns) => ns !== undefined);
  const otherRequired = Object.keys(params.requiredNamespaces ?? {}).some((key) => key !== 'cosmos');
  const chains = cosmos.flatMap((ns) => ns.chains ?? []);
  const methods = COSMOS_METHODS.filter((m) => cosmos.some((ns) => ns.methods?.includes(m)));
  const known = deps.records.knownHosts().map((u) => appHost(u) ?? u);
  const icon = deps.image ? await appIcon(params.proposer.metadata.icons, deps.image) : null;
  const app = describeApp(params.proposer.metadata, known, icon);
  const reject = (reason: ReturnType<typeof getSdkError>) =>
    wc.reject({ id: params.id, reason }).catch(() => {});
  if (otherRequired || !chains.includes(chain)) {
    deps.refused({ app, method: 'wc_sessionPropose', reason: 'unsupported_chain', at: deps.clock() });
    return void (await reject(
      getSdkError(otherRequired ? 'UNSUPPORTED_NAMESPACE_KEY' : 'UNSUPPORTED_CHAINS'),
    ));
  }
  const accounts = signableAccounts(deps.keys);
  let decision: ApprovalDecision;
  try {
    decision = await deps.ask({ kind: 'connect_session', app, chainId: profile.chainId, methods, accounts });
  } catch {
    return void (await reject(getSdkError('USER_REJECTED')));
  }
  const picked = accounts.filter((a) => decision.accountIds?.includes(a.accountId));
  const { acknowledged } = await wc.approve({
    id: params.id,
    namespaces: {
      cosmos: {
        chains: [chain],
        accounts: picked.map((a) => `${chain}:${a.address}`),
        methods,
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  });
  const session = await acknowledged();
  const now = deps.clock();
  deps.records.put({
    topic: session.topic,
    app,
    chainId: profile.chainId,
    methods: methods as CosmosMethod[],
    accountIds: picked.map((a) => a.accountId),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: session.expiry * 1000,
  });
  deps.changed();
}
