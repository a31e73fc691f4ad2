// The backend API (B1-B6) over HTTP against an in-process fake chain REST and hand-made blocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, fromUtf8, toBase64, toHex } from '@cosmjs/encoding';
import { createBackend, type Backend } from '../../../../devnet/backend';
import {
  ALICE,
  BOB,
  FakeBlocks,
  contractAddress,
  createTokenTx,
  curveTradeTx,
  event,
  feeEvents,
} from '../../../unit/devnet/backend/fake-blocks';

const T0 = Date.parse('2026-11-22T06:00:00.000Z');
const PEPE = contractAddress('pepe');
const MOON = contractAddress('moon');

/** Fake chain REST: bank balances, CW20 balance queries and SYNC broadcast that counts relays. */
const chainState = {
  balances: new Map<string, string>([[ALICE, '123456789']]),
  cw20: new Map<string, string>([[`${PEPE}/${ALICE}`, '5000000']]),
  broadcasts: [] as string[],
};

function fakeChain(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://chain');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const balance = /^\/ledger\/bank\/v1beta1\/balances\/([^/]+)\/by_denom$/.exec(url.pathname);
  if (balance)
    return json(200, { balance: { denom: 'uxyz', amount: chainState.balances.get(balance[1]!) ?? '0' } });
  const smart = /^\/ledgerwasm\/wasm\/v1\/contract\/([^/]+)\/smart\/(.+)$/.exec(url.pathname);
  if (smart) {
    const query = JSON.parse(fromUtf8(fromBase64(decodeURIComponent(smart[2]!)))) as {
      balance: { address: string };
    };
    return json(200, {
      data: { balance: chainState.cw20.get(`${smart[1]}/${query.balance.address}`) ?? '0' },
    });
  }
  if (req.method === 'POST' && url.pathname === '/ledger/tx/v1beta1/txs') {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { tx_bytes: string; mode: string };
      chainState.broadcasts.push(body.mode);
      const bytes = fromBase64(body.tx_bytes);
      const bad = bytes[0] === 0xff;
      json(200, {
        tx_response: {
          height: '0',
          txhash: toHex(sha256(bytes)).toUpperCase(),
          code: bad ? 4 : 0,
          raw_log: bad
            ? 'signature verification failed; please verify account number (7) and chain-id (xyz-devnet-1): unauthorized'
            : '',
        },
      });
    });
    return;
  }
  json(501, { code: 12, message: 'Not Implemented', details: [] });
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A parsed JSON reply; tests read its fields freely and assert on them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertion-only access to reply bodies
type JsonReply = Record<string, any>;

let now = T0;
const blocks = new FakeBlocks();
const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-backend-'));
let chain: { server: Server; url: string };
let backend: Backend;
let api: { server: Server; url: string };

async function startBackend(): Promise<void> {
  backend = await createBackend({ chainRestUrl: chain.url, blocks, dataDir, clock: () => new Date(now) });
  api = await listen((req, res) => {
    void backend.handle(req, res).then((mine) => {
      if (!mine) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not the backend');
      }
    });
  });
}

async function stopBackend(): Promise<void> {
  await close(api.server);
  await backend.stop();
}

