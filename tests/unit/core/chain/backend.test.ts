import { describe, expect, it } from 'vitest';
import { createBackendClient } from '../../../../electron/core/chain/backend';
import { decimalText } from '../../../../electron/core/chain/backend-schemas';
import { MalformedResponseError } from '../../../../electron/core/chain/errors';
import { httpOptions } from '../../../../electron/core/chain/http';
import { fakeFetch, noSleep } from './fake-fetch';

const ADDRESS = 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n';
const token = {
  address: 'xyz1token',
  name: 'Moon',
  symbol: 'MOON',
  image: null,
  description: null,
  creator: ADDRESS,
  source: 'launchpad',
  graduated: false,
  xyz_reserves: '1000',
  current_price: '28',
  volume_24h: '0',
  trade_count_24h: 0,
  created_at: '2026-11-22T07:00:00.000Z',
  first_seen_at: '2026-11-22T07:00:00.000Z',
};

function backend(route: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(route);
  return {
    fake,
    api: createBackendClient(
      { backendUrl: 'http://127.0.0.1:8080' },
      httpOptions({ fetch: fake.fetch, sleep: noSleep }),
    ),
  };
}

describe('backend client', () => {
  it('lists tokens from /api/tokens with nulls kept as null', async () => {
    const { fake, api } = backend(() => ({ body: { tokens: [token] } }));
    const reply = await api.tokens();
    expect(reply.tokens[0]).toMatchObject({ symbol: 'MOON', image: null });
    expect(fake.requests[0]!.url).toBe('http://127.0.0.1:8080/api/tokens');
  });

  it('reads the optional non-spec pair of a token row, and null when a spec backend leaves it out', async () => {
    const withPair = { ...token, address: 'xyz1amm', source: 'amm', pair: 'xyz1pair' };
    const { api } = backend(() => ({
      body: { tokens: [token, withPair, { ...token, address: 'xyz1nul', pair: null }] },
    }));
    const reply = await api.tokens();
    expect(reply.tokens.map((t) => t.pair)).toEqual([null, 'xyz1pair', null]);
  });

  it('rejects a token whose pair is not a string', async () => {
    const { api } = backend(() => ({ body: { tokens: [{ ...token, pair: 42 }] } }));
    await expect(api.tokens()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('rejects a token with an unknown source', async () => {
    const { api } = backend(() => ({ body: { tokens: [{ ...token, source: 'mint' }] } }));
    await expect(api.tokens()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('pages wallet transactions with address, limit and page', async () => {
    const { fake, api } = backend(() => ({
      body: { address: ADDRESS, page: 2, limit: 50, total: 0, transactions: [] },
    }));
    await api.transactions(ADDRESS, 2, 50);
    const url = new URL(fake.requests[0]!.url);
    expect(url.pathname).toBe('/api/wallet/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ address: ADDRESS, limit: '50', page: '2' });
  });

  it('rejects a history page with a malformed row, naming the member at fault', async () => {
    const row = {
      hash: 'AA',
      height: '7',
      timestamp: 't',
      code: 0,
      messages: [{ '@type': '/x' }],
      direction: 'in',
    };
    const { api } = backend(() => ({
      body: { address: ADDRESS, page: 1, limit: 20, total: 2, transactions: [row, { ...row, height: '7a' }] },
    }));
    const failure = api.transactions(ADDRESS, 1, 20);
    await expect(failure).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(failure).rejects.toThrow('transactions.1.height');
  });

  it('refuses a history page size outside 1-100', () => {
    const { api } = backend(() => ({ body: {} }));
    expect(() => api.transactions(ADDRESS, 1, 101)).toThrow(/1-100/);
  });

  it('turns the B5 price into a decimal string, "0" meaning unknown', async () => {
    const { api } = backend(() => ({ body: { XYZ: 0 } }));
    await expect(api.priceUsd()).resolves.toBe('0');
  });

  it('writes tiny and large prices as plain decimals, never in exponent notation', async () => {
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(1.25)).toBe('1.25');
    expect(decimalText(1.23e-7)).toBe('0.000000123');
    expect(decimalText(2e21)).toBe('2000000000000000000000');
  });

  it('posts tx bytes to /api/wallet/broadcast as base64', async () => {
    const { fake, api } = backend(() => ({ body: { tx_hash: 'ABCD', code: 0, raw_log: '' } }));
    await expect(api.broadcast(new Uint8Array([255]))).resolves.toEqual({
      tx_hash: 'ABCD',
      code: 0,
      raw_log: '',
    });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', body: '{"tx_bytes":"/w=="}' });
  });
});
