// The query plans a history search runs, read from SQLite's EXPLAIN QUERY PLAN: a rare word drives from the text
// index and sorts only the matches' keys, reading whole rows for the page alone; a common word walks the
// newest-first index; the plan switches at SPARSE_MATCHES.
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { openCacheDatabase } from '../../../../electron/core/cache/db';
import { createHistoryRepo, SPARSE_MATCHES } from '../../../../electron/core/cache/repos/history-repo';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';

const NET = 'devnet';
const ME = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqme0000';
const ROWS = SPARSE_MATCHES + 200;

const row = (i: number): HistoryRow => ({
  hash: i.toString(16).toUpperCase().padStart(64, '0'),
  height: 10 + i,
  timestamp: '2026-11-22T07:00:00Z',
  code: 0,
  // "often" in every row but the last 100 (above the threshold), "seldom" in every 10th (below it)
  memo: `${i < ROWS - 100 ? 'often' : 'other'} ${i % 10 === 0 ? 'seldom' : ''}`,
  fee: [],
  messages: [],
  direction: 'in',
  rawLog: '',
});

/** The repository over its own database, and the SQL of every statement it runs. */
function recordedRepo(): {
  db: Database.Database;
  repo: ReturnType<typeof createHistoryRepo>;
  ran: string[];
} {
  const db = openCacheDatabase(':memory:');
  const ran: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    const all = statement.all.bind(statement);
    statement.all = ((...args: unknown[]) => {
      ran.push(sql);
      return all(...(args as []));
    }) as typeof statement.all;
    return statement;
  }) as typeof db.prepare;
  const repo = createHistoryRepo(db);
  repo.upsertMany(
    NET,
    ME,
    Array.from({ length: ROWS }, (_, i) => row(i)),
  );
  return { db, repo, ran };
}

const planOf = (db: Database.Database, sql: string) =>
  (
    db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({
      match: '"x"',
      networkId: NET,
      address: ME,
      limit: 50,
    }) as Array<{ detail: string }>
  ).map((step) => step.detail);

describe('history search query plans', () => {
  it('drives a rare word from the text index, sorts the matched keys and reads whole rows by rowid', () => {
    const { db, repo, ran } = recordedRepo();
    const rows = repo.search(NET, ME, { terms: [{ text: 'seldom', addresses: [] }], limit: 50 });
    expect(rows.map((r) => r.height)).toEqual(
      Array.from({ length: 50 }, (_, i) => 10 + (Math.floor((ROWS - 1) / 10) - i) * 10),
    );
    const plan = planOf(db, ran.at(-1)!);
    expect(plan[0]).toMatch(/^SEARCH h USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    // Subqueries are numbered in the order SQLite plans them: the owner number's scalar subquery comes first.
    expect(plan).toContain('LIST SUBQUERY 2');
    expect(plan.some((step) => /^SCAN history_fts VIRTUAL TABLE/.test(step))).toBe(true);
  });

  it('walks the newest-first index for a word matching more than SPARSE_MATCHES rows', () => {
    const { db, repo, ran } = recordedRepo();
    const rows = repo.search(NET, ME, { terms: [{ text: 'often', addresses: [] }], limit: 50 });
    expect(rows.map((r) => r.height)).toEqual(Array.from({ length: 50 }, (_, i) => 10 + ROWS - 101 - i));
    const plan = planOf(db, ran.at(-1)!);
    expect(plan[0]).toMatch(/^SEARCH h USING INDEX history_newest_first/);
  });
});
