// The token list's pure view: kind filters, text search, and each sort order with its tie-breaks.
import { describe, expect, it } from 'vitest';
import type { TokenProgress, TokenView } from '../../../shared/api/data';
import { tokenProgressBps } from '../../../renderer/src/lib/token-view';
import { viewTokens } from '../../e2e/support/fake-token-view';

function token(address: string, over: Partial<TokenView> = {}): TokenView {
  return {
    address,
    name: `Token ${address}`,
    symbol: address.toUpperCase(),
    image: null,
    description: null,
    creator: null,
    source: 'launchpad',
    graduated: false,
    pair: null,
    xyzReserves: '0',
    currentPrice: '0',
    volume24h: '0',
    tradeCount24h: 0,
    createdAt: null,
    firstSeenAt: '2026-11-01T00:00:00Z',
    ...over,
  };
}

const progress = (address: string, percent: string): TokenProgress => ({
  token: address,
  xyzReserves: '0',
  threshold: '1',
  graduated: false,
  pair: null,
  percent,
  updatedAt: 0,
});

const a = token('a', { createdAt: '2026-11-20T10:00:00Z', volume24h: '5', currentPrice: '30' });
const b = token('b', {
  createdAt: '2026-11-21T10:00:00Z',
  volume24h: '900000000000000000000',
  currentPrice: '10',
});
const c = token('c', {
  source: 'amm',
  createdAt: null,
  firstSeenAt: '2026-11-22T09:00:00Z',
  volume24h: '5',
  currentPrice: '20',
});
const d = token('d', { graduated: true, createdAt: '2026-11-19T10:00:00Z', name: 'Moon Dog' });
const all = [a, b, c, d];
const addresses = (list: TokenView[]) => list.map((t) => t.address);

describe('viewTokens', () => {
  it('sorts newest first by creation time, falling back to when the token was first seen', () => {
    expect(addresses(viewTokens(all, {}, '', 'all', 'newest'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sorts by 24 h volume and by price as exact integers, newest first on ties', () => {
    expect(addresses(viewTokens(all, {}, '', 'all', 'volume'))).toEqual(['b', 'c', 'a', 'd']);
    expect(addresses(viewTokens(all, {}, '', 'all', 'price'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('sorts by graduation progress: graduated first, then the progress answers, unknown last', () => {
    expect(
      addresses(
        viewTokens(all, { a: progress('a', '12.50'), b: progress('b', '80.00') }, '', 'all', 'progress'),
      ),
    ).toEqual(['d', 'b', 'a', 'c']);
  });

  it('filters by kind', () => {
    expect(addresses(viewTokens(all, {}, '', 'launchpad', 'newest'))).toEqual(['b', 'a']);
    expect(addresses(viewTokens(all, {}, '', 'amm', 'newest'))).toEqual(['c', 'd']);
    expect(addresses(viewTokens(all, {}, '', 'graduated', 'newest'))).toEqual(['d']);
  });

  it('searches name, symbol and address, ignoring case and surrounding spaces', () => {
    expect(addresses(viewTokens(all, {}, '  moon ', 'all', 'newest'))).toEqual(['d']);
    expect(addresses(viewTokens(all, {}, 'B', 'all', 'newest'))).toEqual(['b']);
  });

  it('leaves the input list untouched', () => {
    const input = [...all];
    viewTokens(input, {}, '', 'all', 'volume');
    expect(input).toEqual(all);
  });
});

describe('tokenProgressBps', () => {
  it('is 100% for graduated tokens, the answer for curve tokens, unknown for AMM-only ones', () => {
    expect(tokenProgressBps(d, undefined)).toBe(10000);
    expect(tokenProgressBps(a, progress('a', '42.17'))).toBe(4217);
    expect(tokenProgressBps(a, undefined)).toBeNull();
    expect(tokenProgressBps(c, undefined)).toBeNull();
  });
});
