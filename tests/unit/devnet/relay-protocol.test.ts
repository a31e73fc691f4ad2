// The loopback relay's protocol edges, spoken raw over a WebSocket: 64-bit request ids answered exactly, a message
// published before anyone listens waits for its TTL and is delivered once (acknowledged), never back to its sender,
// bad topics and unknown methods answered with JSON-RPC errors, and a page posing as another host refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startRelay, type RunningRelay } from '../../../devnet/relay';
import { createMailbox } from '../../../devnet/relay/mailbox';
import { clientIdOfToken, readFrame } from '../../../devnet/relay/rpc-frames';
import { DEVNET_PROFILE } from '../../../electron/core/config/devnet-profile';
import { networkProfileInputSchema } from '../../../shared/api/network';

const TOPIC = 'ab'.repeat(32);
const token = (sub: string) => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`;

let relay: RunningRelay;
const sockets: WebSocket[] = [];

beforeEach(async () => {
  relay = await startRelay();
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await relay.close();
});

/** A raw client: every frame it receives, in order; `next` waits for the next one. */
async function connect(sub: string, headers?: Record<string, string>) {
  const socket = new WebSocket(
    `${relay.url}/?auth=${token(sub)}&projectId=devnet`,
    headers ? { headers } : undefined,
  );
  sockets.push(socket);
  const frames: string[] = [];
  let wake: (() => void) | null = null;
  socket.on('message', (data) => {
    frames.push(data.toString());
    wake?.();
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return {
    send: (text: string) => socket.send(text),
    async next(): Promise<string> {
      while (frames.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return frames.shift()!;
    },
    pending: () => frames.length,
  };
}

describe('relay protocol', () => {
  it('answers a 64-bit request id digit for digit', async () => {
    const a = await connect('did:key:a');
    a.send(
      `{"id":1732712345678123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`,
    );
    expect(await a.next()).toMatch(/^\{"id":1732712345678123456,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/);
  });

  it('keeps a message for a topic nobody listens to, delivers it once on subscribe, never back to its sender', async () => {
    const a = await connect('did:key:a');
    a.send(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${TOPIC}","message":"m1","ttl":300,"tag":1}}`,
    );
    expect(JSON.parse(await a.next())).toEqual({ id: 1, jsonrpc: '2.0', result: true });
    expect(relay.stored()).toBe(1);
    a.send(`{"id":2,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`);
    await a.next();
    const b = await connect('did:key:b');
    b.send(`{"id":3,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`);
    expect(JSON.parse(await b.next())).toMatchObject({ id: 3 });
    const delivered = JSON.parse(await b.next());
    expect(delivered).toMatchObject({
      method: 'irn_subscription',
      params: { data: { topic: TOPIC, message: 'm1', tag: 1 } },
    });
    b.send(JSON.stringify({ id: delivered.id, jsonrpc: '2.0', result: true }));
    // Acknowledged: a second subscription (after a reconnect) does not get it again; its sender never got it.
    const again = await connect('did:key:b');
    again.send(`{"id":4,"jsonrpc":"2.0","method":"irn_batchFetchMessages","params":{"topics":["${TOPIC}"]}}`);
    expect(JSON.parse(await again.next())).toMatchObject({ id: 4, result: { messages: [], hasMore: false } });
    expect(a.pending()).toBe(0);
  });

  it('answers a bad topic, a bad ttl, an unknown method and a frame that is not JSON-RPC with errors', async () => {
    const a = await connect('did:key:a');
    a.send('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"nothex"}}');
    expect(JSON.parse(await a.next())).toMatchObject({ id: 1, error: { code: -32602 } });
    a.send(
      `{"id":2,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${TOPIC}","message":"m","ttl":-1}}`,
    );
    expect(JSON.parse(await a.next())).toMatchObject({ id: 2, error: { code: -32602 } });
    a.send('{"id":3,"jsonrpc":"2.0","method":"eth_sendTransaction","params":{}}');
    expect(JSON.parse(await a.next())).toMatchObject({ id: 3, error: { code: -32601 } });
    a.send('not json');
    expect(JSON.parse(await a.next())).toMatchObject({ id: null, error: { code: -32600 } });
    a.send('{"params":{"id":5},"id":6,"method":"irn_subscribe"}');
    expect(JSON.parse(await a.next())).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('refuses a connection whose Host is not loopback (a rebinding page)', async () => {
    await expect(connect('did:key:a', { Host: 'evil.example:80' })).rejects.toThrow();
  });
});

describe('relay parts', () => {
  it('the mailbox drops a message when its TTL ends and caps the TTL at 30 days', () => {
    let now = 0;
    const box = createMailbox(() => now);
    box.put({ topic: TOPIC, message: 'm', ttlSeconds: 60, tag: 0, sender: 'a' });
    expect(box.undelivered(TOPIC, 'b')).toHaveLength(1);
    now = 60_000;
    expect(box.undelivered(TOPIC, 'b')).toHaveLength(0);
    const long = box.put({ topic: TOPIC, message: 'n', ttlSeconds: 10 ** 9, tag: 0, sender: 'a' });
    expect(long!.expiresAt - now).toBe(30 * 86_400_000);
  });

  it('reads the client id from the auth token, and nothing from a broken one', () => {
    expect(clientIdOfToken(token('did:key:z6Mk'))).toBe('did:key:z6Mk');
    expect(clientIdOfToken('garbage')).toBeNull();
    expect(clientIdOfToken(null)).toBeNull();
    expect(readFrame('{"id":"abc","result":true}')).toEqual({ kind: 'result', id: '"abc"', ok: true });
  });
});

describe('the network profile names the relay', () => {
  const input = (relayUrl: string) => ({ ...DEVNET_PROFILE, relayUrl });
  it('the devnet profile uses the local relay; ws:// only on this computer, else wss://', () => {
    expect(DEVNET_PROFILE).toMatchObject({ relayUrl: 'ws://127.0.0.1:8090', projectId: 'devnet' });
    const schema = networkProfileInputSchema.omit({});
    const strip = ({ id: _id, builtin: _b, isDevnet: _d, ...rest }: ReturnType<typeof input>) => rest;
    expect(schema.safeParse(strip(input('ws://127.0.0.1:8090'))).success).toBe(true);
    expect(schema.safeParse(strip(input('wss://relay.walletconnect.org'))).success).toBe(true);
    expect(schema.safeParse(strip(input('ws://relay.example.com'))).success).toBe(false);
    expect(schema.safeParse(strip(input('https://relay.example.com'))).success).toBe(false);
  });
});
