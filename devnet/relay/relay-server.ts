// A WalletConnect v2 relay for the devnet and tests, on loopback: the irn_* JSON-RPC over WebSocket (subscribe,
// publish, subscription delivery with acks, unsubscribe, their batch forms, fetching the mailbox) and the two
// session methods the sign client publishes with (wc_proposeSession, wc_approveSession). Messages wait in a mailbox
// for their TTL when nobody listens yet. No auth check beyond reading the client id from its token: it is a
// development relay (decision 0740).
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { createMailbox, type Mailbox, type StoredMessage } from './mailbox';
import { clientIdOfToken, errorFrame, readFrame, requestFrame, resultFrame, type RawId } from './rpc-frames';

export interface RelayOptions {
  host?: string;
  /** 0 = a free port. */
  port?: number;
  clock?: () => number;
  log?: (line: string) => void;
  /** Every call, one line each (debugging). */
  trace?: (line: string) => void;
}

export interface RunningRelay {
  /** ws://host:port — the relayUrl a network profile names. */
  url: string;
  port: number;
  /** Messages waiting in the mailbox (tests). */
  stored(): number;
  close(): Promise<void>;
}

/** A frame larger than this closes the connection (the client's messages are a few KB). */
export const MAX_FRAME_BYTES = 512 * 1024;
const MAX_SUBSCRIPTIONS_PER_CLIENT = 1000;
const TOPIC = /^[0-9a-f]{64}$/;
/** Tags of the messages the two session methods publish (the sign client's wc_sessionPropose request/response, wc_sessionSettle). */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 } as const;

interface Client {
  socket: WebSocket;
  id: string;
  /** topic -> subscription id */
  topics: Map<string, string>;
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new RpcError(-32602, message);

function topicOf(value: unknown): string {
  if (typeof value !== 'string' || !TOPIC.test(value))
    throw invalid('topic must be 64 lowercase hex characters');
  return value;
}

function textOf(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(`${name} must be a non-empty string`);
  return value;
}

function ttlOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    throw invalid('ttl must be a positive integer (seconds)');
  return value;
}

const record = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('params must be an object');
  return value as Record<string, unknown>;
};

const isLoopbackHost = (host: string | undefined) =>
  !!host && /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.test(host);

