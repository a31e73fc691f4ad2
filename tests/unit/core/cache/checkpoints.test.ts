// A bulk write runs without WAL auto-checkpoints and ends with one checkpoint; the interval always comes back.
import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkpointDue,
  createCheckpointDeferral,
  type CheckpointDeferral,
} from '../../../../electron/core/cache/checkpoints';
import { openCacheDatabase } from '../../../../electron/core/cache/db';

let dir: string;
let file: string;
let db: Database.Database;
let withDeferredCheckpoints: CheckpointDeferral;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'xyz-checkpoints-'));
  file = path.join(dir, 'cache.sqlite');
  db = openCacheDatabase(file);
  db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  withDeferredCheckpoints = createCheckpointDeferral(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const interval = () => Number(db.pragma('wal_autocheckpoint', { simple: true }));
/** Commits `n` transactions of 100 rows of 1 KB (far more WAL pages than the default 1000-page interval). */
function commitMany(n: number): void {
  const insert = db.prepare('INSERT INTO filler (text) VALUES (?)');
  const page = db.transaction(() => {
    for (let i = 0; i < 100; i++) insert.run('x'.repeat(1000));
  });
  for (let i = 0; i < n; i++) page();
}

describe('the checkpoint deferral of a connection', () => {
  it('turns auto-checkpoints off while the work runs and restores the previous interval when it succeeds', async () => {
    db.pragma('wal_autocheckpoint = 700');
    let during = -1;
    const value = await withDeferredCheckpoints(async () => {
      during = interval();
      return 'done';
    });
    expect(value).toBe('done');
    expect(during).toBe(0);
    expect(interval()).toBe(700);
  });

  it('restores the interval when the work fails, and the failure still reaches the caller', async () => {
    const work = withDeferredCheckpoints(async () => {
      commitMany(2);
      throw new Error('backend went away');
    });
    await expect(work).rejects.toThrow('backend went away');
    expect(interval()).toBe(1000);
  });

  it('leaves committed pages in the WAL during the work and checkpoints them into the database file once at its end', async () => {
    const before = statSync(file).size;
    let sizeDuring = 0;
    await withDeferredCheckpoints(async () => {
      commitMany(60); // ~6 MB: the default interval (1000 pages, ~4 MB) would have checkpointed on the way
      sizeDuring = statSync(file).size;
    });
    expect(sizeDuring).toBe(before);
    expect(statSync(file).size).toBeGreaterThan(before + 3_000_000);
    expect(db.prepare('SELECT COUNT(*) AS n FROM filler').get()).toEqual({ n: 6000 });
  });

  it('shares one deferral between overlapping bulk writes: the interval comes back when the last one ends', async () => {
    let finishFirst!: () => void;
    const first = withDeferredCheckpoints(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    let finishSecond!: () => void;
    const second = withDeferredCheckpoints(() => new Promise<void>((resolve) => (finishSecond = resolve)));
    finishFirst();
    await first;
    expect(interval()).toBe(0);
    finishSecond();
    await second;
    expect(interval()).toBe(1000);
  });

  it('belongs to its connection: a deferral on one connection leaves another connection of the file alone', async () => {
    const other = openCacheDatabase(file);
    try {
      const deferOther = createCheckpointDeferral(other);
      let finish!: () => void;
      const running = withDeferredCheckpoints(() => new Promise<void>((resolve) => (finish = resolve)));
      expect(interval()).toBe(0);
      expect(Number(other.pragma('wal_autocheckpoint', { simple: true }))).toBe(1000);
      await deferOther(async () => {
        expect(Number(other.pragma('wal_autocheckpoint', { simple: true }))).toBe(0);
      });
      expect(Number(other.pragma('wal_autocheckpoint', { simple: true }))).toBe(1000);
      expect(interval()).toBe(0);
      finish();
      await running;
      expect(interval()).toBe(1000);
    } finally {
      other.close();
    }
  });

  it('checkpoints at the end of a bulk write only once the database has grown by half since the last time', async () => {
    const fileSize = () => statSync(file).size;
    await withDeferredCheckpoints(async () => commitMany(60)); // from empty: grown, checkpointed
    const afterFirst = fileSize();
    await withDeferredCheckpoints(async () => commitMany(10)); // +1/6: stays in the WAL
    expect(fileSize()).toBe(afterFirst);
    await withDeferredCheckpoints(async () => commitMany(30)); // now +2/3 since the last checkpoint
    expect(fileSize()).toBeGreaterThan(afterFirst + 3_000_000);
    expect(db.prepare('SELECT COUNT(*) AS n FROM filler').get()).toEqual({ n: 10_000 });
  });
});

describe('when a bulk write checkpoints', () => {
  it('at geometric sizes: a long sync of many runs copies its pages a bounded number of times (linear)', () => {
    expect(checkpointDue(100, 0)).toBe(true);
    expect(checkpointDue(149, 100)).toBe(false);
    expect(checkpointDue(150, 100)).toBe(true);
    // 20 runs each adding 5,000 rows' worth of pages: 7 checkpoints, not 20, and they copy < 3x the final size.
    let last = 0;
    let copied = 0;
    let count = 0;
    for (let pages = 5000; pages <= 100_000; pages += 5000) {
      if (!checkpointDue(pages, last)) continue;
      copied += pages;
      count += 1;
      last = pages;
    }
    expect(count).toBeLessThanOrEqual(8);
    expect(copied).toBeLessThan(3 * 100_000);
  });
});
