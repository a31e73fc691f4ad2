// Cache migration 5 lets a pending row end 'dropped' and keeps every row written under schema 4.
import { describe, expect, it } from 'vitest';
import { openCacheDatabase } from '../../../../electron/core/cache/db';
import { CACHE_MIGRATIONS, migrate } from '../../../../electron/core/cache/migrations';
import { createPendingRepo } from '../../../../electron/core/cache/repos/pending-repo';
import { pendingRow } from './pending-row';

const ROW = pendingRow('AB'.repeat(32), {
  accountId: 'acc',
  address: 'xyz1a',
  status: 'unknown',
  summary: { text: 'Send 1 XYZ' },
  txBytes: 'AAAA',
  updatedAt: 2,
});

describe('cache migration 5 (pending-dropped)', () => {
  it('schema 4 refuses a dropped row; schema 5 keeps the old rows and accepts it', () => {
    const db = openCacheDatabase(':memory:', { targetVersion: 4 });
    const repo4 = createPendingRepo(db);
    repo4.add(ROW);
    expect(() => repo4.update('devnet', ROW.hash, { status: 'dropped' })).toThrow(/CHECK/);
    expect(migrate(db, CACHE_MIGRATIONS, 5)).toBe(5);
    const repo5 = createPendingRepo(db);
    expect(repo5.get('devnet', ROW.hash)).toEqual(ROW);
    expect(repo5.update('devnet', ROW.hash, { status: 'dropped', updatedAt: 3 })?.status).toBe('dropped');
    expect(repo5.get('devnet', ROW.hash)?.status).toBe('dropped');
    expect(repo5.listOpen('devnet')).toEqual([]);
    expect(repo5.listForAccount('devnet', 'acc')).toHaveLength(1);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