export function startRelay(options: RelayOptions = {}): Promise<RunningRelay> {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? (() => undefined);
  const mailbox: Mailbox = createMailbox(clock);
  const clients = new Set<Client>();
  const acks = new Map<number, { client: Client; topic: string; message: string }>();
  let nextRequestId = 1;
  const server = new WebSocketServer({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    maxPayload: MAX_FRAME_BYTES,
    // A page elsewhere that resolves its name to 127.0.0.1 (DNS rebinding) names its own host: refused.
    verifyClient: ({ req }: { req: IncomingMessage }) => isLoopbackHost(req.headers.host),
  });
  const sweep = setInterval(() => mailbox.sweep(), 30_000);
  sweep.unref();

  function deliver(client: Client, stored: StoredMessage): void {
    const subscription = client.topics.get(stored.topic);
    if (!subscription || client.socket.readyState !== client.socket.OPEN) return;
    const id = nextRequestId++;
    acks.set(id, { client, topic: stored.topic, message: stored.message });
    const data = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      tag: stored.tag,
      ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {}),
    };
    client.socket.send(requestFrame(id, 'irn_subscription', { id: subscription, data }));
  }

  function publish(
    sender: Client,
    topic: string,
    message: string,
    ttl: number,
    tag: number,
    attestation?: unknown,
  ) {
    const stored = mailbox.put({
      topic,
      message,
      ttlSeconds: ttl,
      tag,
      sender: sender.id,
      ...(typeof attestation === 'string' ? { attestation } : {}),
    });
    if (!stored) throw new RpcError(-32000, 'The relay is full.');
    for (const client of clients)
      if (client.id !== sender.id && client.topics.has(topic)) deliver(client, stored);
  }

  function subscribe(client: Client, topic: string): string {
    let id = client.topics.get(topic);
    if (!id) {
      if (client.topics.size >= MAX_SUBSCRIPTIONS_PER_CLIENT)
        throw new RpcError(-32000, 'Too many subscriptions.');
      id = createHash('sha256').update(`${topic}${client.id}`).digest('hex');
      client.topics.set(topic, id);
    }
    // Delivered after the answer, so the client knows the subscription before its first message.
    setImmediate(() => {
      for (const stored of mailbox.undelivered(topic, client.id)) deliver(client, stored);
    });
    return id;
  }

  function publishParams(params: Record<string, unknown>) {
    const tag = params.tag === undefined ? 0 : params.tag;
    if (typeof tag !== 'number' || !Number.isInteger(tag)) throw invalid('tag must be an integer');
    return {
      topic: topicOf(params.topic),
      message: textOf(params.message, 'message'),
      ttl: ttlOf(params.ttl),
      tag,
    };
  }

  function handle(client: Client, method: string, rawParams: unknown): unknown {
    options.trace?.(`${client.id.slice(-6)} ${method} ${JSON.stringify(rawParams).slice(0, 160)}`);
    const params = record(rawParams);
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, topicOf(params.topic));
      case 'irn_batchSubscribe': {
        if (!Array.isArray(params.topics) || params.topics.length > 500)
          throw invalid('topics must be a list');
        return params.topics.map((topic) => subscribe(client, topicOf(topic)));
      }
      case 'irn_unsubscribe':
        client.topics.delete(topicOf(params.topic));
        return true;
      case 'irn_batchUnsubscribe': {
        if (!Array.isArray(params.subscriptions)) throw invalid('subscriptions must be a list');
        for (const sub of params.subscriptions) client.topics.delete(topicOf(record(sub).topic));
        return true;
      }
      case 'irn_publish': {
        const p = publishParams(params);
        publish(client, p.topic, p.message, p.ttl, p.tag, params.attestation);
        return true;
      }
      case 'irn_batchPublish': {
        if (!Array.isArray(params.messages)) throw invalid('messages must be a list');
        const all = params.messages.map((m) => publishParams(record(m)));
        for (const p of all) publish(client, p.topic, p.message, p.ttl, p.tag);
        return true;
      }
      case 'irn_batchFetchMessages': {
        if (!Array.isArray(params.topics)) throw invalid('topics must be a list');
        const messages = params.topics.flatMap((topic) =>
          mailbox.undelivered(topicOf(topic), client.id).map((m) => {
            mailbox.acknowledged(m.topic, m.message, client.id);
            return { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag };
          }),
        );
        return { messages, hasMore: false };
      }
      // The two session methods subscribe their sender on its behalf (the client skips irn_subscribe for them):
      // the proposer to the pairing topic, where the answer comes; the approver to the new session's topic.
      case 'wc_proposeSession': {
        const topic = topicOf(params.pairingTopic);
        const ttl = ttlOf(params.ttl);
        subscribe(client, topic);
        publish(
          client,
          topic,
          textOf(params.sessionProposal, 'sessionProposal'),
          ttl,
          TAG.proposal,
          params.attestation,
        );
        return true;
      }
      case 'wc_approveSession': {
        const ttl = ttlOf(params.ttl);
        const pairingTopic = topicOf(params.pairingTopic);
        const sessionTopic = topicOf(params.sessionTopic);
        const response = textOf(params.sessionProposalResponse, 'sessionProposalResponse');
        const settle = textOf(params.sessionSettlementRequest, 'sessionSettlementRequest');
        subscribe(client, sessionTopic);
        publish(client, pairingTopic, response, ttl, TAG.proposalResponse);
        publish(client, sessionTopic, settle, ttl, TAG.settle);
        return true;
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method.slice(0, 60)}`);
    }
  }

  function onFrame(client: Client, text: string): void {
    const frame = readFrame(text);
    if (frame.kind === 'invalid') {
      client.socket.send(errorFrame(frame.id, -32600, 'Invalid request'));
      return;
    }
    if (frame.kind === 'result') {
      const pending = acks.get(Number(frame.id));
      if (pending && pending.client === client) {
        acks.delete(Number(frame.id));
        if (frame.ok) mailbox.acknowledged(pending.topic, pending.message, client.id);
      }
      return;
    }
    answer(client, frame.id, frame.method, frame.params);
  }

  function answer(client: Client, id: RawId, method: string, params: unknown): void {
    try {
      client.socket.send(resultFrame(id, handle(client, method, params)));
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error');
      client.socket.send(errorFrame(id, rpc.code, rpc.message));
    }
  }

  server.on('connection', (socket, req) => {
    const token = new URL(req.url ?? '/', 'ws://relay').searchParams.get('auth');
    // Without a readable token each connection is its own client.
    const client: Client = {
      socket,
      id: clientIdOfToken(token) ?? `anonymous:${nextRequestId++}`,
      topics: new Map(),
    };
    clients.add(client);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return void socket.close(1003, 'text frames only');
      onFrame(client, data.toString());
    });
    socket.on('close', () => {
      clients.delete(client);
      for (const [id, pending] of acks) if (pending.client === client) acks.delete(id);
    });
    socket.on('error', () => socket.terminate());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const host = options.host ?? '127.0.0.1';
      log(`WalletConnect relay on ws://${host}:${port}`);
      resolve({
        url: `ws://${host}:${port}`,
        port,
        stored: () => mailbox.size(),
        close: () =>
          new Promise<void>((done) => {
            clearInterval(sweep);
            for (const client of clients) client.socket.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}
