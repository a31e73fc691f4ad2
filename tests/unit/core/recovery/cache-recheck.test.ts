// Specification of the cache check off the start path (#19): quick_check runs in a worker thread while the core
// already answers from the file; a damaged file is then moved aside and rebuilt under the running repositories, and a
// worker that cannot check hands the check back to the core's own connection.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { createBalancesRepo } from '../../../../electron/core/cache/repos/balances-repo';
import { createSwappableRepositories } from '../../../../electron/core/cache/swappable-cache';
import {
  CACHE_CHECK_WORKER_SOURCE,
  CHECK_PAGE_CACHE_KIB,
  startCacheCheck,
  type CacheCheckResult,
} from '../../../../electron/core/recovery/cache-check-worker';
import { recheckCacheInBackground } from '../../../../electron/core/recovery/cache-recheck';
import type { StartupWarning } from '../../../../shared/api/app';

const dirs: string[] = [];
const open: Database.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const addressAt = (i: number) => `xyz1${String(i).padStart(38, '0')}`;

/** A closed cache file with `rows` balance rows (many pages), and its path. */
function cacheFile(rows: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-recheck-'));
  dirs.push(dir);
  const file = path.join(dir, 'cache.sqlite');
  const db = openCacheDatabase(file);
  const balances = createBalancesRepo(db);
  db.transaction(() => {
    for (let i = 0; i < rows; i++)
      balances.replace('devnet', addressAt(i), [{ kind: 'total', denom: 'uxyz', amount: '1' }], 1);
  })();
  db.close();
  return file;
}

/** Overwrites one page in the middle of `file` (header and schema intact: it still opens). */
function garbleMiddle(file: string): void {
  const bytes = readFileSync(file);
  const at = Math.floor(bytes.length / 2 / 4096) * 4096;
  for (let i = 0; i < 4096; i++) bytes[at + i] = (i * 31) & 0xff;
  writeFileSync(file, bytes);
}

/** The running core's side: repositories on `file`, and the notices the recheck reports. */
function running(file: string) {
  const records = openRecordsDatabase(':memory:');
  const cache = openCacheDatabase(file);
  open.push(records, cache);
  const repositories = createSwappableRepositories(records, cache);
  const notices: StartupWarning[] = [];
  return { repositories, notices, onRebuilt: (n: StartupWarning) => void notices.push(n) };
}

/** A check whose answer the test gives. */
function heldCheck() {
  let answer: (r: CacheCheckResult) => void = () => undefined;
  const result = new Promise<CacheCheckResult>((resolve) => (answer = resolve));
  return { check: () => ({ result, stop: async () => undefined }), answer };
}

describe('quick_check in a worker thread', () => {
  it('finds a sound file sound and names the damaged page of a garbled one', async () => {
    const sound = cacheFile(3000);
    expect(await startCacheCheck(sound).result).toEqual({ state: 'sound' });
    const damaged = cacheFile(3000);
    garbleMiddle(damaged);
    const found = await startCacheCheck(damaged).result;
    expect(found).toMatchObject({ state: 'damaged', problem: expect.stringMatching(/page/) });
  });
});

/**
 * better-sqlite3 as the check's worker loads it, except that just before quick_check runs the connection reports the
 * page cache (KiB) and the memory-mapped size (bytes) it reads the file with.
 */
function reportingSqliteModule(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-check-sqlite-'));
  dirs.push(dir);
  const file = path.join(dir, 'reporting-sqlite.cjs');
  const real = createRequire(import.meta.url).resolve('better-sqlite3');
  writeFileSync(
    file,
    `const Real = require(${JSON.stringify(real)});
const { parentPort } = require('node:worker_threads');
module.exports = class extends Real {
  pragma(source, options) {
    if (source.startsWith('quick_check')) {
      const cacheSize = super.pragma('cache_size', { simple: true });
      const mmapBytes = super.pragma('mmap_size', { simple: true });
      parentPort.postMessage({ pageCacheKib: cacheSize < 0 ? -cacheSize : cacheSize * 4, mmapBytes });
    }
    return super.pragma(source, options);
  }
};`,
  );
  return file;
}

