// Query plans of what the cold open reads (decision 0602): every statement the boot snapshot and the first screen's
// follow-up reads run is an index search bounded by what it returns, never a walk over the history or the token list
// (those grow to 100,000 rows). Asserted on SQLite's plan, not on time.
import { describe, expect, it } from 'vitest';
import { recordingRepositories } from './recording-repositories';

const NET = 'devnet';
const ME = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqme0000';

/** A plan line that reads a whole table, or all of one network's rows of it. */
const walks = (line: string, table: string) =>
  new RegExp(`^SCAN ${table}\\b`).test(line) ||
  new RegExp(`SEARCH ${table} .*\\(network_id=\\?\\)$`).test(line);

describe('the first screen reads by index', () => {
  it("names a row's tokens with one index search per asked address, by contract and by pair", () => {
    const { repos, plansOf } = recordingRepositories();
    const [plan] = plansOf(() => repos.tokens.namesOf(NET, ['xyz1a', 'xyz1b']));
    expect(plan).toContainEqual(
      expect.stringMatching(/^SEARCH t USING INDEX \S+ \(network_id=\? AND address=\?\)/),
    );
    expect(plan).toContainEqual('SEARCH t USING INDEX tokens_by_pair (network_id=? AND pair=?)');
    expect(plan!.filter((line) => walks(line, 't') || walks(line, 'tokens'))).toEqual([]);
  });

  it('reads the newest history rows down the newest-first index, without a sort', () => {
    const { repos, plansOf } = recordingRepositories();
    const plans = plansOf(() => repos.history.page(NET, ME, { limit: 6 }));
    const page = plans.find((p) => p.some((line) => /\bhistory\b/.test(line)));
    expect(page![0]).toBe('SEARCH history USING INDEX history_newest_first (owner=?)');
    expect(page!.slice(1)).toEqual([
      'SCALAR SUBQUERY 1',
      'SEARCH history_owners USING COVERING INDEX sqlite_autoindex_history_owners_1 (network_id=? AND address=?)',
    ]);
  });

  it('reads a later history page by seeking past the last row read, not by walking from the newest row', () => {
    const { repos, plansOf } = recordingRepositories();
    const plans = plansOf(() =>
      repos.history.page(NET, ME, { limit: 50, before: { height: 7, hash: 'AB' } }),
    );
    const page = plans.find((p) => p.some((line) => /\bhistory\b/.test(line)));
    expect(page![0]).toBe(
      'SEARCH history USING INDEX history_newest_first (owner=? AND (height,hash)<(?,?))',
    );
  });

  it("reads the boot snapshot's dashboard parts by their keys", () => {
    const { repos, plansOf } = recordingRepositories();
    const plans = plansOf(() => {
      repos.balances.get(NET, ME);
      repos.holdings.get(NET, ME);
      repos.history.getCursor(NET, ME);
      repos.pending.listForAccount(NET, 'account-1');
    });
    expect(plans.length).toBeGreaterThanOrEqual(4);
    // Each searches one account's rows (a sort of its few holdings or pending txs is bounded by those, not by the
    // history or the token list).
    for (const line of plans.flat().filter((l) => !/^USE TEMP B-TREE/.test(l)))
      expect(line).toMatch(/^SEARCH \S+ USING (COVERING )?INDEX \S+ \(.*(address|account_id)=\?/);
  });
});
