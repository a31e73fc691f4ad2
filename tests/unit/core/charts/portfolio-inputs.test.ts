import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { allHistory, portfolioInputs } from '../../../../electron/core/charts/portfolio-inputs';
import { recordUsdSeen } from '../../../../electron/core/charts/usd-seen';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';

const ME = 'xyz1me';

const row = (i: number): HistoryRow => ({
  hash: `H${String(i).padStart(5, '0')}`,
  height: i,
  timestamp: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
  code: 0,
  memo: '',
  fee: [],
  messages: [],
  direction: 'in',
  rawLog: '',
});

describe('portfolioInputs: today from the cache', () => {
  it('native total = bank + staked + unbonding + rewards; tokens = balance x price / 10^6, rounded down per holding', async () => {
    const db = createMemoryRepositories();
    db.balances.replace(
      'devnet',
      ME,
      [
        { kind: 'total', denom: 'uxyz', amount: '1000' },
        { kind: 'spendable', denom: 'uxyz', amount: '900' },
        { kind: 'delegated', denom: 'uxyz', amount: '200' },
        { kind: 'unbonding', denom: 'uxyz', amount: '30' },
        { kind: 'rewards', denom: 'uxyz', amount: '4' },
      ],
      1,
    );
    db.holdings.replace(
      'devnet',
      ME,
      [
        { token: 'a', name: 'A', symbol: 'A', balance: '3000000', priceUxyz: '1500', graduated: false },
        { token: 'b', name: 'B', symbol: 'B', balance: '1', priceUxyz: '999999', graduated: true },
      ],
      1,
    );
    recordUsdSeen(db.charts, 'devnet', '1.25', Date.UTC(2026, 10, 24, 9));
    const input = await portfolioInputs(db, 'devnet', ME, 5);
    expect(input.xyzNow).toBe(1234n); // spendable is part of the bank total, not added twice
    expect(input.tokensNow).toBe(4500n); // 3_000_000 x 1500 / 10^6 = 4500; 1 x 999_999 / 10^6 = 0
    expect([...input.usdByDay]).toEqual([['2026-11-24', '1.25']]);
  });

  it('reads the whole history past one chunk, newest first', async () => {
    const db = createMemoryRepositories();
    db.history.upsertMany(
      'devnet',
      ME,
      Array.from({ length: 2500 }, (_, i) => row(i + 1)),
    );
    const rows = await allHistory(db, 'devnet', ME);
    expect(rows).toHaveLength(2500);
    expect([rows[0]!.height, rows[999]!.height, rows[1000]!.height, rows[2499]!.height]).toEqual([
      2500, 1501, 1500, 1,
    ]);
  });

  it('lets other work run between chunks instead of holding the thread for the whole history (decision 0602)', async () => {
    const db = createMemoryRepositories();
    db.history.upsertMany(
      'devnet',
      ME,
      Array.from({ length: 2500 }, (_, i) => row(i + 1)),
    );
    const walk = allHistory(db, 'devnet', ME);
    // Queued after the walk has started: it runs before the walk ends only if the walk gives the event loop a turn.
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    await walk;
    expect(otherWorkRan).toBe(true);
  });

  it('recordUsdSeen skips a price of 0 (the feed was down) and non-numbers', () => {
    const db = createMemoryRepositories();
    recordUsdSeen(db.charts, 'devnet', '0', 1);
    recordUsdSeen(db.charts, 'devnet', 'n/a', 1);
    recordUsdSeen(db.charts, 'devnet', 2.5, Date.UTC(2026, 10, 24));
    expect([...db.charts.usdByDay('devnet')]).toEqual([['2026-11-24', '2.5']]);
  });
});
