// History text search: the FTS5 index over hash, memo and message addresses, kept in step with upserts, and migration 6.
import { describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { CACHE_MIGRATIONS, latestVersion, migrate } from '../../../../electron/core/cache/migrations';
import { createHistoryRepo } from '../../../../electron/core/cache/repos/history-repo';
import { historyMatch, resolveTerms, searchWords } from '../../../../electron/core/cache/repos/history-match';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';
import { insertOldRow } from './old-history-rows';

const ME = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqme0000';
const BOB = 'xyz1bobbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbob9999';
const CAROL = 'xyz1carolllllllllllllllllllllllllllcarol777';
const TOKEN = 'xyz1tokentokentokentokentokentokentokentokentokentokentoken0000';

const send = (hash: string, height: number, to: string, memo = ''): HistoryRow => ({
  hash,
  height,
  timestamp: '2026-11-22T07:00:00Z',
  code: 0,
  memo,
  fee: [{ denom: 'uxyz', amount: '5000' }],
  messages: [
    {
      '@type': '/cosmos.bank.v1beta1.MsgSend',
      from_address: ME,
      to_address: to,
      amount: [{ denom: 'uxyz', amount: '1000' }],
    },
  ],
  direction: 'out',
  rawLog: '',
});
const cw20 = (hash: string, height: number): HistoryRow => ({
  ...send(hash, height, BOB),
  messages: [
    {
      '@type': '/cosmwasm.wasm.v1.MsgExecuteContract',
      sender: ME,
      contract: TOKEN,
      msg: { transfer: { recipient: BOB, amount: '5' } },
    },
  ],
});
const H = (c: string) => c.repeat(64);

function repo() {
  return createRepositories(openRecordsDatabase(':memory:'), openCacheDatabase(':memory:')).history;
}
const words = (text: string, addresses: Record<string, string[]> = {}) =>
  searchWords(text).map((w) => ({ text: w, addresses: addresses[w] ?? [] }));
const hashes = (rows: HistoryRow[]) => rows.map((r) => r.hash);

describe('history search (repository)', () => {
  const seeded = () => {
    const history = repo();
    history.upsertMany('devnet', ME, [
      send(H('A'), 1, BOB, 'rent for november'),
      send(H('B'), 2, CAROL, 'pizza night'),
      cw20(H('C'), 3),
    ]);
    return history;
  };
  const search = (history: ReturnType<typeof repo>, text: string, names?: Record<string, string[]>) =>
    hashes(history.search('devnet', ME, { terms: words(text, names), limit: 20 }));

  it('matches a memo word, a whole word or its prefix', () => {
    const history = seeded();
    expect(search(history, 'pizza')).toEqual([H('B')]);
    expect(search(history, 'novem')).toEqual([H('A')]);
    expect(search(history, 'Rent NOV')).toEqual([H('A')]);
  });

  it('matches a counterparty address and a token contract by prefix', () => {
    const history = seeded();
    expect(search(history, CAROL)).toEqual([H('B')]);
    expect(search(history, 'xyz1bobbb')).toEqual([H('C'), H('A')]);
    expect(search(history, TOKEN.slice(0, 20))).toEqual([H('C')]);
  });

  it('matches a hash by prefix, whatever its case', () => {
    const history = seeded();
    expect(search(history, 'bbbbbb')).toEqual([H('B')]);
    expect(search(history, H('C'))).toEqual([H('C')]);
  });

  it('matches a contact name or token symbol through the addresses it resolved to', () => {
    const history = seeded();
    expect(search(history, 'landlord', { landlord: [BOB] })).toEqual([H('C'), H('A')]);
    expect(search(history, 'hgec', { hgec: [TOKEN] })).toEqual([H('C')]);
    expect(search(history, 'landlord rent', { landlord: [BOB] })).toEqual([H('A')]);
  });

  it('returns nothing when nothing matches, and for an empty search', () => {
    const history = seeded();
    expect(search(history, 'holiday')).toEqual([]);
    expect(search(history, '  ')).toEqual([]);
    expect(search(history, '"*) OR (')).toEqual([]);
  });

  it('pages newest first after a (height, hash)', () => {
    const history = seeded();
    const first = history.search('devnet', ME, { terms: words('xyz1bob'), limit: 1 });
    expect(hashes(first)).toEqual([H('C')]);
    const next = history.search('devnet', ME, {
      terms: words('xyz1bob'),
      limit: 5,
      before: { height: first[0]!.height, hash: first[0]!.hash },
    });
    expect(hashes(next)).toEqual([H('A')]);
  });

  it('re-indexes a row that an upsert updated (the old memo no longer matches)', () => {
    const history = seeded();
    history.upsertMany('devnet', ME, [send(H('A'), 1, BOB, 'deposit returned')]);
    expect(search(history, 'rent')).toEqual([]);
    expect(search(history, 'deposit')).toEqual([H('A')]);
    expect(search(history, 'xyz1bob')).toEqual([H('C'), H('A')]);
  });

  it("keeps to the account and network asked: another account's rows never match", () => {
    const history = seeded();
    history.upsertMany('devnet', BOB, [send(H('D'), 4, CAROL, 'pizza too')]);
    history.upsertMany('testnet', ME, [send(H('E'), 4, CAROL, 'pizza three')]);
    expect(search(history, 'pizza')).toEqual([H('B')]);
  });

  // Its speed (keystroke -> repaint within a frame) is measured by `npm run bench`, never by a timed test.
  it('finds matches over 10,000 rows, at most the limit', () => {
    const history = repo();
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      send(i.toString(16).toUpperCase().padStart(64, '0'), i, i % 2 ? BOB : CAROL, `payment ${i}`),
    );
    history.upsertMany('devnet', ME, rows);
    const found = history.search('devnet', ME, { terms: words('payment xyz1bob'), limit: 50 });
    expect(found).toHaveLength(50);
  });
});

