// Specification of the open sends' salvage (decision 0763): when a damaged cache is moved aside and rebuilt, the sends
// the wallet broadcast and has not yet seen settle are carried into the new file; the rest of the cache refills from
// the network. The kept file is only read, every row is checked, and what could not be read is said.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDatabase } from '../../../../electron/core/cache/db';
import { createPendingRepo } from '../../../../electron/core/cache/repos/pending-repo';
import type { PendingTxRow } from '../../../../electron/core/cache/repos/pending-types';
import {
  SALVAGE_MAX_ROWS,
  salvageDetails,
  salvageOpenSends,
} from '../../../../electron/core/recovery/open-sends-salvage';
import { pendingRow } from '../cache/pending-row';

const dirs: string[] = [];
const open: Database.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const hashOf = (i: number) => i.toString(16).toUpperCase().padStart(64, '0');

/** A closed cache file holding `rows`, and its path. */
function oldCache(rows: PendingTxRow[], fill?: (db: Database.Database) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-salvage-'));
  dirs.push(dir);
  const file = path.join(dir, 'cache.sqlite.damaged-1');
  const db = openCacheDatabase(file);
  const pending = createPendingRepo(db);
  db.transaction(() => rows.forEach((row) => pending.add(row)))();
  fill?.(db);
  db.close();
  return file;
}

/** A fresh cache (the rebuilt one) and its pending repository. */
function freshCache() {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-salvage-new-'));
  dirs.push(dir);
  const db = openCacheDatabase(path.join(dir, 'cache.sqlite'));
  open.push(db);
  return { db, pending: createPendingRepo(db) };
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('carrying open sends into a rebuilt cache', () => {
  it('carries every open send (broadcasting, pending, unknown) as it was, and no settled one', () => {
    const sends = [
      pendingRow(hashOf(1), {
        status: 'broadcasting',
        txBytes: 'CgQKAggB',
        summary: { to: 'xyz1bob', amount: '5' },
      }),
      pendingRow(hashOf(2), { status: 'pending', createdAt: 2, updatedAt: 3 }),
      pendingRow(hashOf(3), { status: 'unknown', rawLog: 'timed out', networkId: 'testnet' }),
      pendingRow(hashOf(4), { status: 'included', height: 10 }),
      pendingRow(hashOf(5), { status: 'failed', code: 5 }),
      pendingRow(hashOf(6), { status: 'dropped' }),
    ];
    const file = oldCache(sends);
    const fresh = freshCache();
    expect(salvageOpenSends(file, fresh.db)).toEqual({ kept: 3, refused: 0, unreadable: false });
    expect(fresh.pending.listOpen('devnet')).toEqual([sends[0], sends[1]]);
    expect(fresh.pending.listOpen('testnet')).toEqual([sends[2]]);
    expect(fresh.pending.get('devnet', hashOf(4))).toBeNull();
  });

  it('never writes to the kept file', () => {
    const file = oldCache([pendingRow(hashOf(1))]);
    const before = digest(file);
    salvageOpenSends(file, freshCache().db);
    expect(digest(file)).toBe(before);
  });

  it('refuses rows whose bytes do not make a send (a garbled hash, a summary that is not JSON) and says so', () => {
    const file = oldCache([pendingRow(hashOf(1)), pendingRow(hashOf(2)), pendingRow(hashOf(3))], (db) => {
      db.prepare("UPDATE pending_txs SET hash = 'not-a-hash' WHERE hash = ?").run(hashOf(2));
      db.prepare("UPDATE pending_txs SET summary = '{garbled' WHERE hash = ?").run(hashOf(3));
    });
    const fresh = freshCache();
    const salvage = salvageOpenSends(file, fresh.db);
    expect(salvage).toEqual({ kept: 1, refused: 2, unreadable: false });
    expect(fresh.pending.listOpen('devnet').map((r) => r.hash)).toEqual([hashOf(1)]);
    expect(salvageDetails(salvage)).toEqual({ sendsKept: '1', sendsUnreadable: 'true' });
  });

  it('reports a file that is not a database at all as unreadable, carrying nothing', () => {
    const file = oldCache([pendingRow(hashOf(1))]);
    writeFileSync(file, Buffer.alloc(8192, 0x5a));
    const fresh = freshCache();
    const salvage = salvageOpenSends(file, fresh.db);
    expect(salvage).toEqual({ kept: 0, refused: 0, unreadable: true });
    expect(salvageDetails(salvage)).toEqual({ sendsUnreadable: 'true' });
    expect(salvageOpenSends(`${file}.missing`, fresh.db).unreadable).toBe(true);
  });

  it('reports the table unreadable when its own pages are garbled', () => {
    // Enough open sends to fill pages of their own; then every page after the schema is garbled.
    const rows = Array.from({ length: 200 }, (_, i) =>
      pendingRow(hashOf(i + 1), { rawLog: 'x'.repeat(300) }),
    );
    const file = oldCache(rows);
    const bytes = readFileSync(file);
    for (let i = 4096 * 4; i < bytes.length; i++) bytes[i] = (i * 37) & 0xff;
    writeFileSync(file, bytes);
    const salvage = salvageOpenSends(file, freshCache().db);
    expect(salvage.unreadable).toBe(true);
    expect(salvage.kept).toBeLessThan(200);
  });

  it(`reads at most ${SALVAGE_MAX_ROWS} rows (a forged file cannot make the start slow)`, () => {
    const rows = Array.from({ length: SALVAGE_MAX_ROWS + 5 }, (_, i) => pendingRow(hashOf(i + 1)));
    const fresh = freshCache();
    expect(salvageOpenSends(oldCache(rows), fresh.db).kept).toBe(SALVAGE_MAX_ROWS);
  });

  it('says nothing about sends when there were none to carry', () => {
    const salvage = salvageOpenSends(
      oldCache([pendingRow(hashOf(1), { status: 'included' })]),
      freshCache().db,
    );
    expect(salvage).toEqual({ kept: 0, refused: 0, unreadable: false });
    expect(salvageDetails(salvage)).toEqual({});
  });
});
