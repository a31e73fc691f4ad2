// Issue 33's cache file size: bytes on disk per history row at 100,000 rows (--scale multiplies), after a sync, after
// a full resync and after ten (budget 1 KB a row each; the file after ten resyncs no larger than after one). The
// rows are written as the sync writes them: pages of 100 newest first, 8 pages per transaction, checkpoints deferred
// over the run. Reference: the rows' own bytes (the columns' text as stored), the floor any encoding of them meets.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCheckpointDeferral } from '../../electron/core/cache/checkpoints';
import { cacheFilePath, openCacheDatabase, openRecordsDatabase } from '../../electron/core/cache/db';
import { createRepositories } from '../../electron/core/cache/repositories';
import type { HistoryRow } from '../../electron/core/cache/repos/history-types';
import { DEVNET_PROFILE_ID } from '../../electron/core/config/devnet-profile';
import { DEVNET_KEYS } from '../../devnet/chain/genesis-keys';
import { failedFigure, type Budget, type Figure } from './lib/figures';
import { historyRowAt } from './support/big-cache';

const PER_ROW_BUDGET: Budget = { op: '<=', value: 1, stat: 'max' };
const GROWTH_BUDGET: Budget = { op: '<=', value: 2, stat: 'max' };
const RESYNCS = 10;
const PAGE = 100;
const PAGES_PER_TRANSACTION = 8;

/** The bytes of a row's own values as the cache stores them (JSON for fee and messages). Pure. */
export function rowBytes(r: HistoryRow): number {
  return (
    r.hash.length +
    8 +
    r.timestamp.length +
    1 +
    Buffer.byteLength(r.memo) +
    JSON.stringify(r.fee).length +
    Buffer.byteLength(JSON.stringify(r.messages)) +
    r.direction.length +
    Buffer.byteLength(r.rawLog)
  );
}

/** Size on disk of the cache file and its WAL, bytes. */
const onDisk = (file: string) =>
  statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);

/** Writes `rows` (newest first) as a sync run does; `round` > 0 makes every row differ (a resync rewriting it). */
async function syncRows(dataDir: string, rows: readonly HistoryRow[], round: number): Promise<number> {
  const file = cacheFilePath(dataDir);
  const cache = openCacheDatabase(file);
  const records = openRecordsDatabase(':memory:');
  try {
    const repos = createRepositories(records, cache);
    const address = DEVNET_KEYS.alice.address;
    await createCheckpointDeferral(cache)(async () => {
      const batch = PAGE * PAGES_PER_TRANSACTION;
      for (let i = 0; i < rows.length; i += batch) {
        const slice = rows.slice(i, i + batch);
        const written =
          round === 0
            ? slice
            : slice.map((r) => ({ ...r, memo: `${r.memo} r${round % 2}`, rawLog: `resync ${round % 2}` }));
        repos.transaction(() => {
          for (let p = 0; p < written.length; p += PAGE)
            repos.history.upsertMany(DEVNET_PROFILE_ID, address, written.slice(p, p + PAGE));
        });
      }
    });
  } finally {
    cache.close();
    records.close();
  }
  return onDisk(file);
}

export async function benchCacheSize(opts: { rows: number; log: (line: string) => void }): Promise<Figure[]> {
  const n = opts.rows.toLocaleString('en-US');
  const label = (when: string) => `Cache file per history row at ${n} rows, ${when}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-bench-cache-size-'));
  try {
    const address = DEVNET_KEYS.alice.address;
    const rows = Array.from({ length: opts.rows }, (_, i) =>
      historyRowAt(address, opts.rows - 1 - i, opts.rows),
    );
    const ownBytes = rows.reduce((sum, r) => sum + rowBytes(r), 0) / rows.length / 1024;
    const perRow = (bytes: number) => bytes / opts.rows / 1024;
    opts.log(`cache size: syncing ${n} rows`);
    const synced = await syncRows(dataDir, rows, 0);
    const resynced: number[] = [];
    for (let round = 1; round <= RESYNCS; round++) {
      opts.log(`cache size: full resync ${round} of ${RESYNCS}`);
      resynced.push(await syncRows(dataDir, rows, round));
    }
    const reference = { label: "the rows' own bytes, KB per row", samples: [ownBytes] };
    const growth = ((resynced.at(-1)! - resynced[0]!) / resynced[0]!) * 100;
    return [
      {
        id: 'cache.after-sync',
        label: label('after a sync'),
        unit: 'KB',
        samples: [perRow(synced)],
        budget: PER_ROW_BUDGET,
        reference,
        note: `${(synced / 2 ** 20).toFixed(1)} MB (file + WAL after the core closed); rows as tests/bench/support/big-cache.ts makes them, written in sync order.`,
      },
      {
        id: 'cache.after-resync',
        label: label('after a full resync (every row rewritten)'),
        unit: 'KB',
        samples: [perRow(resynced[0]!)],
        budget: PER_ROW_BUDGET,
        reference,
      },
      {
        id: 'cache.after-ten-resyncs',
        label: label(`after ${RESYNCS} full resyncs`),
        unit: 'KB',
        samples: [perRow(resynced.at(-1)!)],
        budget: PER_ROW_BUDGET,
        reference,
        note: `MB after each resync: ${resynced.map((b) => (b / 2 ** 20).toFixed(1)).join(', ')}.`,
      },
      {
        id: 'cache.resync-growth',
        label: `Cache file growth from the first full resync to the ${RESYNCS}th`,
        unit: '%',
        samples: [growth],
        budget: GROWTH_BUDGET,
        reference: { label: 'MB after the first resync', samples: [resynced[0]! / 2 ** 20] },
      },
    ];
  } catch (error) {
    return [failedFigure('cache.after-sync', label('after a sync'), 'KB', PER_ROW_BUDGET, error)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
