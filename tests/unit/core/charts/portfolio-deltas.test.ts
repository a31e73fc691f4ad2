// The portfolio's per-day effects kept between calls (decision 0602): a later call reads only the rows added above the
// newest one it saw and gives exactly what a full read gives; rows added anywhere else make it read everything again.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';
import { createPortfolioDeltas } from '../../../../electron/core/charts/portfolio-deltas';
import { addDayDeltas, portfolioSeries } from '../../../../electron/core/charts/portfolio-series';

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

/** Memory repositories whose history pages are counted. */
function countedRepositories() {
  const db = createMemoryRepositories();
  const reads = { pages: 0 };
  const history = {
    ...db.history,
    page: (...args: Parameters<typeof db.history.page>) => {
      reads.pages += 1;
      return db.history.page(...args);
    },
  };
  return { db, counted: { history }, reads };
}

const fullRead = (all: HistoryRow[]) => addDayDeltas(new Map(), all, ME);

describe('portfolio deltas kept between calls', () => {
  it('reads only the rows above the newest it saw, and gives what a full read gives', async () => {
    const { db, counted, reads } = countedRepositories();
    db.history.upsertMany(NET, ME, rows(1001, 3500));
    const deltas = createPortfolioDeltas(counted);
    expect(await deltas.read(NET, ME)).toEqual(fullRead(rows(1001, 3500)));
    expect(reads.pages).toBe(3); // 2,500 rows in chunks of 1,000

    db.history.upsertMany(NET, ME, rows(3501, 3503));
    reads.pages = 0;
    expect(await deltas.read(NET, ME)).toEqual(fullRead(rows(1001, 3503)));
    expect(reads.pages).toBe(1); // one short page from the top, not the 2,503 rows
    reads.pages = 0;
    expect(await deltas.read(NET, ME)).toEqual(fullRead(rows(1001, 3503)));
    expect(reads.pages).toBe(1);
  });

  it('reads the history once when two calls come at once (the second folds in nothing new)', async () => {
    const { db, counted, reads } = countedRepositories();
    db.history.upsertMany(NET, ME, rows(1001, 3500));
    const deltas = createPortfolioDeltas(counted);
    const [first, second] = await Promise.all([deltas.read(NET, ME), deltas.read(NET, ME)]);
    expect(second).toEqual(first);
    expect(reads.pages).toBe(3 + 1); // one full read, then one page from the top
  });

  it('reads everything again when rows were added below (a backfill) or the history was emptied', async () => {
    const { db, counted, reads } = countedRepositories();
    db.history.upsertMany(NET, ME, rows(1001, 1100));
    const deltas = createPortfolioDeltas(counted);
    await deltas.read(NET, ME);
    db.history.upsertMany(NET, ME, rows(1, 50));
    reads.pages = 0;
    expect(await deltas.read(NET, ME)).toEqual(fullRead([...rows(1, 50), ...rows(1001, 1100)]));
    expect(reads.pages).toBeGreaterThan(1);

    const other = createPortfolioDeltas(createMemoryRepositories());
    expect(await other.read(NET, ME)).toEqual(new Map());
  });

  it('gives the same series from kept deltas as from the rows themselves', async () => {
    const { db } = countedRepositories();
    db.history.upsertMany(NET, ME, rows(1001, 1400));
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
