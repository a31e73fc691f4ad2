// The cache repositories store and return exactly what they were given, keyed by network and address.
import { beforeEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import {
  createMemoryRepositories,
  createRepositories,
  type Repositories,
} from '../../../../electron/core/cache/repositories';
import { historyRow } from './history-row';
import { pendingRow } from './pending-row';
import type { TokenRow } from '../../../../electron/core/cache/repos/tokens-types';

let repos: Repositories;
beforeEach(() => {
  repos = createMemoryRepositories();
});

const token = (address: string, firstSeenAt: string): TokenRow => ({
  address,
  name: `Token ${address}`,
  symbol: 'TOK',
  image: null,
  description: null,
  creator: 'xyz1creator',
  source: 'launchpad',
  graduated: false,
  pair: null,
  xyzReserves: '123',
  currentPrice: '45',
  volume24h: '6',
  tradeCount24h: 7,
  createdAt: null,
  firstSeenAt,
});

const tx = (hash: string, height: number) => historyRow(hash, height, { timestamp: '2026-11-22T07:00:00Z' });

describe('accounts repository', () => {
  it('keeps insertion order and finds accounts by secret', () => {
    const base = { kind: 'mnemonic' as const, secretId: 's1', coinType: 118, pubkey: 'pk', createdAt: 1 };
    repos.accounts.insert({ ...base, id: 'a', name: 'A', address: 'xyz1a', hdIndex: 0 });
    repos.accounts.insert({ ...base, id: 'b', name: 'B', address: 'xyz1b', hdIndex: 1 });
    expect(repos.accounts.list().map((a) => a.id)).toEqual(['a', 'b']);
    expect(repos.accounts.listBySecret('s1')).toHaveLength(2);
    expect(repos.accounts.rename('a', 'Alpha')?.name).toBe('Alpha');
    expect(repos.accounts.rename('zzz', 'x')).toBeNull();
    expect(repos.accounts.remove('a')).toBe(true);
    expect(repos.accounts.get('a')).toBeNull();
  });

  it('refuses two accounts with the same address', () => {
    const row = {
      id: 'a',
      name: 'A',
      kind: 'watch_only' as const,
      address: 'xyz1a',
      secretId: null,
      hdIndex: null,
      coinType: null,
      pubkey: null,
      createdAt: 1,
    };
    repos.accounts.insert(row);
    expect(() => repos.accounts.insert({ ...row, id: 'b' })).toThrow();
  });
});

describe('balances repository', () => {
  it('returns null before the first snapshot and the replaced snapshot after', () => {
    expect(repos.balances.get('devnet', 'xyz1a')).toBeNull();
    repos.balances.replace('devnet', 'xyz1a', [{ kind: 'total', denom: 'uxyz', amount: '10' }], 100);
    repos.balances.replace('devnet', 'xyz1a', [{ kind: 'spendable', denom: 'uxyz', amount: '9' }], 200);
    expect(repos.balances.get('devnet', 'xyz1a')).toEqual({
      entries: [{ kind: 'spendable', denom: 'uxyz', amount: '9' }],
      updatedAt: 200,
    });
    expect(repos.balances.get('other', 'xyz1a')).toBeNull();
  });
});

describe('tokens repository', () => {
  it('lists newest first and replaces the whole list', () => {
    expect(repos.tokens.list('devnet')).toEqual({ tokens: [], updatedAt: null });
    repos.tokens.replaceAll(
      'devnet',
      [token('t1', '2026-01-01T00:00:00.000Z'), token('t2', '2026-02-01T00:00:00.000Z')],
      5,
    );
    expect(repos.tokens.list('devnet').tokens.map((t) => t.address)).toEqual(['t2', 't1']);
    expect(repos.tokens.get('devnet', 't1')).toEqual(token('t1', '2026-01-01T00:00:00.000Z'));
    repos.tokens.replaceAll('devnet', [token('t3', '2026-03-01T00:00:00.000Z')], 6);
    expect(repos.tokens.list('devnet')).toMatchObject({ updatedAt: 6, tokens: [{ address: 't3' }] });
  });

  it('stores launchpad progress per token', () => {
    const progress = {
      token: 't1',
      xyzReserves: '1',
      threshold: '2',
      graduated: true,
      pair: 'xyz1pair',
      updatedAt: 3,
    };
    repos.tokens.putProgress('devnet', progress);
    expect(repos.tokens.getProgress('devnet', 't1')).toEqual(progress);
  });
});

describe('holdings repository', () => {
  it('replaces holdings per address', () => {
    const h = { token: 't1', name: 'T', symbol: 'T', balance: '5', priceUxyz: '7', graduated: true };
    repos.holdings.replace('devnet', 'xyz1a', [h], 9);
    expect(repos.holdings.get('devnet', 'xyz1a')).toEqual({ holdings: [h], updatedAt: 9 });
    repos.holdings.replace('devnet', 'xyz1a', [], 10);
    expect(repos.holdings.get('devnet', 'xyz1a')).toEqual({ holdings: [], updatedAt: 10 });
  });
});

describe('history repository', () => {
  it('counts only new hashes and pages newest first by (height, hash)', () => {
    expect(repos.history.upsertMany('devnet', 'xyz1a', [tx('A', 1), tx('B', 2), tx('C', 2)])).toBe(3);
    expect(repos.history.upsertMany('devnet', 'xyz1a', [tx('A', 1), tx('D', 3)])).toBe(1);
    expect(repos.history.count('devnet', 'xyz1a')).toBe(4);
    const first = repos.history.page('devnet', 'xyz1a', { limit: 2 });
    expect(first.map((r) => r.hash)).toEqual(['D', 'C']);
    const last = first.at(-1)!;
    const second = repos.history.page('devnet', 'xyz1a', {
      limit: 5,
      before: { height: last.height, hash: last.hash },
    });
    expect(second.map((r) => r.hash)).toEqual(['B', 'A']);
    expect(repos.history.get('devnet', 'xyz1a', 'A')).toEqual(tx('A', 1));
  });

  it("stores a list of rows all or nothing, on its own and as part of a caller's transaction", () => {
    const broken = { ...tx('X', 5), height: 'tall' as unknown as number }; // not an INTEGER: the STRICT table refuses it
    expect(() => repos.history.upsertMany('devnet', 'xyz1a', [tx('A', 1), broken])).toThrow();
    expect(repos.history.count('devnet', 'xyz1a')).toBe(0);
    expect(() =>
      repos.transaction(() => {
        repos.history.upsertMany('devnet', 'xyz1a', [tx('A', 1), tx('B', 2)]);
        repos.history.upsertMany('devnet', 'xyz1a', [tx('C', 3), broken]);
      }),
    ).toThrow();
    expect(repos.history.count('devnet', 'xyz1a')).toBe(0);
  });

  it('rewrites a stored row only when it changed (every sync re-reads the newest page)', () => {
    const cache = openCacheDatabase(':memory:');
    const history = createRepositories(openRecordsDatabase(':memory:'), cache).history;
    const writes = () => (cache.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    history.upsertMany('devnet', 'xyz1a', [tx('A', 1), tx('B', 2)]);
    let before = writes();
    expect(history.upsertMany('devnet', 'xyz1a', [tx('A', 1), tx('B', 2)])).toBe(0);
    expect(writes() - before).toBe(0);
    before = writes();
    expect(
      history.upsertMany('devnet', 'xyz1a', [{ ...tx('A', 1), code: 5, rawLog: 'out of gas' }, tx('B', 2)]),
    ).toBe(0);
    expect(writes() - before).toBe(1);
    expect(history.get('devnet', 'xyz1a', 'A')).toMatchObject({ code: 5, rawLog: 'out of gas' });
  });

  it('keeps a cursor per address', () => {
    expect(repos.history.getCursor('devnet', 'xyz1a')).toBeNull();
    const cursor = { cursor: 'page:3', complete: false, newestHeight: 42, updatedAt: 1 };
    repos.history.setCursor('devnet', 'xyz1a', cursor);
    expect(repos.history.getCursor('devnet', 'xyz1a')).toEqual(cursor);
    expect(repos.history.getCursor('devnet', 'xyz1b')).toBeNull();
  });
});

describe('pending transactions repository', () => {
  const row = pendingRow('H1', {
    accountId: 'a',
    address: 'xyz1a',
    summary: { amount: '1' },
    txBytes: 'AAAA',
  });

  it('lists open rows until they reach a final status', () => {
    repos.pending.add(row);
    expect(repos.pending.listOpen('devnet')).toEqual([row]);
    const updated = repos.pending.update('devnet', 'H1', {
      status: 'included',
      code: 0,
      height: 7,
      updatedAt: 2,
    });
    expect(updated).toMatchObject({ status: 'included', height: 7, summary: { amount: '1' } });
    expect(repos.pending.listOpen('devnet')).toEqual([]);
    expect(repos.pending.listForAccount('devnet', 'a')).toHaveLength(1);
    expect(repos.pending.update('devnet', 'nope', { status: 'failed' })).toBeNull();
    expect(repos.pending.remove('devnet', 'H1')).toBe(true);
  });
});

describe('key/value store', () => {
  it('stores JSON values and answers undefined for missing keys', () => {
    repos.kv.set('x', { a: 1 });
    expect(repos.kv.get('x')).toEqual({ a: 1 });
    expect(repos.kv.get('missing')).toBeUndefined();
  });
});

describe('cache transactions', () => {
  it('roll back every cache write of a failed transaction', () => {
    repos.balances.replace('devnet', 'xyz1a', [{ kind: 'total', denom: 'uxyz', amount: '1' }], 1);
    expect(() =>
      repos.transaction(() => {
        repos.balances.replace('devnet', 'xyz1a', [{ kind: 'total', denom: 'uxyz', amount: '2' }], 2);
        repos.tokens.replaceAll('devnet', [], 2);
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(repos.balances.get('devnet', 'xyz1a')?.updatedAt).toBe(1);
    expect(repos.tokens.list('devnet').updatedAt).toBeNull();
  });
});