const get = async (p: string) => {
  const response = await fetch(`${api.url}${p}`);
  return { status: response.status, body: (await response.json()) as JsonReply };
};
const post = async (p: string, body: string) => {
  const response = await fetch(`${api.url}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as JsonReply };
};

beforeAll(async () => {
  chain = await listen(fakeChain);
  blocks.commit(new Date(T0 - 30 * 3600_000), [
    createTokenTx(ALICE, PEPE, { name: 'Pepe', symbol: 'PEPE', image: '/images/pepe.svg' }),
  ]);
  blocks.commit(new Date(T0 - 25 * 3600_000), [
    curveTradeTx('buy', BOB, PEPE, '9000000', '1000000', '9000000'),
  ]);
  blocks.commit(new Date(T0 - 2 * 3600_000), [
    createTokenTx(BOB, MOON, { name: 'Moon', symbol: 'MOON', image: 'https://img.test/moon.png' }),
  ]);
  blocks.commit(new Date(T0 - 3600_000), [
    curveTradeTx('buy', ALICE, PEPE, '4000000', '1000000', '13000000'),
  ]);
  await startBackend();
});

afterAll(async () => {
  await stopBackend();
  await close(chain.server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('B1 GET /api/tokens', () => {
  it('lists launchpad tokens newest first with 24h figures over block time and absolute devnet image URLs', async () => {
    const { status, body } = await get('/api/tokens');
    expect(status).toBe(200);
    expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['MOON', 'PEPE']);
    const pepe = body.tokens[1];
    expect(pepe).toMatchObject({
      address: PEPE,
      image: `${api.url}/images/pepe.svg`,
      volume_24h: '4000000',
      trade_count_24h: 1,
      xyz_reserves: '13000000',
      current_price: '4000000',
      created_at: new Date(T0 - 30 * 3600_000).toISOString(),
    });
    expect(body.tokens[0].image).toBe('https://img.test/moon.png');
  });

  it('serves the generated image behind the token image URL', async () => {
    const response = await fetch(`${api.url}/images/pepe.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('PEPE');
  });

  it('sees blocks committed after start', async () => {
    blocks.commit(new Date(T0 - 60_000), [curveTradeTx('sell', BOB, MOON, '1000000', '1000000', '0')]);
    const { body } = await get('/api/tokens');
    expect(body.tokens[0]).toMatchObject({ symbol: 'MOON', trade_count_24h: 1, volume_24h: '1000000' });
  });
});

describe('B2 GET /api/wallet/balance', () => {
  it('answers the uxyz balance read from the chain REST', async () => {
    expect(await get(`/api/wallet/balance?address=${ALICE}`)).toEqual({
      status: 200,
      body: { address: ALICE, balance: '123456789' },
    });
    expect((await get(`/api/wallet/balance?address=${BOB}`)).body.balance).toBe('0');
  });

  it.each(['', 'address=', 'address=xyz1bad', 'address=cosmos1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n'])(
    'rejects "%s" with 400 and an error body',
    async (query) => {
      const { status, body } = await get(`/api/wallet/balance?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toMatch(/address/);
      expect(typeof body.error.message).toBe('string');
    },
  );
});

describe('B3 GET /api/wallet/tokens', () => {
  it('lists only non-zero holdings with the holding fields of the spec', async () => {
    const { status, body } = await get(`/api/wallet/tokens?address=${ALICE}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      address: ALICE,
      tokens: [
        {
          address: PEPE,
          name: 'Pepe',
          symbol: 'PEPE',
          balance: '5000000',
          price_uxyz: '4000000',
          graduated: false,
        },
      ],
    });
    expect((await get(`/api/wallet/tokens?address=${BOB}`)).body.tokens).toEqual([]);
  });

  it('rejects a missing address with 400', async () => {
    expect((await get('/api/wallet/tokens')).status).toBe(400);
  });
});

