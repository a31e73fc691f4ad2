// The wallet side of WalletConnect v2 (decision 0739): one SignClient in the core (never in a page), pairing from a
// `wc:` link, session proposals and every request asked in the approval surface, answers back to the app; apps told
// when the accounts they see change; sessions ended and the client restarted when the network changes.
import type { SignClient } from '@walletconnect/sign-client';
import { getSdkError } from '@walletconnect/utils';
import type { ApprovalSubject } from '../../../shared/api/approvals';
import type { ConnectSession, ConnectWaitingRequest } from '../../../shared/api/connect';
import type { EventName, EventPayload } from '../../../shared/api/events';
import type { NetworkProfile } from '../../../shared/api/network';
import { WalletError } from '../../../shared/errors';
import type { ApprovalDecision } from '../approvals/approval-queue';
import type { KeyManager } from '../keys/key-service';
import { tellAccountChanges, type SessionEventsClient, type ShownAccount } from './account-events';
import type { Keychain } from '../keys/keychain';
import { createFileStorage, storeKey, wipeStore } from './file-storage';
import { parsePairingUri, type PairingUri } from './pairing-uri';
import { createRequestHandler, type AppRequestEvent } from './request-handler';
import type { EnrichmentDeps } from './review-enrichment';
import { answerProposal, signableAccounts, type ProposalParams } from './session-proposal';
import { createSessionRecords, type SessionRecord } from './session-records';

