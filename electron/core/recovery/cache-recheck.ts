// The cache file's integrity check, off the start path: the core answers from the file at once while a worker thread
// runs quick_check; a damaged file is then moved aside and rebuilt under the running core, as at start before
// (decision 0208), and the notice joins the start-up warnings. A worker that cannot check falls back to checking here.
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
}

export interface CacheRecheck {
  /** Settles once the file is known sound, or has been rebuilt (never rejects). */
  done: Promise<void>;
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
  if (deps.file === ':memory:') return { done: Promise.resolve(), stop: async () => undefined };
  const check = (deps.check ?? startCacheCheck)(deps.file, deps.load);
  let stopped = false;
  const done = check.result
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
  return {
    done,
    async stop() {
      stopped = true;
      await check.stop();
      await done;
    },
  };
}
