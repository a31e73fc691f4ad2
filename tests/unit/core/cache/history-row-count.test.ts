// The history screen's "N transactions" (history/page's `stored`) is each account's row count kept by cache
// migration 12's triggers (issue 33): equal to counting the rows after a sync, a resync of the same rows, rows gone
// and a cache made before the migration, and read without touching the history table.
import { describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { CACHE_MIGRATIONS, migrate } from '../../../../electron/core/cache/migrations';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import { historyRow } from './history-row';
import { insertSchema9Rows } from './old-history-rows';

const tx = (hash: string, height: number, memo = '') => historyRow(hash, height, { memo });
const rows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => tx(`${prefix}${i}`, i + 1));

function cache(targetVersion?: number) {
  const db = openCacheDatabase(':memory:', targetVersion === undefined ? {} : { targetVersion });
  const counted = (network: string, address: string) =>
    (
      db
        .prepare(
          'SELECT count(*) AS n FROM history JOIN history_owners o ON o.id = history.owner WHERE o.network_id = ? AND o.address = ?',
        )
        .get(network, address) as { n: number }
    ).n;
  return { db, counted };
}

describe("an account's number of history rows", () => {
  it('follows a sync, a resync of the same rows and rows gone, per account', () => {
    const { db, counted } = cache();
    const { history } = createRepositories(openRecordsDatabase(':memory:'), db);
    expect(history.count('devnet', 'xyz1a')).toBe(0);
    history.upsertMany('devnet', 'xyz1a', rows('a', 250));
    history.upsertMany('devnet', 'xyz1b', rows('b', 7));
    history.upsertMany('other', 'xyz1a', rows('c', 3));
    expect([
      history.count('devnet', 'xyz1a'),
      history.count('devnet', 'xyz1b'),
      history.count('other', 'xyz1a'),
    ]).toEqual([250, 7, 3]);
    // a resync: the same hashes again, some changed, and two new ones
    history.upsertMany('devnet', 'xyz1a', [
      ...rows('a', 250).map((r) => ({ ...r, memo: 'again' })),
      tx('n1', 300),
      tx('n2', 301),
    ]);
    expect(history.count('devnet', 'xyz1a')).toBe(252);
    db.prepare("DELETE FROM history WHERE hash IN ('a0', 'a1', 'b3')").run();
    for (const [network, address] of [
      ['devnet', 'xyz1a'],
      ['devnet', 'xyz1b'],
      ['other', 'xyz1a'],
    ] as const)
      expect(history.count(network, address)).toBe(counted(network, address));
    expect(history.count('devnet', 'xyz1a')).toBe(250);
  });

  it('of a cache made before migration 12 is counted once when it migrates', () => {
    const { db, counted } = cache(11);
    insertSchema9Rows(db, 'devnet', 'xyz1a', rows('h', 40));
    migrate(db, CACHE_MIGRATIONS);
    const { history } = createRepositories(openRecordsDatabase(':memory:'), db);
    expect(history.count('devnet', 'xyz1a')).toBe(40);
    expect(counted('devnet', 'xyz1a')).toBe(40);
    history.upsertMany('devnet', 'xyz1a', [tx('new', 99)]);
    expect(history.count('devnet', 'xyz1a')).toBe(41);
  });

  it('is read from the owner row by its index, never by reading the history', () => {
    const { db } = cache();
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => (prepared.push(sql), prepare(sql))) as typeof db.prepare;
    const { history } = createRepositories(openRecordsDatabase(':memory:'), db);
    const from = prepared.length;
    history.count('devnet', 'xyz1a');
    // the statements prepared by the first count (all of the repository's, prepared together) include its own
    const plans = prepared
      .slice(from === prepared.length ? 0 : from)
      .filter((sql) => /\bAS n\b/.test(sql))
      .map((sql) =>
        (prepare(`EXPLAIN QUERY PLAN ${sql}`).all('devnet', 'xyz1a') as { detail: string }[]).map(
          (p) => p.detail,
        ),
      );
    expect(plans).toEqual([[expect.stringMatching(/^SEARCH history_owners USING INDEX/)]]);
  });
});