export interface ConnectServiceDeps extends EnrichmentDeps {
  dataDir: string;
  clock: () => number;
  keys: KeyManager;
  /** The OS keychain: holds the key the WalletConnect store is sealed with. */
  keychain: Keychain;
  /** Asks the approval surface; resolves with its decision, rejects when refused or withdrawn. */
  /** Asks the approval surface; aborting `signal` takes the ask back off it. */
  ask: (subject: ApprovalSubject, signal?: AbortSignal) => Promise<ApprovalDecision>;
  /** Pushes a core event (connect/changed, connect/refused). */
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  /** An app's icon as a data: URL under the token-image rules (cached), or null. */
  image?: (url: string) => Promise<string | null>;
  /** Hears the core's events (lock, accounts and network changes); returns the unsubscribe function. */
  events?: (listener: (event: string, payload: unknown) => void) => () => void;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

type Client = Awaited<ReturnType<typeof SignClient.init>>;

const WALLET_METADATA = {
  name: 'XYZ Wallet',
  description: 'XYZ Wallet for desktop',
  url: 'https://wallet.xyz.invalid',
  icons: [],
};

function relayOf(profile: NetworkProfile): { relayUrl: string; projectId: string } {
  if (!profile.relayUrl || !profile.projectId)
    throw new WalletError('unavailable', 'This network names no WalletConnect relay: apps cannot connect.');
  return { relayUrl: profile.relayUrl, projectId: profile.projectId };
}

/** A session as the Connected apps screen lists it, with the accounts it still shows. */
const sessionView = (
  record: SessionRecord,
  accounts: Array<{ accountId: string; address: string; name: string }>,
): ConnectSession => ({
  topic: record.topic,
  app: record.app,
  chainId: record.chainId,
  methods: record.methods,
  accounts: accounts.map((a) => ({ accountId: a.accountId, address: a.address, name: a.name })),
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
  expiresAt: record.expiresAt,
});

const relayKey = (relay: { relayUrl: string; projectId: string }) => `${relay.relayUrl}|${relay.projectId}`;

export function createConnectService(deps: ConnectServiceDeps) {
  const dir = `${deps.dataDir}/walletconnect`;
  const records = createSessionRecords(dir);
  let client: Promise<Client> | null = null;
  let clientRelay: string | null = null;
  /** What each session was last shown (to tell it when an account is removed or renamed). */
  const shown = new Map<string, ShownAccount[]>();
  const changed = () =>
    deps.emit('connect/changed', { sessions: records.list().length, waiting: handler.waiting().length });
  const refused = (note: EventPayload<'connect/refused'>) => deps.emit('connect/refused', note);
  const handler = createRequestHandler({ ...deps, records, refused, changed });

  const shownNow = (topic: string): ShownAccount[] => {
    const record = records.get(topic);
    return record
      ? [...handler.sessionAccounts(record).values()].map(({ address, name, pubkey }) => ({
          address,
          name,
          pubkey,
        }))
      : [];
  };

  function forget(topic: string): void {
    shown.delete(topic);
    handler.sessionEnded(topic);
    if (records.remove(topic)) changed();
  }

  function started(): Promise<Client> {
    if (!client) {
      const relay = relayOf(deps.network());
      clientRelay = relayKey(relay);
      // Each wallet core owns its client: the library's process-wide core cache (one per storage prefix) would hand a
      // core restarted in the same process (a network switch, a test) the closed client of the one before.
      process.env.DISABLE_GLOBAL_CORE = 'true';
      // Loaded on the first pairing or session only: a core that never connects an app (the CLI's balance) does not
      // evaluate the library's ~40 ms of modules at start (issue 33).
      client = Promise.all([storeKey(deps.keychain), import('@walletconnect/sign-client')])
        .then(([key, { SignClient }]) =>
          SignClient.init({
            ...relay,
            storage: createFileStorage(dir, key) as never,
            customStoragePrefix: 'xyz-wallet',
            telemetryEnabled: false,
            logger: 'silent',
            metadata: WALLET_METADATA,
            // Every request reaches the wallet as it comes (the library would hold the next until this one is answered).
            signConfig: { disableRequestQueue: true },
          }),
        )
        .then((created) => {
          // WalletConnect's Verify API would send every proposal's and request's hash to verify.walletconnect.org:
          // a third party would learn which apps this wallet talks to, and an offline or loopback wallet would wait
          // on it. The wallet judges apps itself (app-flags.ts), so the lookup is answered "unknown" locally.
          created.core.verify.resolve = (async () =>
            undefined) as unknown as typeof created.core.verify.resolve;
          const wc = created as unknown as Parameters<typeof answerProposal>[1];
          created.on('session_proposal', (proposal) => {
            void answerProposal(
              { ...deps, records, refused, changed },
              wc,
              proposal.params as unknown as ProposalParams,
            )
              .then(() => {
                for (const record of records.list())
                  if (!shown.has(record.topic)) shown.set(record.topic, shownNow(record.topic));
              })
              .catch(() => undefined);
          });
          created.on('session_request', (event) => void handler.onRequest(created, event as AppRequestEvent));
          created.on('session_request_expire', ({ id }) => handler.expired(id));
          created.on('session_delete', ({ topic }) => forget(topic));
          created.on('session_expire', ({ topic }) => forget(topic));
          for (const record of records.list()) shown.set(record.topic, shownNow(record.topic));
          // Requests kept in the client's store across a restart are asked again (or answered 'expired').
          for (const pending of created.pendingRequest.getAll())
            void handler.onRequest(created, pending as unknown as AppRequestEvent);
          return created;
        });
      client.catch(() => {
        client = null;
        clientRelay = null;
      });
    }
    return client;
  }

  /** Tells each session whose accounts changed (removed: the session is updated, or ended when none is left). */
  async function accountsMoved(): Promise<void> {
    const wc = client ? await client.catch(() => null) : null;
    if (!wc) return;
    await tellAccountChanges(wc as unknown as SessionEventsClient, {
      sessions: records.list(),
      before: (topic) => shown.get(topic) ?? [],
      now: shownNow,
      remember: (topic, accounts) => shown.set(topic, accounts),
      end: forget,
    });
  }

  /** A network switch: sessions for another chain or on another relay end, and the client restarts on the new relay. */
  async function networkSwitched(profile: NetworkProfile): Promise<void> {
    const relay =
      profile.relayUrl && profile.projectId
        ? relayKey({ relayUrl: profile.relayUrl, projectId: profile.projectId })
        : null;
    const sameRelay = !client || clientRelay === relay;
    const stale = records.list().filter((r) => r.chainId !== profile.chainId || !sameRelay);
    if (stale.length === 0 && sameRelay) return;
    handler.retryParked();
    const wc = client ? await client.catch(() => null) : null;
    for (const record of stale) {
      forget(record.topic);
      await wc
        ?.disconnect({ topic: record.topic, reason: getSdkError('UNSUPPORTED_CHAINS') })
        .catch(() => {});
    }
    if (!sameRelay) await restart();
  }

  /** No account can sign any more (a keys reset): sessions end, the store and its keychain key are deleted. */
  async function wipe(): Promise<void> {
    const wc = client ? await client.catch(() => null) : null;
    for (const record of records.list()) {
      forget(record.topic);
      await wc?.disconnect({ topic: record.topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => {});
    }
    records.clear();
    await restart();
    await wipeStore(dir, deps.keychain).catch(() => undefined);
  }

  async function restart(): Promise<void> {
    const wc = await client?.catch(() => null);
    client = null;
    clientRelay = null;
    handler.drop();
    await wc?.core.relayer.transportClose().catch(() => {});
    changed();
    if (records.list().length > 0) await started().catch(() => undefined);
  }

  const unsubscribe = deps.events?.((event, payload) => {
    if (event === 'lock/changed' && (payload as { locked?: boolean }).locked === false) handler.retryParked();
    if (event === 'accounts/changed') {
      handler.retryParked();
      void accountsMoved().then(() => (signableAccounts(deps.keys).length === 0 ? wipe() : undefined));
    }
    if (event === 'network/changed') void networkSwitched(payload as NetworkProfile);
  });

  return {
    async pair(uri: string): Promise<{ pairingTopic: string }> {
      let parsed: PairingUri;
      try {
        parsed = parsePairingUri(uri, deps.clock());
      } catch (error) {
        refused({ app: null, method: null, reason: 'malformed_uri', at: deps.clock() });
        throw error;
      }
      const wc = await started();
      await wc.core.pairing.pair({ uri: parsed.uri });
      return { pairingTopic: parsed.topic };
    },

    sessions: (): ConnectSession[] =>
      records.list().map((record) => sessionView(record, [...handler.sessionAccounts(record).values()])),

    requests: (): ConnectWaitingRequest[] => handler.waiting(),

    async disconnect(which: { topic: string } | { all: true }): Promise<{ disconnected: number }> {
      const topics = 'topic' in which ? [which.topic] : records.list().map((r) => r.topic);
      if ('topic' in which && !records.get(which.topic))
        throw new WalletError('not_found', 'No such connected app.');
      const wc = topics.length > 0 ? await started() : null;
      for (const topic of topics) {
        forget(topic);
        await wc?.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') }).catch(() => {});
      }
      handler.retryParked();
      return { disconnected: topics.length };
    },

    /** Starts the client at boot when sessions exist (so their requests arrive, and kept ones are asked again). */
    async resume(): Promise<void> {
      if (records.list().length > 0) await started().catch(() => undefined);
    },

    async close(): Promise<void> {
      unsubscribe?.();
      handler.drop();
      const wc = await client?.catch(() => null);
      await wc?.core.relayer.transportClose().catch(() => {});
    },
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;
