// The cache file's integrity check, off the start path: the core answers from the file at once while a worker thread
// runs quick_check; a damaged file is then moved aside and rebuilt under the running core, as at start before
// (decision 0208), and the notice joins the start-up warnings. A worker that cannot check falls back to checking here.
// The check starts when `startAfter` settles (after the first screen, decision 0602) or when something needs its
// verdict first (`checked()`, e.g. a history sync), whichever comes first.
import type { StartupWarning } from '../../../shared/api/app';
import type { SwappableRepositories } from '../cache/swappable-cache';
import { startCacheCheck, type CacheCheck, type CacheCheckResult } from './cache-check-worker';
import { rebuildDamagedCache } from './cache-open';
import { quickCheck, type SqliteLoad } from './records-open';

export interface CacheRecheckDeps {
  file: string;
  load: SqliteLoad;
  clock: () => number;
  repositories: SwappableRepositories;
  /** The cache was found damaged and has been rebuilt: what to tell the person. */
  onRebuilt: (notice: StartupWarning) => void;
  /** Where the check runs (default: a worker thread). */
  check?: (file: string, load: SqliteLoad) => CacheCheck;
  /** When to start the check unasked (default: at once). */
  startAfter?: Promise<unknown>;
}

export interface CacheRecheck {
  /** Starts the check if it has not started yet; settles once the file is known sound, or rebuilt (never rejects). */
  checked(): Promise<void>;
  /** Core closing: stops the worker; a result that comes later changes nothing. */
  stop(): Promise<void>;
}

/** quick_check on the core's own connection (the fallback), a thrown error counted as damage. */
function checkHere(repositories: SwappableRepositories): string | null {
  try {
    return quickCheck(repositories.cache());
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The problem the check found (null: sound); a check that could not run is done here instead. */
function problemOf(result: CacheCheckResult, repositories: SwappableRepositories): string | null {
  if (result.state === 'sound') return null;
  if (result.state === 'damaged') return result.problem;
  return checkHere(repositories);
}

export function recheckCacheInBackground(deps: CacheRecheckDeps): CacheRecheck {
  if (deps.file === ':memory:') return { checked: () => Promise.resolve(), stop: async () => undefined };
  let stopped = false;
  let check: CacheCheck | null = null;
  let done: Promise<void> | null = null;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    check = (deps.check ?? startCacheCheck)(deps.file, deps.load);
    return check.result
      .then((result) => {
        if (stopped) return;
        const problem = problemOf(result, deps.repositories);
        if (problem === null) return;
        deps.repositories.cache().close();
        const rebuilt = rebuildDamagedCache(deps.file, deps.clock(), problem, deps.load);
        deps.repositories.swap(rebuilt.db);
        deps.onRebuilt(rebuilt.notice);
      })
      .catch(() => undefined);
  };
  const start = () => (done ??= run());
  if (deps.startAfter) void deps.startAfter.then(start, start);
  else void start();
  return {
    checked: start,
    async stop() {
      stopped = true;
      await check?.stop();
      await done;
    },
  };
}
