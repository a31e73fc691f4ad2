// The per-day native effects of an account's cached history, kept per core between `charts/portfolio` calls: the
// dashboard reloads its chart after every refresh, and re-reading 100,000 rows each time cost seconds (decision 0602).
// A later call reads only the rows added above the newest one it has seen; when the stored count says rows were added
// anywhere else (a backfill, a rebuilt cache), the whole history is read again.
import type { CacheRepositories } from '../cache/repositories-types';
import type { HistoryRow } from '../cache/repos/history-types';
import { allHistory } from './portfolio-inputs';
import { addDayDeltas, type DayDelta } from './portfolio-series';

/** Rows read per page when looking for the newest rows. */
const NEWER_CHUNK = 200;

interface Kept {
  byDay: Map<string, DayDelta>;
  newest: { height: number; hash: string } | null;
  rows: number;
}

const isNewer = (row: HistoryRow, than: { height: number; hash: string }) =>
  row.height > than.height || (row.height === than.height && row.hash > than.hash);

export interface PortfolioDeltas {
  /** The account's native effects per UTC day, from every cached row. */
  read(networkId: string, address: string): Promise<ReadonlyMap<string, DayDelta>>;
}

export function createPortfolioDeltas(db: Pick<CacheRepositories, 'history'>): PortfolioDeltas {
  const kept = new Map<string, Kept>();

  /** The rows above `newest`, newest first. */
  const rowsAbove = (networkId: string, address: string, newest: { height: number; hash: string }) => {
    const rows: HistoryRow[] = [];
    for (;;) {
      const last = rows[rows.length - 1];
      const page = db.history.page(networkId, address, {
        limit: NEWER_CHUNK,
        ...(last ? { before: { height: last.height, hash: last.hash } } : {}),
      });
      const newer = page.filter((row) => isNewer(row, newest));
      rows.push(...newer);
      if (newer.length < page.length || page.length < NEWER_CHUNK) return rows;
    }
  };

  const readNow = async (key: string, networkId: string, address: string) => {
    const stored = db.history.count(networkId, address);
    const before = kept.get(key);
    if (before?.newest) {
      const added = rowsAbove(networkId, address, before.newest);
      if (before.rows + added.length === stored) {
        addDayDeltas(before.byDay, added, address);
        if (added[0]) before.newest = { height: added[0].height, hash: added[0].hash };
        before.rows = stored;
        return before.byDay;
      }
    }
    const rows = await allHistory(db, networkId, address);
    const fresh: Kept = {
      byDay: addDayDeltas(new Map(), rows, address),
      newest: rows[0] ? { height: rows[0].height, hash: rows[0].hash } : null,
      rows: rows.length,
    };
    kept.set(key, fresh);
    return fresh.byDay;
  };

  /** Reads of one account run one after the other: a second caller then only folds in what the first did not see. */
  const running = new Map<string, Promise<ReadonlyMap<string, DayDelta>>>();
  return {
    read(networkId, address) {
      const key = `${networkId}\n${address}`;
      const previous = running.get(key)?.catch(() => undefined) ?? Promise.resolve();
      const next = previous.then(() => readNow(key, networkId, address));
      running.set(key, next);
      const forget = () => void (running.get(key) === next && running.delete(key));
      next.then(forget, forget);
      return next;
    },
  };
}
