// Searches at scale (cache migration 8): a history word matching thousands of rows walks the newest-first index and
// answers the same pages as a rare word driven from the index; token names are found per word through indexes.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { searchWords } from '../../../../electron/core/cache/repos/history-match';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';
import type { TokenRow } from '../../../../electron/core/cache/repos/tokens-types';

const NET = 'devnet';
const ME = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqme0000';
const ROWS = 2_600; // above the 2,000 matches where the dense plan takes over

const hashOf = (i: number) => i.toString(16).toUpperCase().padStart(64, '0');
const row = (i: number): HistoryRow => ({
  hash: hashOf(i),
  height: 10 + Math.floor(i / 2), // two rows per block: ties broken by hash
  timestamp: '2026-11-22T07:00:00Z',
  code: 0,
  memo: i % 500 === 0 ? `common rare ${i}` : `common ${i}`,
  fee: [],
  messages: [],
  direction: 'in',
  rawLog: '',
});
const terms = (text: string) => searchWords(text).map((word) => ({ text: word, addresses: [] }));

describe('history search plans', () => {
  const repos = createMemoryRepositories();
  // Stored oldest first and newest first in two halves: the index's rowid order is not the height order.
  const all = Array.from({ length: ROWS }, (_, i) => row(i));
  repos.history.upsertMany(NET, ME, all.slice(ROWS / 2).reverse());
  repos.history.upsertMany(NET, ME, all.slice(0, ROWS / 2));
  const newestFirst = [...all].sort((a, b) => b.height - a.height || (a.hash < b.hash ? 1 : -1));

  it('pages a word that matches every row newest first, like the plain history pages', () => {
    const first = repos.history.search(NET, ME, { terms: terms('common'), limit: 50 });
    expect(first.map((r) => r.hash)).toEqual(newestFirst.slice(0, 50).map((r) => r.hash));
    const last = first.at(-1)!;
    const next = repos.history.search(NET, ME, {
      terms: terms('common'),
      limit: 50,
      before: { height: last.height, hash: last.hash },
    });
    expect(next.map((r) => r.hash)).toEqual(newestFirst.slice(50, 100).map((r) => r.hash));
  });

  it('answers a rare word with exactly its rows, newest first', () => {
    const rare = repos.history.search(NET, ME, { terms: terms('rare'), limit: 50 });
    expect(rare.map((r) => r.memo)).toEqual([
      'common rare 2500',
      'common rare 2000',
      'common rare 1500',
      'common rare 1000',
      'common rare 500',
      'common rare 0',
    ]);
  });

  it('keeps the index in step when a row changes or the word appears in both plans', () => {
    repos.history.upsertMany(NET, ME, [{ ...row(7), memo: 'common rare edited' }]);
    const rare = repos.history.search(NET, ME, { terms: terms('rare edited'), limit: 50 });
    expect(rare.map((r) => r.hash)).toEqual([hashOf(7)]);
    expect(
      repos.history.search(NET, ME, { terms: terms('common 7'), limit: 50 }).map((r) => r.memo),
    ).not.toContain('common 7');
  });
});

describe('token names for a history search', () => {
  const repos = createMemoryRepositories();
  const token = (i: number, name: string, symbol: string): TokenRow => ({
    address: `xyz1token${String(i).padStart(4, '0')}${'q'.repeat(40)}`,
    name,
    symbol,
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
  });
  repos.tokens.replaceAll(
    NET,
    [
      token(1, 'Hungry Goose', 'HGEC'),
      token(2, 'Moon Cat', 'MCAT'),
      ...Array.from({ length: 100 }, (_, i) => token(100 + i, `Goose Clone ${i}`, `GC${i}`)),
    ],
    1,
  );
  const found = (word: string, cap = 64) => repos.tokens.named(NET, word, cap).map((n) => n.names[1]);

  it('finds a token by the start of its symbol or of a word of its name', () => {
    expect(found('hg')).toEqual(['Hungry Goose']);
    expect(found('hungry')).toEqual(['Hungry Goose']);
    expect(found('cat')).toEqual(['Moon Cat']);
    expect(found('mcat')).toEqual(['Moon Cat']);
  });

  it('does not find a word that only occurs inside another word', () => {
    expect(found('ngry')).toEqual([]);
    expect(found('oose')).toEqual([]);
  });

  it('names the tokens of a history row by contract or pair address, never reading the whole list', () => {
    const own = createMemoryRepositories();
    own.tokens.replaceAll(
      NET,
      [{ ...token(1, 'Hungry Goose', 'HGEC'), pair: 'xyz1pairpair' }, token(2, 'Moon Cat', 'MCAT')],
      2,
    );
    const named = own.tokens.namesOf(NET, [token(2, '', '').address, 'xyz1pairpair', 'xyz1unknown']);
    expect(named.map((n) => n.symbol).sort()).toEqual(['HGEC', 'MCAT']);
    expect(named.find((n) => n.symbol === 'HGEC')).toMatchObject({ pair: 'xyz1pairpair' });
  });

  it('stops at the cap when a word starts many names', () => {
    expect(found('goose', 10)).toHaveLength(10);
    expect(found('goose', 500)).toHaveLength(101);
  });
});
