// The portfolio's per-day totals (cache migration 10, issue 33): kept as rows are written, read one row per day, and
// always equal to a full recomputation from the rows — after a sync, after a resync that rewrites or removes rows, and
// on a cache whose rows were stored before the totals existed.
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { CACHE_MIGRATIONS, migrate } from '../../../../electron/core/cache/migrations';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';
import {
  createPortfolioDeltas,
  foldAfterWrite,
  FOLD_CHUNK,
} from '../../../../electron/core/charts/portfolio-deltas';
import { addDayDeltas, portfolioSeries } from '../../../../electron/core/charts/portfolio-series';
import { insertSchema9Rows } from '../cache/old-history-rows';

const NET = 'devnet';
const ME = 'xyz1me';
const PEER = 'xyz1peer';

/** Row at `height`: a send in (or, every third, out) of a height-dependent amount, three hours after the previous. */
const row = (height: number): HistoryRow => {
  const incoming = height % 3 !== 0;
  return {
    hash: `H${String(height).padStart(6, '0')}`,
    height,
    timestamp: new Date(Date.UTC(2026, 5, 1) + height * 3 * 3_600_000).toISOString(),
    code: 0,
    memo: '',
    fee: [{ denom: 'uxyz', amount: '5000' }],
    messages: [
      {
        '@type': '/ledger.bank.v1beta1.MsgSend',
        from_address: incoming ? PEER : ME,
        to_address: incoming ? ME : PEER,
        amount: [{ denom: 'uxyz', amount: String(1_000_000 + height * 17) }],
      },
    ],
    direction: incoming ? 'in' : 'out',
    rawLog: '',
  };
};
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i));

/** Repositories on an in-memory cache, with the rows each fold step folded counted. */
function countedRepositories(cache: Database.Database = openCacheDatabase(':memory:')) {
  const db = createRepositories(openRecordsDatabase(':memory:'), cache);
  const folds = { rows: 0 };
  const historyDays = {
    ...db.historyDays,
    foldStep: (...args: Parameters<typeof db.historyDays.foldStep>) => {
      const step = db.historyDays.foldStep(...args);
      folds.rows += step.rows;
      return step;
    },
  };
  return { db, cache, counted: { historyDays }, folds };
}

/** Writes rows as the sync does: each batch and its fold in one transaction. */
const syncWrite = (db: ReturnType<typeof countedRepositories>['db'], written: HistoryRow[]) =>
  db.transaction(() => {
    db.history.upsertMany(NET, ME, written);
    foldAfterWrite(db, NET, ME);
  });

const fullRead = (all: HistoryRow[]) => addDayDeltas(new Map(), all, ME);
/** Every stored row, read back: the recomputation's input. */
const stored = (db: ReturnType<typeof countedRepositories>['db']) =>
  db.history.page(NET, ME, { limit: Number.MAX_SAFE_INTEGER });

describe('per-day totals of the history', () => {
  it('are kept as a sync writes rows: a load folds nothing and reads one row per day', async () => {
    const { db, counted, folds } = countedRepositories();
    for (let from = 1001; from <= 3500; from += 800) syncWrite(db, rows(from, Math.min(from + 799, 3500)));
    const deltas = createPortfolioDeltas(counted);
    const days = await deltas.read(NET, ME);
    expect(days).toEqual(fullRead(rows(1001, 3500)));
    expect(folds.rows).toBe(0);
    expect(db.historyDays.days(NET, ME)).toHaveLength(days.size);
  });

  it('fold in rows another writer stored (a live update) at the next load', async () => {
    const { db, counted, folds } = countedRepositories();
    syncWrite(db, rows(1001, 1500));
    db.history.upsertMany(NET, ME, rows(1501, 1503));
    expect(await createPortfolioDeltas(counted).read(NET, ME)).toEqual(fullRead(rows(1001, 1503)));
    expect(folds.rows).toBe(3);
  });

  it('equal a full recomputation after a resync that rewrites, moves and removes rows', async () => {
    const { db, cache, counted } = countedRepositories();
    syncWrite(db, rows(1001, 1600));
    const rewritten = rows(1001, 1600).map((r, i) => {
      if (i % 5 === 0) return { ...r, code: 7 }; // failed after all: only the fee counts
      if (i % 7 === 0)
        return { ...r, timestamp: new Date(Date.parse(r.timestamp) + 86_400_000).toISOString() };
      if (i % 11 === 0) return { ...r, messages: [{ '@type': '/some.unknown.v1.Msg' }] }; // effect unknown
      return r;
    });
    syncWrite(db, rewritten);
    cache.prepare("DELETE FROM history WHERE hash IN ('H001010', 'H001020')").run();
    const deltas = createPortfolioDeltas(counted);
    expect(await deltas.read(NET, ME)).toEqual(fullRead(stored(db)));
    expect([...(await deltas.read(NET, ME)).values()].some((d) => !d.known)).toBe(true);

    syncWrite(db, rows(1001, 1600)); // back as they were: the unknown effects are gone again
    expect(await deltas.read(NET, ME)).toEqual(fullRead(stored(db)));
    expect([...(await deltas.read(NET, ME)).values()].every((d) => d.known)).toBe(true);
  });

  it('are built for a cache whose rows were stored before them, in chunks, and equal a full recomputation', async () => {
    const cache = new Database(':memory:');
    migrate(cache, CACHE_MIGRATIONS, 9);
    insertSchema9Rows(cache, NET, ME, rows(1, FOLD_CHUNK * 2 + 10));
    migrate(cache, CACHE_MIGRATIONS);
    const { db, counted, folds } = countedRepositories(cache);
    expect(await createPortfolioDeltas(counted).read(NET, ME)).toEqual(fullRead(stored(db)));
    expect(folds.rows).toBe(FOLD_CHUNK * 2 + 10);

    const rebuilt = countedRepositories();
    expect(await createPortfolioDeltas(rebuilt.counted).read(NET, ME)).toEqual(new Map());
  });

  it('give the same series as the rows themselves', async () => {
    const { db } = countedRepositories();
    syncWrite(db, rows(1001, 1400));
    const input = {
      address: ME,
      nowMs: Date.UTC(2026, 10, 24, 12),
      xyzNow: 900_000_000n,
      tokensNow: 0n,
      usdByDay: new Map([['2026-11-20', '1.25']]),
    };
    const fromRows = portfolioSeries({ ...input, history: rows(1001, 1400) });
    const fromDeltas = portfolioSeries({ ...input, deltas: await createPortfolioDeltas(db).read(NET, ME) });
    expect(fromDeltas).toEqual(fromRows);
    expect(new Set(fromRows.map((d) => d.xyzUxyz)).size).toBeGreaterThan(10); // the rows really move the total
  });
});
