// Benchmark 6: renderer JavaScript <= 200 KB gzip (built from the current sources), and the core's resident memory
// after loading the big cache <= 150 MB (own Node process running the core bundled as the app bundles it;
// reference: the same process with the same modules loaded but no core opened).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { bundleLikeApp } from './support/bundle-like-app';
import { measureBundle } from './support/renderer-build';
import { REPO_ROOT } from './support/subprocess';

/** core-memory.ts bundled like the shipped main process (esbuild, CommonJS, native addons external). */
const MEMORY_PROBE = path.join(REPO_ROOT, 'bench-results/core-memory.cjs');

const JS_BUDGET: Budget = { op: '<=', value: 200, stat: 'max' };
/** The first screen's JS was 35-46 KB; a leak of zod into it once made it 70 KB: this budget catches such a leak. */
const FIRST_SCREEN_BUDGET: Budget = { op: '<=', value: 50, stat: 'max' };
const RSS_BUDGET: Budget = { op: '<=', value: 150, stat: 'median' };

const FIRST_SCREEN_LABEL = 'Renderer JS before the first screen, gzip -9';

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
      {
        id: '6c.first-screen-js',
        label: FIRST_SCREEN_LABEL,
        unit: 'KB',
        samples: [size.initialJsGzip / 1024],
        budget: FIRST_SCREEN_BUDGET,
        reference: { label: 'all chunks', samples: [size.allJsGzip / 1024] },
        note: 'JS the page loads before its first screen (entry + its static imports), gzip -9; over budget usually means a heavy module (zod, a chart) reached the entry.',
      },
    ];
  } catch (error) {
    return [
      failedFigure('6a.renderer-js', label, 'KB', JS_BUDGET, error),
      failedFigure('6c.first-screen-js', FIRST_SCREEN_LABEL, 'KB', FIRST_SCREEN_BUDGET, error),
    ];
  }
}

/** RSS in MB of a fresh `node --expose-gc` running the bundled probe on `target`. */
function rssOf(target: string): number {
  const out = spawnSync(process.execPath, ['--expose-gc', MEMORY_PROBE, target], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (out.status !== 0)
    throw new Error(
      `core-memory ${target} exited ${out.status}: ${(out.stderr ?? '').trim().split('\n').pop()}`,
    );
  return (JSON.parse(out.stdout.trim().split('\n').pop()!) as { rssMb: number }).rssMb;
}

export async function benchCoreMemory(opts: { dataDir: string; reps: number }): Promise<Figure[]> {
  const label = 'Core resident memory after loading the big cache';
  try {
    await bundleLikeApp('tests/bench/support/core-memory.ts', MEMORY_PROBE);
    const samples: number[] = [];
    const reference: number[] = [];
    for (let rep = 0; rep < opts.reps; rep++) {
      samples.push(rssOf(opts.dataDir));
      reference.push(rssOf('baseline'));
    }
    return [
      {
        id: '6b.core-rss',
        label,
        unit: 'MB',
        samples,
        budget: RSS_BUDGET,
        reference: { label: 'same process and modules, no core opened', samples: reference },
        note: 'Own Node process, core bundled by esbuild as in the app: opens the core, then keys/list, dashboard/get, history/page(100), tokens/list; RSS after a full GC.',
      },
    ];
  } catch (error) {
    return [failedFigure('6b.core-rss', label, 'MB', RSS_BUDGET, error)];
  }
}
