// Benchmark 6: renderer JavaScript <= 200 KB gzip (built from the current sources), and the core's resident memory
// after loading the big cache <= 150 MB (own process; reference: the same process with the same modules loaded
// but no core opened).
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { measureBundle } from './support/renderer-build';
import { runTsx } from './support/subprocess';

const JS_BUDGET: Budget = { op: '<=', value: 200, stat: 'max' };
const RSS_BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };

export function benchBundle(distDir: string): Figure[] {
  const label = 'Renderer JS, all chunks, gzip -9';
  try {
    const size = measureBundle(distDir);
    return [
      {
        id: '6a.renderer-js',
        label,
        unit: 'KB',
        samples: [size.allJsGzip / 1024],
        budget: JS_BUDGET,
        reference: { label: 'JS loaded before the first screen', samples: [size.initialJsGzip / 1024] },
        note: `${size.files} JS files, ${(size.allJsRaw / 1024).toFixed(0)} KB before compression.`,
      },
    ];
  } catch (error) {
    return [failedFigure('6a.renderer-js', label, 'KB', JS_BUDGET, error)];
  }
}

async function rssOf(target: string): Promise<number> {
  const out = await runTsx('tests/bench/support/core-memory.ts', [target], 120_000, { NODE_OPTIONS: '--expose-gc' });
  if (out.code !== 0) throw new Error(`core-memory ${target} exited ${out.code}: ${out.stderr.trim().split('\n').pop()}`);
  return (JSON.parse(out.stdout.trim().split('\n').pop()!) as { rssMb: number }).rssMb;
}

export async function benchCoreMemory(opts: { dataDir: string; reps: number }): Promise<Figure[]> {
  const label = 'Core resident memory after loading the big cache';
  try {
    const samples: number[] = [];
    const reference: number[] = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      samples.push(await rssOf(opts.dataDir));
      reference.push(await rssOf('baseline'));
    }
    return [
      {
        id: '6b.core-rss',
        label,
        unit: 'MB',
        samples,
        budget: RSS_BUDGET,
        reference: { label: 'same process and modules, no core opened', samples: reference },
        note: 'Own Node process (tsx): opens the core, then keys/list, dashboard/get, history/page(100), tokens/list; RSS after a full GC.',
      },
    ];
  } catch (error) {
    return [failedFigure('6b.core-rss', label, 'MB', RSS_BUDGET, error)];
  }
}
