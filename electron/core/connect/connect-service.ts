// The wallet side of WalletConnect v2 (decision 0739): one SignClient in the core (never in a page), pairing from a
// `wc:` link, session proposals and every request asked in the approval surface, answers back to the app.
import SignClient from '@walletconnect/sign-client';
import { getSdkError } from '@walletconnect/utils';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import { COSMOS_METHODS, type ConnectSession, type CosmosMethod } from '../../../shared/api/connect';
import type { NetworkProfile } from '../../../shared/api/network';
import { WalletError } from '../../../shared/errors';
import type { ApprovalDecision } from '../approvals/approval-queue';
import type { KeyManager } from '../keys/key-service';
import { appHost, describeApp } from './app-flags';
import { createFileStorage } from './file-storage';
import { parsePairingUri } from './pairing-uri';
import { createRequestHandler } from './request-handler';
import type { EnrichmentDeps } from './review-enrichment';
import { createSessionRecords } from './session-records';

export interface ConnectServiceDeps extends EnrichmentDeps {
  dataDir: string;
  clock: () => number;
  keys: KeyManager;
  /** Asks the approval surface; resolves with its decision, rejects when refused or withdrawn. */
  ask: (subject: ApprovalSubject) => Promise<ApprovalDecision>;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type Proposal = Parameters<Parameters<Client['on']>[1]>[0] & { id: number; params: Record<string, unknown> };

const WALLET_METADATA = {
  name: 'XYZ Wallet',
  description: 'XYZ Wallet for desktop',
  url: 'https://wallet.xyz.invalid',
  icons: [],
};

export function createConnectService(deps: ConnectServiceDeps) {
  const dir = `${deps.dataDir}/walletconnect`;
  const records = createSessionRecords(dir);
  let client: Promise<Client> | null = null;
  const { onRequest, sessionAccounts } = createRequestHandler({ ...deps, records });

  function relayOf(profile: NetworkProfile): { relayUrl: string; projectId: string } {
    if (!profile.relayUrl || !profile.projectId)
      throw new WalletError('unavailable', 'This network names no WalletConnect relay: apps cannot connect.');
    return { relayUrl: profile.relayUrl, projectId: profile.projectId };
  }

  function started(): Promise<Client> {
    if (!client) {
      const relay = relayOf(deps.network());
      client = SignClient.init({
        ...relay,
        storage: createFileStorage(dir) as never,
        customStoragePrefix: 'xyz-wallet',
        telemetryEnabled: false,
        logger: 'silent',
        metadata: WALLET_METADATA,
      }).then((created) => {
        created.on('session_proposal', (proposal) => void onProposal(created, proposal as Proposal));
        created.on('session_request', (event) => void onRequest(created, event));
        created.on('session_delete', ({ topic }) => void records.remove(topic));
        created.on('session_expire', ({ topic }) => void records.remove(topic));
        return created;
      });
      client.catch(() => (client = null));
    }
    return client;
  }

  const signable = () =>
    deps.keys
      .listAccounts()
      .filter((a) => a.kind !== 'watch_only' && a.pubkey)
      .map((a) => ({ accountId: a.id, name: a.name, address: a.address, ledger: a.kind === 'ledger' }));

  async function onProposal(wc: Client, proposal: Proposal): Promise<void> {
    const profile = deps.network();
    const chain = `cosmos:${profile.chainId}`;
    const params = proposal.params as {
      id: number;
      proposer: { metadata: Record<string, unknown> };
      requiredNamespaces?: Record<string, { chains?: string[]; methods?: string[] }>;
      optionalNamespaces?: Record<string, { chains?: string[]; methods?: string[] }>;
    };
    const wanted = [params.requiredNamespaces ?? {}, params.optionalNamespaces ?? {}];
    const cosmos = wanted.map((ns) => ns.cosmos).filter((ns) => ns !== undefined);
    const otherRequired = Object.keys(params.requiredNamespaces ?? {}).some((key) => key !== 'cosmos');
    const chains = cosmos.flatMap((ns) => ns.chains ?? []);
    const methods = COSMOS_METHODS.filter((m) => cosmos.some((ns) => ns.methods?.includes(m)));
    const reject = (reason: ReturnType<typeof getSdkError>) =>
      wc.reject({ id: params.id, reason }).catch(() => {});
    if (otherRequired) return void (await reject(getSdkError('UNSUPPORTED_NAMESPACE_KEY')));
    if (!chains.includes(chain)) return void (await reject(getSdkError('UNSUPPORTED_CHAINS')));
    const app = describeApp(
      params.proposer.metadata,
      records.knownHosts().map((u) => appHost(u) ?? u),
      null,
    );
    const accounts = signable();
    let decision: ApprovalDecision;
    try {
      decision = await deps.ask({
        kind: 'connect_session',
        app,
        chainId: profile.chainId,
        methods,
        accounts,
      });
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
    records.put({
      topic: session.topic,
      app,
      chainId: profile.chainId,
      methods: methods as CosmosMethod[],
      accountIds: picked.map((a) => a.accountId),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: session.expiry * 1000,
    });
  }

  return {
    async pair(uri: string): Promise<{ pairingTopic: string }> {
      const parsed = parsePairingUri(uri, deps.clock());
      const wc = await started();
      await wc.core.pairing.pair({ uri: parsed.uri });
      return { pairingTopic: parsed.topic };
    },

    sessions(): ConnectSession[] {
      return records.list().map((record) => {
        const accounts = [...sessionAccounts(record).values()];
        return {
          topic: record.topic,
          app: record.app,
          chainId: record.chainId,
          methods: record.methods,
          accounts: accounts.map((a) => ({ accountId: a.accountId, address: a.address, name: a.name })),
          createdAt: record.createdAt,
          lastUsedAt: record.lastUsedAt,
          expiresAt: record.expiresAt,
        };
      });
    },

    async disconnect(which: { topic: string } | { all: true }): Promise<{ disconnected: number }> {
      const topics = 'topic' in which ? [which.topic] : records.list().map((r) => r.topic);
      if ('topic' in which && !records.get(which.topic))
        throw new WalletError('not_found', 'No such connected app.');
      const wc = topics.length > 0 ? await started() : null;
      for (const topic of topics) {
        records.remove(topic);
        await wc?.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => {});
      }
      return { disconnected: topics.length };
    },

    /** Starts the client at boot when sessions exist (so their requests arrive). */
    async resume(): Promise<void> {
      if (records.list().length > 0) await started().catch(() => undefined);
    },

    async close(): Promise<void> {
      const wc = await client?.catch(() => null);
      await wc?.core.relayer.transportClose().catch(() => {});
    },
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;