describe("the check's connection", () => {
  it('reads the file through a page cache of at most 1 MiB and maps none of it (not the 16 MiB default)', async () => {
    const file = cacheFile(3000);
    const worker = new Worker(CACHE_CHECK_WORKER_SOURCE, {
      eval: true,
      workerData: { file, sqliteModule: reportingSqliteModule() },
    });
    const messages: unknown[] = [];
    worker.on('message', (message) => messages.push(message));
    await new Promise((resolve) => worker.once('exit', resolve));
    expect(messages).toEqual([{ pageCacheKib: CHECK_PAGE_CACHE_KIB, mmapBytes: 0 }, { first: 'ok' }]);
    expect(CHECK_PAGE_CACHE_KIB).toBeLessThanOrEqual(1024);
  });
});

describe('the cache check after the core has started', () => {
  it('answers from the file before the check ends, and rebuilds a damaged one under the same repositories', async () => {
    const file = cacheFile(10);
    const core = running(file);
    const held = heldCheck();
    const recheck = recheckCacheInBackground({
      file,
      load: {},
      clock: () => 1234,
      ...core,
      check: held.check,
    });
    // Before the check has answered, the repositories serve what the file holds.
    expect(core.repositories.repos.balances.get('devnet', addressAt(0))).not.toBeNull();
    held.answer({ state: 'damaged', problem: 'Tree 4 page 9: btreeInitPage() returns error code 11' });
    await recheck.checked();
    expect(core.notices).toEqual([
      {
        code: 'cache_rebuilt',
        details: {
          reason: 'Tree 4 page 9: btreeInitPage() returns error code 11',
          keptAs: 'cache.sqlite.damaged-1234',
        },
      },
    ]);
    expect(existsSync(`${file}.damaged-1234`)).toBe(true);
    // The same repository objects now read and write the fresh file.
    expect(core.repositories.repos.balances.get('devnet', addressAt(0))).toBeNull();
    core.repositories.repos.balances.replace(
      'devnet',
      'xyz1new',
      [{ kind: 'total', denom: 'uxyz', amount: '5' }],
      1,
    );
    expect(core.repositories.cache().prepare('SELECT COUNT(*) AS n FROM balances').get()).toEqual({ n: 1 });
    open.push(core.repositories.cache());
  });

  it('checks on the core connection when the worker could not, and leaves a sound file alone', async () => {
    const file = cacheFile(10);
    const core = running(file);
    const held = heldCheck();
    const recheck = recheckCacheInBackground({ file, load: {}, clock: () => 1, ...core, check: held.check });
    held.answer({ state: 'unchecked', reason: 'worker failed to start' });
    await recheck.checked();
    expect(core.notices).toEqual([]);
    expect(readdirSync(path.dirname(file)).filter((f) => f.includes('damaged'))).toEqual([]);
  });

  it('starts the check only when startAfter settles, or at once when its verdict is asked for first', async () => {
    const file = cacheFile(10);
    const core = running(file);
    const started: number[] = [];
    const counted = (result: CacheCheckResult) => () => {
      started.push(1);
      return { result: Promise.resolve(result), stop: async () => undefined };
    };
    let firstScreen: () => void = () => undefined;
    const afterFirstScreen = new Promise<void>((resolve) => (firstScreen = resolve));
    const waiting = recheckCacheInBackground({
      file,
      load: {},
      clock: () => 1,
      ...core,
      check: counted({ state: 'sound' }),
      startAfter: afterFirstScreen,
    });
    await Promise.resolve();
    expect(started).toEqual([]);
    firstScreen();
    await waiting.checked();
    expect(started).toEqual([1]);

    const asked = recheckCacheInBackground({
      file,
      load: {},
      clock: () => 1,
      ...core,
      check: counted({ state: 'sound' }),
      startAfter: new Promise(() => undefined),
    });
    await asked.checked(); // e.g. a history sync: it must not wait for the first screen
    await asked.checked();
    expect(started).toEqual([1, 1]);
    expect(core.notices).toEqual([]);
  });

  it('changes nothing when the core closes before the check answers', async () => {
    const file = cacheFile(10);
    const core = running(file);
    const held = heldCheck();
    const recheck = recheckCacheInBackground({ file, load: {}, clock: () => 1, ...core, check: held.check });
    const stopping = recheck.stop();
    held.answer({ state: 'damaged', problem: 'late' });
    await stopping;
    expect(core.notices).toEqual([]);
    expect(existsSync(`${file}.damaged-1`)).toBe(false);
  });
});