describe('historyMatch', () => {
  it('quotes every word as a prefix and ORs the resolved addresses', () => {
    expect(
      historyMatch([
        { text: 'bob', addresses: [BOB] },
        { text: 'rent', addresses: [] },
      ]),
    ).toBe(`("bob"* OR parties:"${BOB}") AND "rent"*`);
    expect(historyMatch([])).toBeNull();
  });

  it('splits on what the tokenizer splits on', () => {
    expect(searchWords('  Pizza-night, 0xAB ')).toEqual(['pizza', 'night', '0xab']);
  });
});

describe('resolveTerms', () => {
  const named = [
    { names: ['Landlord Rent'], address: BOB },
    { names: ['HGEC', 'Hedgehog Coin'], address: TOKEN },
  ];

  it('pairs each word with the addresses whose contact name or token symbol/name has a word starting with it', () => {
    expect(resolveTerms('rent hg', named)).toEqual([
      { text: 'rent', addresses: [BOB] },
      { text: 'hg', addresses: [TOKEN] },
    ]);
    expect(resolveTerms('hedge', named)).toEqual([{ text: 'hedge', addresses: [TOKEN] }]);
    expect(resolveTerms('pizza', named)).toEqual([{ text: 'pizza', addresses: [] }]);
  });
});

describe('cache migration 6 (history search)', () => {
  it('indexes the rows an existing database already holds', () => {
    const db = openCacheDatabase(':memory:', { targetVersion: 5 });
    insertOldRow(db, 'devnet', ME, send(H('A'), 1, BOB, 'old memo'));
    expect(migrate(db, CACHE_MIGRATIONS)).toBe(latestVersion(CACHE_MIGRATIONS));
    const history = createHistoryRepo(db);
    expect(hashes(history.search('devnet', ME, { terms: words('old'), limit: 5 }))).toEqual([H('A')]);
    expect(hashes(history.search('devnet', ME, { terms: words('xyz1bob'), limit: 5 }))).toEqual([H('A')]);
  });
});
