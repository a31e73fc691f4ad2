// Issue 33's portfolio chart at 100,000 history rows (--scale multiplies): `charts/portfolio` through the real core on
// a cache filled as the sync fills it, the first load of a fresh core included (budget 30 ms at the median of the
// first loads, and of the later ones). Reference: `history/page` of 100 rows through the same core (a bare read).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { nowMs } from './lib/timing';
import { fillBigCache } from './support/big-cache';
import { call, createBenchCore, UNREACHABLE_NETWORK } from './support/core-host';

const BUDGET: Budget = { op: '<=', value: 30, stat: 'median' };
const LATER_LOADS = 5;

const timed = async (work: () => Promise<unknown>) => {
  const start = nowMs();
  await work();
  return nowMs() - start;
};

export async function benchPortfolioChart(opts: {
  rows: number;
  reps: number;
  log: (line: string) => void;
}): Promise<Figure[]> {
  const n = opts.rows.toLocaleString('en-US');
  const firstLabel = `Portfolio chart, first load of a fresh core, ${n} history rows`;
  const laterLabel = `Portfolio chart, later loads, ${n} history rows`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-chart-'));
  try {
    opts.log(`chart: filling a cache with ${n} history rows (as the sync writes them, not timed)`);
    const { accountId } = await fillBigCache(dataDir, { historyRows: opts.rows, tokens: 100 });
    const first: number[] = [];
    const later: number[] = [];
    const reference: number[] = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      const core = await createBenchCore(dataDir, UNREACHABLE_NETWORK);
      try {
        const load = () => call(core, 'charts/portfolio', { accountId });
        first.push(await timed(load));
        for (let i = 0; i < LATER_LOADS; i++) later.push(await timed(load));
        reference.push(await timed(() => call(core, 'history/page', { accountId, limit: 100 })));
      } finally {
        await core.close();
      }
    }
    const ref = { label: 'history/page of 100 rows, same core', samples: reference };
    return [
      {
        id: 'chart.first-load',
        label: firstLabel,
        unit: 'ms',
        samples: first,
        budget: BUDGET,
        reference: ref,
      },
      {
        id: 'chart.later-load',
        label: laterLabel,
        unit: 'ms',
        samples: later,
        budget: BUDGET,
        reference: ref,
      },
    ];
  } catch (error) {
    return [
      failedFigure('chart.first-load', firstLabel, 'ms', BUDGET, error),
      failedFigure('chart.later-load', laterLabel, 'ms', BUDGET, error),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
