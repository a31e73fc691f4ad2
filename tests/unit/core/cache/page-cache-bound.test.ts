// Both wallet files open with SQLite's page cache bounded at PAGE_CACHE_KIB, not better-sqlite3's 16 MiB: a long
// session's memory must not grow by the pages its writes touch (decision 0425).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase, PAGE_CACHE_KIB } from '../../../../electron/core/cache/db';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SQLite page cache', () => {
  it('is bounded at a few MiB on the cache and the records file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-page-cache-'));
    dirs.push(dir);
    expect(PAGE_CACHE_KIB).toBeLessThanOrEqual(4096);
    for (const db of [
      openCacheDatabase(path.join(dir, 'cache.sqlite')),
      openRecordsDatabase(path.join(dir, 'records.sqlite')),
    ]) {
      expect(db.pragma('cache_size', { simple: true })).toBe(-PAGE_CACHE_KIB);
      db.close();
    }
  });
});
