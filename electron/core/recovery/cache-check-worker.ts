// SQLite's quick_check of the cache file in a worker thread: at 100,000 history rows it takes ~0.2 s, which used to
// stand between starting the core and its first answer. The worker opens its own read-only connection (WAL lets it
// read beside the core's) and reports the first problem, or null when the file is sound.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SqliteLoad } from './records-open';

/**
 * SQLite's page cache of the check's connection, KiB. quick_check reads every page of the file about once, so a cache
 * barely helps it (the OS keeps the file's pages), but better-sqlite3's default (16 MiB) filled up in the worker and
 * its thread's malloc arena kept most of it after the worker ended: ~18 MB of the core's RSS at any file over 16 MB
 * (decision 0751). The core's own connections keep PAGE_CACHE_KIB (cache/db.ts).
 */
export const CHECK_PAGE_CACHE_KIB = 1024;

/**
 * What the worker runs (CommonJS, evaluated): open read-only with a small page cache and no memory-mapped I/O,
 * quick_check(1), post the first line, close.
 */
export const CACHE_CHECK_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.sqliteModule);
let db;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true, nativeBinding: workerData.nativeBinding });
  db.pragma('cache_size = -${CHECK_PAGE_CACHE_KIB}');
  db.pragma('mmap_size = 0');
  const rows = db.pragma('quick_check(1)');
  parentPort.postMessage({ first: rows[0] ? rows[0].quick_check : 'no answer' });
} catch (error) {
  parentPort.postMessage({ failed: String((error && error.message) || error) });
} finally {
  if (db) db.close();
}
`;

/** What the check found: the file is sound, has a problem, or the worker could not check it. */
export type CacheCheckResult =
  { state: 'sound' } | { state: 'damaged'; problem: string } | { state: 'unchecked'; reason: string };

export interface CacheCheck {
  result: Promise<CacheCheckResult>;
  /** Stops the worker (core closing): the result becomes `unchecked`. */
  stop(): Promise<void>;
}

/** "*** in database main ***\nTree 2 page 19: ..." -> "Tree 2 page 19: ..." (as records-open's quickCheck). */
export function firstProblem(answer: string): string | null {
  if (answer === 'ok') return null;
  return answer
    .replace(/^\*\*\* in database \w+ \*\*\*\s*/, '')
    .split('\n')[0]!
    .slice(0, 200);
}

/** better-sqlite3's entry file, resolved the way this process resolves it (source tree or the app bundle). */
function sqliteModulePath(): string {
  const from =
    typeof require === 'function' && require.main ? require.main.filename : process.cwd() + path.sep;
  return createRequire(from).resolve('better-sqlite3');
}

/** Starts the quick_check of `file` in a worker thread; the caller goes on at once. */
export function startCacheCheck(file: string, load: SqliteLoad = {}): CacheCheck {
  let worker: Worker;
  try {
    worker = new Worker(CACHE_CHECK_WORKER_SOURCE, {
      eval: true,
      workerData: { file, sqliteModule: sqliteModulePath(), nativeBinding: load.nativeBinding },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { result: Promise.resolve({ state: 'unchecked', reason }), stop: async () => undefined };
  }
  const result = new Promise<CacheCheckResult>((resolve) => {
    worker.once('message', (answer: { first?: string; failed?: string }) => {
      if (answer.failed !== undefined) return resolve({ state: 'unchecked', reason: answer.failed });
      const problem = firstProblem(answer.first ?? 'no answer');
      resolve(problem === null ? { state: 'sound' } : { state: 'damaged', problem });
    });
    worker.once('error', (error) => resolve({ state: 'unchecked', reason: error.message }));
    worker.once('exit', () => resolve({ state: 'unchecked', reason: 'stopped' }));
  });
  return {
    result,
    stop: async () => {
      await worker.terminate();
    },
  };
}
