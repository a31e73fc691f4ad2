// The cache file's size (issue 33): history rows are stored once and lean (migration 9), the file gives freed pages
// back (incremental auto-vacuum, also for a file made before), and rewriting a whole history leaves it the same size.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { CACHE_MIGRATIONS, migrate } from '../../../../electron/core/cache/migrations';
import { createCheckpointDeferral } from '../../../../electron/core/cache/checkpoints';
import { KEEP_FREE_PAGES } from '../../../../electron/core/cache/incremental-vacuum';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import type { HistoryRow } from '../../../../electron/core/cache/repos/history-types';
import { historyRowAt, tokenRowAt } from '../../../bench/support/big-cache';
import { insertOldRow } from './old-history-rows';

const ME = 'xyz1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqme0000';
const OTHER = 'xyz1otherrrrrrrrrrrrrrrrrrrrrrrrrrrrrr0ther';
const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-cache-size-'));
  dirs.push(dir);
  return path.join(dir, 'wallet-cache.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const rows = (address: string, n: number): HistoryRow[] =>
  Array.from({ length: n }, (_, i) => historyRowAt(address, i, n));
const repositories = (cache: Database.Database) => createRepositories(openRecordsDatabase(':memory:'), cache);
const words = (text: string) => [{ text, addresses: [] }];

/** A cache file as schema 8 left it (no incremental auto-vacuum), with history rows of two accounts and tokens. */
function schema8File(file: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  migrate(db, CACHE_MIGRATIONS, 8);
  for (const r of rows(ME, 30)) insertOldRow(db, 'devnet', ME, r);
  for (const r of rows(OTHER, 5)) insertOldRow(db, 'devnet', OTHER, r);
  const insertToken = db.prepare(
    `INSERT INTO tokens (network_id, address, name, symbol, image, description, creator, source, graduated,
       xyz_reserves, current_price, volume_24h, trade_count_24h, created_at, first_seen_at, pair)
     VALUES ('devnet', @address, @name, @symbol, NULL, NULL, NULL, 'amm', 0, '1', '2', '3', 4, NULL, @firstSeenAt, NULL)`,
  );
  // Tokens deleted and added again leave gaps in the rowids: a VACUUM may close them (and the text index is by rowid).
  for (let i = 0; i < 40; i++) insertToken.run(tokenRowAt(i, 40));
  db.prepare('DELETE FROM tokens WHERE address IN (SELECT address FROM tokens WHERE rowid % 3 = 0)').run();
  db.close();
}

describe('cache migration 9 (lean history)', () => {
  it('keeps every row of every account, newest first, and their search', () => {
    const file = tempFile();
    schema8File(file);
    const history = repositories(openCacheDatabase(file)).history;
    expect(history.count('devnet', ME)).toBe(30);
    expect(history.count('devnet', OTHER)).toBe(5);
    expect(history.page('devnet', ME, { limit: 100 })).toEqual(rows(ME, 30).reverse());
    const memo = history.search('devnet', ME, { terms: words('payment'), limit: 10 });
    expect(memo.map((r) => r.memo)).toEqual(['payment 20 of 30', 'payment 10 of 30', 'payment 0 of 30']);
    expect(
      history.search('devnet', OTHER, { terms: words('payment'), limit: 10 }).map((r) => r.memo),
    ).toEqual(['payment 0 of 5']);
  });

  it('stores the network and address once per account, not on every row', () => {
    const db = openCacheDatabase(':memory:');
    repositories(db).history.upsertMany('devnet', ME, rows(ME, 10));
    const columns = (db.prepare('PRAGMA table_info(history)').all() as Array<{ name: string }>).map(
      (c) => c.name,
    );
    expect(columns).not.toContain('address');
    expect(columns).not.toContain('network_id');
    expect(db.prepare('SELECT count(*) AS n FROM history_owners').get()).toEqual({ n: 1 });
  });
});

describe('incremental auto-vacuum', () => {
  it('is how a new cache file is made', () => {
    const db = openCacheDatabase(tempFile());
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
  });

  it('converts a file made before, keeping the token list and its text search whole', () => {
    const file = tempFile();
    schema8File(file);
    const before = new Database(file);
    const tokensBefore = before.prepare('SELECT * FROM tokens ORDER BY address').all();
    before.close();
    const db = openCacheDatabase(file);
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(db.prepare('SELECT * FROM tokens ORDER BY address').all()).toEqual(tokensBefore);
    const found = repositories(db).tokens.window('devnet', {
      query: 'Token 13 of',
      filter: 'all',
      sort: 'newest',
      hidden: [],
      showHidden: false,
      offset: 0,
      limit: 10,
    });
    expect(found.rows.map((t) => t.name)).toEqual(['Token 13 of 40']);
    db.exec("INSERT INTO tokens_fts (tokens_fts) VALUES ('integrity-check')");
  });

  it('leaves a history the same size after ten full resyncs, each rewriting every row', async () => {
    const file = tempFile();
    const db = openCacheDatabase(file);
    const repos = repositories(db);
    const defer = createCheckpointDeferral(db);
    const all = rows(ME, 1500);
    const resync = (round: number) =>
      defer(async () => {
        // Every row comes back different (memo and log): each is rewritten and indexed again.
        const changed = all.map((r) => ({
          ...r,
          memo: `${r.memo} round ${round % 2}`,
          rawLog: `log ${round % 2}`,
        }));
        for (let i = 0; i < changed.length; i += 500)
          repos.history.upsertMany('devnet', ME, changed.slice(i, i + 500));
      });
    const sizeAfter = async (round: number) => {
      await resync(round);
      db.pragma('wal_checkpoint(TRUNCATE)');
      return statSync(file).size;
    };
    await sizeAfter(0);
    const afterOne = await sizeAfter(1);
    for (let round = 2; round < 10; round++) await sizeAfter(round);
    const afterTen = await sizeAfter(10);
    expect(repos.history.count('devnet', ME)).toBe(1500);
    expect(repos.history.search('devnet', ME, { terms: words('round'), limit: 1 })[0]?.memo).toMatch(
      /round 0$/,
    );
    expect(afterTen).toBeLessThanOrEqual(afterOne * 1.02);
    expect(Number(db.pragma('freelist_count', { simple: true }))).toBeLessThanOrEqual(KEEP_FREE_PAGES);
  });

  it('gives pages freed by a bulk write back to the file system', async () => {
    const file = tempFile();
    const db = openCacheDatabase(file);
    repositories(db).history.upsertMany('devnet', ME, rows(ME, 2000));
    db.pragma('wal_checkpoint(TRUNCATE)');
    const full = statSync(file).size;
    await createCheckpointDeferral(db)(async () => void db.exec('DELETE FROM history'));
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(statSync(file).size).toBeLessThan(full / 4);
  });
});
