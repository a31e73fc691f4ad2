// Each numbered migration keeps the data written under the previous schema and adds its own tables.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../electron/core/cache/db';
import { LATEST_VERSION, migrate, schemaVersion } from '../../../../electron/core/cache/migrations';
import { createRepositories } from '../../../../electron/core/cache/repositories';

function tables(db: ReturnType<typeof openDatabase>): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (r) => r.name,
  );
}

function dump(db: ReturnType<typeof openDatabase>, table: string): unknown[] {
  return db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all();
}

describe('schema migrations', () => {
  it('a new database is migrated to the latest version with strict tables', () => {
    const db = openDatabase(':memory:');
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    const sql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table'").all() as { sql: string }[];
    for (const { sql: ddl } of sql) expect(ddl).toMatch(/STRICT$/);
  });

  it('migration 1 creates the wallet record tables', () => {
    const db = openDatabase(':memory:', { targetVersion: 0 });
    expect(tables(db)).toEqual([]);
    migrate(db, 1);
    expect(tables(db)).toEqual(['accounts', 'address_book', 'kv', 'network_profiles']);
  });

  it('migration 2 keeps wallet records and adds balances, tokens and holdings', () => {
    const db = openDatabase(':memory:', { targetVersion: 1 });
    db.prepare(
      `INSERT INTO accounts (id, name, kind, address, secret_id, hd_index, coin_type, pubkey, created_at, position)
       VALUES ('a1', 'Main', 'watch_only', 'xyz1abc', NULL, NULL, NULL, NULL, 1, 1)`,
    ).run();
    db.prepare(`INSERT INTO kv (key, value) VALUES ('settings', '{"feeTier":"low"}')`).run();
    const before = { accounts: dump(db, 'accounts'), kv: dump(db, 'kv') };
    migrate(db, 2);
    expect({ accounts: dump(db, 'accounts'), kv: dump(db, 'kv') }).toEqual(before);
    expect(tables(db)).toEqual(
      expect.arrayContaining(['balances', 'balance_snapshots', 'tokens', 'token_lists', 'token_progress', 'holdings']),
    );
    expect(schemaVersion(db)).toBe(2);
  });

  it('migration 3 keeps balances and tokens and adds history, cursors and pending transactions', () => {
    const db = openDatabase(':memory:', { targetVersion: 2 });
    db.prepare(`INSERT INTO balance_snapshots VALUES ('devnet', 'xyz1abc', 5)`).run();
    db.prepare(`INSERT INTO balances VALUES ('devnet', 'xyz1abc', 'total', 'uxyz', '1500000')`).run();
    const before = { snapshots: dump(db, 'balance_snapshots'), balances: dump(db, 'balances') };
    migrate(db, 3);
    expect({ snapshots: dump(db, 'balance_snapshots'), balances: dump(db, 'balances') }).toEqual(before);
    expect(tables(db)).toEqual(expect.arrayContaining(['history', 'history_cursors', 'pending_txs']));
    const repos = createRepositories(db);
    expect(repos.balances.get('devnet', 'xyz1abc')).toEqual({
      entries: [{ kind: 'total', denom: 'uxyz', amount: '1500000' }],
      updatedAt: 5,
    });
  });

  it('running migrations twice changes nothing', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toBe(LATEST_VERSION);
    expect(migrate(db)).toBe(LATEST_VERSION);
  });

  it('refuses a database written by a newer app instead of rewriting it', () => {
    const db = openDatabase(':memory:');
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(/newer version/);
  });
});
