// Folding new history rows into the per-day totals (the portfolio chart's, cache migration 10) runs after every
// sync: each of its statements must seek to what it reads, never read all of an account's rows or sort them. Before
// cache migration 13 the rows since the fold point were found by reading every row of the account and sorting them by
// id, so a day's live updates cost more with every row the history held (issue 33). Asserted on SQLite's plan.
import { describe, expect, it } from 'vitest';
import { historyRow } from './history-row';
import { recordingRepositories } from './recording-repositories';

const NET = 'devnet';
const ME = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqme0000';

const tx = (i: number) => historyRow(`H${i}`, i + 1);
const noEffect = () => null;

describe('the per-day fold reads only what it folds', () => {
  it('finds the rows after the fold point by seeking the owner-and-id index, without a sort', () => {
    const { repos, statementsOf } = recordingRepositories();
    repos.history.upsertMany(NET, ME, [tx(1), tx(2), tx(3)]);
    const ran = statementsOf(() => repos.historyDays.foldStep(NET, ME, 100, noEffect));
    const unfolded = ran.find((s) => /FROM history WHERE/.test(s.sql));
    expect(unfolded, 'the fold reads the history rows after its fold point').toBeDefined();
    expect(unfolded!.plan).toEqual(['SEARCH history USING INDEX history_by_owner_id (owner=? AND id>?)']);
  });

  it('never walks or sorts a table in any of its statements', () => {
    const { repos, statementsOf } = recordingRepositories();
    repos.history.upsertMany(NET, ME, [tx(1), tx(2)]);
    repos.historyDays.foldStep(NET, ME, 100, noEffect);
    repos.history.upsertMany(NET, ME, [{ ...tx(1), code: 5 }, tx(4)]);
    const lines = statementsOf(() => repos.historyDays.foldStep(NET, ME, 100, noEffect)).flatMap(
      (s) => s.plan,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /^SCAN |TEMP B-TREE/.test(line))).toEqual([]);
  });
});
