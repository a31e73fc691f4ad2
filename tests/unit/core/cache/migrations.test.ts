// Each numbered migration (records file and cache file) keeps the data written under the previous schema and
// adds its own tables; every table is STRICT.
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import {
  CACHE_MIGRATIONS,
  latestVersion,
  migrate,
  RECORDS_MIGRATIONS,
  schemaVersion,
} from '../../../../electron/core/cache/migrations';
import { createRepositories } from '../../../../electron/core/cache/repositories';

function tables(db: Database.Database): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((r) => r.name);
}

function dump(db: Database.Database, table: string): unknown[] {
  return db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
}

describe('schema migrations', () => {
  it('new files are migrated to the latest versions with strict tables only', () => {
    for (const [db, list] of [
      [openRecordsDatabase(':memory:'), RECORDS_MIGRATIONS],
      [openCacheDatabase(':memory:'), CACHE_MIGRATIONS],
    ] as const) {
      expect(schemaVersion(db)).toBe(latestVersion(list));
      // The full-text index (a virtual table and the shadow tables FTS5 owns) cannot be STRICT.
      const ddl = db
        .prepare(
          "SELECT sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'history_fts%' AND name NOT LIKE 'tokens_fts%'",
        )
        .all() as { sql: string }[];
      for (const { sql } of ddl) expect(sql).toMatch(/STRICT$/);
    }
  });

  it('numbers each list 1..N without gaps', () => {
    expect(RECORDS_MIGRATIONS.map((m) => m.version)).toEqual([1, 2, 3, 4]);
    expect(CACHE_MIGRATIONS.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('records migration 1 creates the wallet record tables', () => {
    const db = openRecordsDatabase(':memory:', { targetVersion: 0 });
    expect(tables(db)).toEqual([]);
    migrate(db, RECORDS_MIGRATIONS, 1);
    expect(tables(db)).toEqual(['accounts', 'address_book', 'kv', 'network_profiles']);
  });

  it('records migration 2 keeps every account (order, index) and accepts Ledger accounts', () => {
    const db = openRecordsDatabase(':memory:', { targetVersion: 1 });
    db.prepare(
      `INSERT INTO accounts (id, name, kind, address, secret_id, hd_index, coin_type, pubkey, created_at, position)
       VALUES ('a', 'Main', 'mnemonic', 'xyz1a', 's1', 0, 118, 'pk', 5, 0)`,
    ).run();
    const ledgerRow = `INSERT INTO accounts (id, name, kind, address, secret_id, hd_index, coin_type, pubkey,
      created_at, position) VALUES ('l', 'Nano', 'ledger', 'xyz1l', NULL, 3, 118, 'pk2', 6, 1)`;
    expect(() => db.prepare(ledgerRow).run()).toThrow(/CHECK constraint/);
    const before = dump(db, 'accounts');
    migrate(db, RECORDS_MIGRATIONS, 2);
    expect(dump(db, 'accounts')).toEqual(before);
    db.prepare(ledgerRow).run();
    expect(createRepositories(db, openCacheDatabase(':memory:')).accounts.get('l')).toMatchObject({
      kind: 'ledger',
      hdIndex: 3,
      secretId: null,
    });
    const indexes = db.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'accounts'",
    );
    expect(indexes.all()).toContainEqual({ name: 'accounts_secret_hd' });
  });

  it('cache migration 1 creates balances, tokens and holdings', () => {
    const db = openCacheDatabase(':memory:', { targetVersion: 0 });
    expect(tables(db)).toEqual([]);
    migrate(db, CACHE_MIGRATIONS, 1);
    expect(tables(db)).toEqual([
      'balance_snapshots',
      'balances',
      'holding_snapshots',
      'holdings',
      'token_lists',
      'token_progress',
      'tokens',
    ]);
  });

  it('cache migration 2 keeps balances and adds history, cursors and pending transactions', () => {
    const db = openCacheDatabase(':memory:', { targetVersion: 1 });
    db.prepare(`INSERT INTO balance_snapshots VALUES ('devnet', 'xyz1abc', 5)`).run();
    db.prepare(`INSERT INTO balances VALUES ('devnet', 'xyz1abc', 'total', 'uxyz', '1500000')`).run();
    const before = { snapshots: dump(db, 'balance_snapshots'), balances: dump(db, 'balances') };
    migrate(db, CACHE_MIGRATIONS, 2);
    expect({ snapshots: dump(db, 'balance_snapshots'), balances: dump(db, 'balances') }).toEqual(before);
    expect(tables(db)).toEqual(expect.arrayContaining(['history', 'history_cursors', 'pending_txs']));
    migrate(db, CACHE_MIGRATIONS); // the repositories speak the latest schema
    const repos = createRepositories(openRecordsDatabase(':memory:'), db);
    expect(repos.balances.get('devnet', 'xyz1abc')).toEqual({
      entries: [{ kind: 'total', denom: 'uxyz', amount: '1500000' }],
      updatedAt: 5,
    });
  });

  it('cache migration 3 keeps cached tokens and gives them a pair column, null until the backend names one', () => {
    const db = openCacheDatabase(':memory:', { targetVersion: 2 });
    db.prepare(
      `INSERT INTO tokens (network_id, address, name, symbol, image, description, creator, source, graduated,
         xyz_reserves, current_price, volume_24h, trade_count_24h, created_at, first_seen_at)
       VALUES ('devnet', 'xyz1amm', 'Moon', 'MOON', NULL, NULL, NULL, 'amm', 0, '1', '2', '3', 4, NULL, '2026-11-22T07:00:00.000Z')`,
    ).run();
    migrate(db, CACHE_MIGRATIONS, 3);
    const repos = createRepositories(openRecordsDatabase(':memory:'), db);
    expect(repos.tokens.get('devnet', 'xyz1amm')).toMatchObject({
      symbol: 'MOON',
      source: 'amm',
      pair: null,
    });
    const row = repos.tokens.get('devnet', 'xyz1amm')!;
    repos.tokens.replaceAll('devnet', [{ ...row, pair: 'xyz1pair' }], 9);
    expect(repos.tokens.get('devnet', 'xyz1amm')?.pair).toBe('xyz1pair');
  });

  it('cache migration 4 keeps cached tokens and adds token images: an image or a failure per URL, never both', () => {
    const db = openCacheDatabase(':memory:', { targetVersion: 3 });
    db.prepare(
      `INSERT INTO tokens (network_id, address, name, symbol, image, description, creator, source, graduated,
         xyz_reserves, current_price, volume_24h, trade_count_24h, created_at, first_seen_at, pair)
       VALUES ('devnet', 'xyz1moon', 'Moon', 'MOON', 'https://cdn.example/moon.png', NULL, NULL, 'launchpad', 0,
         '1', '2', '3', 4, NULL, '2026-11-22T07:00:00.000Z', NULL)`,
    ).run();
    const tokensBefore = dump(db, 'tokens');
    migrate(db, CACHE_MIGRATIONS, 4);
    expect(dump(db, 'tokens')).toEqual(tokensBefore);
    const repos = createRepositories(openRecordsDatabase(':memory:'), db);
    repos.tokenImages.putImage('https://cdn.example/moon.png', 'image/png', new Uint8Array([1, 2, 3]), 5);
    repos.tokenImages.putFailure('https://cdn.example/gone.png', 'http_status', 6);
    expect(repos.tokenImages.get('https://cdn.example/moon.png')).toEqual({
      url: 'https://cdn.example/moon.png',
      kind: 'image',
      mime: 'image/png',
      body: new Uint8Array([1, 2, 3]),
      fetchedAt: 5,
    });
    expect(repos.tokenImages.get('https://cdn.example/gone.png')).toMatchObject({
      kind: 'failure',
      fetchedAt: 6,
    });
    expect(repos.tokenImages.totalBytes()).toBe(3);
    expect(() =>
      db
        .prepare(
          "INSERT INTO token_images (url, mime, body, bytes, failure, fetched_at, used_at) VALUES ('x', 'image/png', x'01', 1, 'bad_type', 1, 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
  });

  it('running migrations twice changes nothing', () => {
    const db = openCacheDatabase(':memory:');
    expect(migrate(db, CACHE_MIGRATIONS)).toBe(latestVersion(CACHE_MIGRATIONS));
    expect(migrate(db, CACHE_MIGRATIONS)).toBe(latestVersion(CACHE_MIGRATIONS));
  });

  it('refuses a database written by a newer app instead of rewriting it', () => {
    const db = openRecordsDatabase(':memory:');
    db.pragma(`user_version = ${RECORDS_MIGRATIONS.length + 1}`);
    expect(() => migrate(db, RECORDS_MIGRATIONS)).toThrow(/newer version/);
  });
});
