// Repositories whose cache side can move to a new connection while the core runs: the background check of the cache
// file may find it damaged after the core has answered, and everything already holding a repository (tracker, sync,
// handlers) must then reach the rebuilt file without being rebuilt itself.
import type Database from 'better-sqlite3';
import { createRepositories, type Repositories } from './repositories';

/** The repositories that live in the cache file (the rest live in the records file and never move). */
const CACHE_REPOS = [
  'balances',
  'tokens',
  'holdings',
  'history',
  'historyDays',
  'pending',
  'tokenImages',
  'charts',
] as const;

export interface SwappableRepositories {
  /** Stable repositories: the cache ones forward every call to the current connection's. */
  repos: Repositories;
  /** The cache connection the repositories use now. */
  cache(): Database.Database;
  /** Points the cache repositories at `next` (the caller closes the previous connection). */
  swap(next: Database.Database): void;
}

/** An object with `target()`'s methods, each forwarding to the object `target()` returns at call time. */
function forwarding<T extends object>(target: () => T): T {
  const methods = Object.keys(target()) as Array<keyof T>;
  return Object.fromEntries(
    methods.map((name) => [
      name,
      (...args: unknown[]) => (target()[name] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as T;
}

export function createSwappableRepositories(
  records: Database.Database,
  cache: Database.Database,
): SwappableRepositories {
  let connection = cache;
  let current = createRepositories(records, cache);
  const cacheSide = Object.fromEntries(
    CACHE_REPOS.map((name) => [name, forwarding(() => current[name])]),
  ) as Pick<Repositories, (typeof CACHE_REPOS)[number]>;
  const repos: Repositories = {
    ...current,
    ...cacheSide,
    transaction: (fn) => current.transaction(fn),
    deferCheckpoints: (work) => current.deferCheckpoints(work),
  };
  return {
    repos,
    cache: () => connection,
    swap(next) {
      connection = next;
      current = createRepositories(records, next);
    },
  };
}
