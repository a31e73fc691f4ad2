// Issue 33's memory at 100,000: the core's resident memory with a 100,000-row cache opened (100,000 history rows and
// 100,000 tokens) and both lists scrolled end to end <= 1.3x the same with 10,000 rows, both measured in the same run,
// interleaved. Each measurement is a fresh Node process running the core bundled as the app bundles it
// (support/scroll-memory.ts); it scrolls through the core's paging channels exactly as the virtualized lists call
// them (support/list-scroll.ts), not through Chromium: the figure is the core's RSS, and 4,000 pages scrolled in a
// page would time the browser's scrolling for minutes while the core sees the same requests (decision 0747). Both
// sizes are measured after the start-up work the first screen releases (the cache file's quick_check in a worker,
// as the app runs it a second after boot), each request in its own event-loop turn as IPC delivers it, and the scroll
// keeps no key of every row it read (decision 0751: before, the 10,000-row scroll ended before that check started and
// the 100,000-row one did not, and the scroll's own Sets of 200,000 keys grew V8's young generation).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { failedFigure, summarize, type Budget, type Figure } from './lib/figures';
import { fillBigCache } from './support/big-cache';
import { bundleLikeApp } from './support/bundle-like-app';
import type { ScrollRead } from './support/list-scroll';
import { REPO_ROOT } from './support/subprocess';

const PROBE = path.join(REPO_ROOT, 'bench-results/scroll-memory.cjs');
const RATIO_BUDGET: Budget = { op: '<=', value: 1.3, stat: 'median' };
const ID = 'mem.rss-100k';
// "100k", not "100,000": the README's side-by-side table writes N for every size (lib/scale-table.ts).
const LABEL = 'Core RSS, 100k history rows and tokens, both lists scrolled end to end / the same at 10k';

interface ProbeResult {
  rssMb: number;
  heapUsedMb: number;
  history: ScrollRead;
  tokens: ScrollRead;
}

function probe(dataDir: string): ProbeResult {
  const out = spawnSync(process.execPath, ['--expose-gc', PROBE, dataDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (out.status !== 0)
    throw new Error(`scroll-memory exited ${out.status}: ${(out.stderr ?? '').trim().split('\n').pop()}`);
  const result = JSON.parse(out.stdout.trim().split('\n').pop()!) as ProbeResult;
  for (const [list, read] of [
    ['history', result.history],
    ['tokens', result.tokens],
  ] as const)
    if (read.repeated > 0) throw new Error(`the ${list} list repeated ${read.repeated} rows while scrolling`);
  return result;
}

export async function benchMemoryAt100k(opts: {
  tmp: string;
  rows: number;
  reps: number;
  log: (line: string) => void;
}): Promise<Figure[]> {
  const small = Math.round(opts.rows / 10);
  try {
    await bundleLikeApp('tests/bench/support/scroll-memory.ts', PROBE);
    const bigDir = path.join(opts.tmp, 'memory-big');
    const smallDir = path.join(opts.tmp, 'memory-small');
    opts.log(`mem: filling caches of ${small} and ${opts.rows} history rows and tokens (not measured)`);
    await fillBigCache(smallDir, { historyRows: small, tokens: small });
    await fillBigCache(bigDir, { historyRows: opts.rows, tokens: opts.rows });
    const big: ProbeResult[] = [];
    const base: ProbeResult[] = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      base.push(probe(smallDir));
      big.push(probe(bigDir));
      opts.log(
        `mem: rep ${rep + 1}: ${base.at(-1)!.rssMb.toFixed(1)} MB -> ${big.at(-1)!.rssMb.toFixed(1)} MB`,
      );
    }
    const last = big.at(-1)!;
    const mb = (xs: ProbeResult[], key: 'rssMb' | 'heapUsedMb') =>
      summarize(xs.map((x) => x[key])).median.toFixed(1);
    return [
      {
        id: ID,
        label: LABEL,
        unit: 'x',
        samples: big.map((b, i) => b.rssMb / base[i]!.rssMb),
        budget: RATIO_BUDGET,
        reference: {
          label: `MB at ${small.toLocaleString('en-US')} rows`,
          samples: base.map((b) => b.rssMb),
        },
        note:
          `Median RSS ${mb(base, 'rssMb')} MB at ${small.toLocaleString('en-US')} rows, ${mb(big, 'rssMb')} MB at ${opts.rows.toLocaleString('en-US')} ` +
          `(V8 heap used ${mb(base, 'heapUsedMb')} -> ${mb(big, 'heapUsedMb')} MB). At ${opts.rows.toLocaleString('en-US')}: ` +
          `history ${last.history.rows} rows in ${last.history.requests} pages, tokens ${last.tokens.rows} rows in ${last.tokens.requests} windows; ` +
          `the largest answer held ${Math.max(last.history.largestAnswer, last.tokens.largestAnswer)} rows. A fresh process per measurement, ` +
          'the core bundled as in the app, scrolled through its paging channels as the lists call them; RSS after a full GC.',
      },
    ];
  } catch (error) {
    return [failedFigure(ID, LABEL, 'x', RATIO_BUDGET, error)];
  }
}