describe('B4 GET /api/wallet/transactions', () => {
  it('pages an address history newest first with exact totals (default limit 20, page 1)', async () => {
    const sends = Array.from({ length: 25 }, (_, i) => ({
      signer: ALICE,
      memo: `m${i}`,
      messages: [
        {
          '@type': '/ledger.bank.v1beta1.MsgSend',
          from_address: ALICE,
          to_address: BOB,
          amount: [{ denom: 'uxyz', amount: '1' }],
        },
      ],
      events: [...feeEvents(ALICE), event('transfer', { recipient: BOB, sender: ALICE, amount: '1uxyz' })],
    }));
    blocks.commit(new Date(T0 - 30_000), sends);
    const first = await get(`/api/wallet/transactions?address=${BOB}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ address: BOB, page: 1, limit: 20 });
    const total = first.body.total as number;
    expect(total).toBe(25 + 3);
    expect(first.body.transactions).toHaveLength(20);
    expect(first.body.transactions[0]).toMatchObject({
      memo: 'm24',
      direction: 'in',
      code: 0,
      fee: [{ denom: 'uxyz', amount: '5000' }],
    });
    const last = await get(`/api/wallet/transactions?address=${BOB}&limit=20&page=2`);
    expect(last.body.transactions).toHaveLength(total - 20);
    const beyond = await get(`/api/wallet/transactions?address=${BOB}&limit=100&page=9`);
    expect(beyond.body).toMatchObject({ total, transactions: [] });
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=-3', 'page=x', 'limit=2.5'])(
    'rejects %s with 400',
    async (query) => {
      const { status, body } = await get(`/api/wallet/transactions?address=${BOB}&${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('invalid_parameter');
    },
  );
});

describe('B5 GET /api/wallet/prices (own oracle feed)', () => {
  it('reads the oracle, caches 5 minutes, and answers {XYZ: 0} once the feed is down and the cache stale', async () => {
    now = T0;
    expect((await get('/api/wallet/prices')).body).toEqual({ XYZ: 1 });
    backend.setFeed({ priceUsd: '2.5' });
    now = T0 + 4 * 60_000;
    expect((await get('/api/wallet/prices')).body).toEqual({ XYZ: 1 });
    now = T0 + 5 * 60_000;
    expect((await get('/api/wallet/prices')).body).toEqual({ XYZ: 2.5 });
    backend.setFeed({ down: true });
    await expect(fetch(`${api.url}/oracle/price`)).rejects.toThrow();
    now = T0 + 11 * 60_000;
    expect((await get('/api/wallet/prices')).body).toEqual({ XYZ: 0 });
    backend.setFeed({ down: false });
    expect((await get('/api/wallet/prices')).body).toEqual({ XYZ: 2.5 });
  });
});

describe('B6 POST /api/wallet/broadcast', () => {
  it('relays in SYNC mode once per distinct bytes and repeats the first result for the same bytes', async () => {
    const txBytes = toBase64(new Uint8Array([10, 2, 3, 4, 5]));
    const before = chainState.broadcasts.length;
    const first = await post('/api/wallet/broadcast', JSON.stringify({ tx_bytes: txBytes }));
    const second = await post('/api/wallet/broadcast', JSON.stringify({ tx_bytes: txBytes }));
    expect(first).toEqual({
      status: 200,
      body: { tx_hash: toHex(sha256(fromBase64(txBytes))).toUpperCase(), code: 0, raw_log: '' },
    });
    expect(second).toEqual(first);
    expect(chainState.broadcasts.slice(before)).toEqual(['BROADCAST_MODE_SYNC']);
  });

  it('passes a CheckTx failure through with its code and raw_log, and de-duplicates it too', async () => {
    const txBytes = toBase64(new Uint8Array([0xff, 1]));
    const first = await post('/api/wallet/broadcast', JSON.stringify({ tx_bytes: txBytes }));
    expect(first.body).toMatchObject({ code: 4, raw_log: expect.stringContaining('unauthorized') });
    const before = chainState.broadcasts.length;
    expect(await post('/api/wallet/broadcast', JSON.stringify({ tx_bytes: txBytes }))).toEqual(first);
    expect(chainState.broadcasts.length).toBe(before);
  });

  it('keeps de-duplicating across a backend restart on the same data dir', async () => {
    const txBytes = toBase64(new Uint8Array([10, 9, 9, 9]));
    const first = await post('/api/wallet/broadcast', JSON.stringify({ tx_bytes: txBytes }));
    await stopBackend();
    await startBackend();
    const before = chainState.broadcasts.length;
    expect(await post('/api/wallet/broadcast', JSON.stringify({ tx_bytes: txBytes }))).toEqual(first);
    expect(chainState.broadcasts.length).toBe(before);
    expect((await get('/api/tokens')).body.tokens).toHaveLength(2);
  });

  it.each([
    ['no body', ''],
    ['invalid JSON', '{'],
    ['an array', '[]'],
    ['missing tx_bytes', '{}'],
    ['a number', '{"tx_bytes": 5}'],
    ['bad base64', '{"tx_bytes": "@@@"}'],
  ])('rejects %s with 400', async (_label, body) => {
    const response = await post('/api/wallet/broadcast', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toMatch(/invalid/);
  });
});

describe('routing', () => {
  it('answers unknown /api paths 404 and wrong methods 405 with an error body, and leaves other paths alone', async () => {
    expect(await get('/api/nope')).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await post('/api/tokens', '{}')).toMatchObject({
      status: 405,
      body: { error: { code: 'method_not_allowed' } },
    });
    const other = await fetch(`${api.url}/devnet/info`);
    expect([other.status, await other.text()]).toEqual([404, 'not the backend']);
  });
});
