// Windows of the token list from SQLite (cache migration 8): the same rows, order and counts the list showed when it
// filtered in memory, hidden tokens left out, and "at least" counts only for short, dense text.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import type { TokenRow, TokenWindowQuery } from '../../../../electron/core/cache/repos/tokens-types';

const NET = 'devnet';
const address = (i: number) => `xyz1${String(i).padStart(6, '0')}${'q'.repeat(52)}`;

/** Token i: every 3rd graduated, every 5th AMM-only; newest = highest i; volume/price vary in digit count. */
function token(i: number): TokenRow {
  const amm = i % 5 === 0;
  return {
    address: address(i),
    name: `Moon Cat ${i}`,
    symbol: `MC${i}`,
    image: null,
    description: null,
    creator: null,
    source: amm ? 'amm' : 'launchpad',
    graduated: i % 3 === 0,
    pair: null,
    xyzReserves: String(1000 + i),
    currentPrice: String((i * 7919) % 100_003),
    volume24h: String(10 ** (i % 7) + i),
    tradeCount24h: i,
    createdAt: amm ? null : new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    firstSeenAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

function repoWith(count: number) {
  const repos = createMemoryRepositories();
  repos.tokens.replaceAll(
    NET,
    Array.from({ length: count }, (_, i) => token(i)),
    1,
  );
  return repos;
}

const ask = (over: Partial<TokenWindowQuery>): TokenWindowQuery => ({
  query: '',
  filter: 'all',
  sort: 'newest',
  hidden: [],
  showHidden: false,
  offset: 0,
  limit: 50,
  ...over,
});
const names = (rows: TokenRow[]) => rows.map((r) => r.name);

describe('token list windows', () => {
  const repos = repoWith(300);
  const window = (over: Partial<TokenWindowQuery>) => repos.tokens.window(NET, ask(over));

  it('cuts the newest-first list into windows with the exact total', () => {
    const first = window({ limit: 3 });
    expect(names(first.rows)).toEqual(['Moon Cat 299', 'Moon Cat 298', 'Moon Cat 297']);
    expect(first).toMatchObject({ total: 300, totalIsLowerBound: false, hiddenMatches: 0, updatedAt: 1 });
    expect(names(window({ offset: 298, limit: 50 }).rows)).toEqual(['Moon Cat 1', 'Moon Cat 0']);
  });

  it('sorts amounts as numbers (longer is larger), then newest', () => {
    const byVolume = window({ sort: 'volume', limit: 300 }).rows.map((r) => BigInt(r.volume24h));
    expect(byVolume).toEqual([...byVolume].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const byPrice = window({ sort: 'price', limit: 300 }).rows.map((r) => BigInt(r.currentPrice));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
  });

  it('filters by kind as the list always did', () => {
    expect(window({ filter: 'graduated', limit: 300 }).rows.every((r) => r.graduated)).toBe(true);
    expect(window({ filter: 'graduated' }).total).toBe(100);
    const launchpad = window({ filter: 'launchpad', limit: 300 }).rows;
    expect(launchpad.every((r) => r.source === 'launchpad' && !r.graduated)).toBe(true);
    expect(window({ filter: 'amm', limit: 300 }).rows.every((r) => r.source === 'amm' || r.graduated)).toBe(
      true,
    );
  });

  it('matches a substring of name, symbol or address, case-insensitively, through the index', () => {
    const sparse = window({ query: 'cat 12' }); // 12, 120-129: sparse, answered by the trigram index
    expect(names(sparse.rows)).toEqual([
      'Moon Cat 129',
      'Moon Cat 128',
      'Moon Cat 127',
      'Moon Cat 126',
      'Moon Cat 125',
      'Moon Cat 124',
      'Moon Cat 123',
      'Moon Cat 122',
      'Moon Cat 121',
      'Moon Cat 120',
      'Moon Cat 12',
    ]);
    expect(sparse).toMatchObject({ total: 11, totalIsLowerBound: false });
    expect(names(window({ query: 'MC25' }).rows)).toEqual([
      'Moon Cat 259',
      'Moon Cat 258',
      'Moon Cat 257',
      'Moon Cat 256',
      'Moon Cat 255',
      'Moon Cat 254',
      'Moon Cat 253',
      'Moon Cat 252',
      'Moon Cat 251',
      'Moon Cat 250',
      'Moon Cat 25',
    ]);
    expect(names(window({ query: address(7).slice(0, 10) }).rows)).toEqual(['Moon Cat 7']);
    expect(window({ query: 'no such token' }).total).toBe(0);
  });

  it('counts a dense text only a little past the window ("at least"), and exactly once it is sparse', () => {
    const dense = window({ query: 'moon', limit: 10 });
    expect(dense.rows).toHaveLength(10);
    expect(dense.total).toBeLessThan(300);
    expect(dense.totalIsLowerBound).toBe(true);
    const short = window({ query: '9', limit: 300 });
    expect(short.rows.every((r) => `${r.name} ${r.symbol} ${r.address}`.toLowerCase().includes('9'))).toBe(
      true,
    );
  });

  it('finds tokens that have no name or no symbol by what they do have, and never by the missing field', () => {
    const list = repoWith(0);
    const bare = [
      { ...token(1), name: null },
      { ...token(2), symbol: null },
      { ...token(3), name: null, symbol: null },
    ];
    list.tokens.replaceAll(NET, bare, 2);
    for (const query of ['cat', 'mc1', 'xyz1000003', 'null']) {
      const rows = list.tokens.window(NET, ask({ query })).rows;
      expect(rows.map((r) => r.address)).toEqual(
        { cat: [address(2)], mc1: [address(1)], xyz1000003: [address(3)], null: [] }[query],
      );
    }
  });

  it('treats % and _ in the text as characters, not wildcards', () => {
    expect(window({ query: '%' }).total).toBe(0);
    expect(window({ query: '_' }).total).toBe(0);
  });

  it('leaves hidden tokens out (and counts them) unless asked to show them', () => {
    const hidden = [address(299), address(12)];
    const shown = window({ hidden, limit: 2 });
    expect(names(shown.rows)).toEqual(['Moon Cat 298', 'Moon Cat 297']);
    expect(shown).toMatchObject({ total: 298, hiddenMatches: 2 });
    expect(window({ hidden, query: 'cat 12' })).toMatchObject({ total: 10, hiddenMatches: 1 });
    expect(window({ hidden, showHidden: true, limit: 1 })).toMatchObject({ total: 300, hiddenMatches: 2 });
    expect(names(window({ hidden, showHidden: true, limit: 1 }).rows)).toEqual(['Moon Cat 299']);
  });

  it('follows the list when it is replaced (renamed, removed and added tokens)', () => {
    const small = repoWith(3);
    small.tokens.replaceAll(NET, [{ ...token(1), name: 'Renamed' }, token(500)], 2);
    expect(names(small.tokens.window(NET, ask({ query: 'renamed' })).rows)).toEqual(['Renamed']);
    expect(small.tokens.window(NET, ask({ query: 'cat 2' })).total).toBe(0);
    expect(small.tokens.window(NET, ask({})).total).toBe(2);
  });

  it('judges how dense a text is on the list as it is now, not as it was when first asked', () => {
    const list = repoWith(300);
    const star = () => list.tokens.window(NET, ask({ query: 'star', limit: 10 }));
    expect(star()).toMatchObject({ total: 0, totalIsLowerBound: false }); // sparse: the exact count
    const stars = Array.from({ length: 300 }, (_, i) => ({ ...token(i), name: `Star Dog ${i}` }));
    list.tokens.replaceAll(NET, stars, 2);
    // Now in every sampled name: dense, so counted only a little past the window.
    expect(star().rows).toHaveLength(10);
    expect(star().totalIsLowerBound).toBe(true);
    expect(star().total).toBeLessThan(300);
  });

  it('sorts by cached graduation progress: graduated first, then by share of the threshold', () => {
    const few = repoWith(5); // 0 and 3 graduated; 0 also AMM
    few.tokens.putProgress(NET, {
      token: address(1),
      xyzReserves: '10',
      threshold: '100',
      graduated: false,
      pair: null,
      updatedAt: 1,
    });
    few.tokens.putProgress(NET, {
      token: address(2),
      xyzReserves: '90',
      threshold: '100',
      graduated: false,
      pair: null,
      updatedAt: 1,
    });
    expect(names(few.tokens.window(NET, ask({ sort: 'progress' })).rows)).toEqual([
      'Moon Cat 3',
      'Moon Cat 0',
      'Moon Cat 2',
      'Moon Cat 1',
      'Moon Cat 4',
    ]);
  });
});
