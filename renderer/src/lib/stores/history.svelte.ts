// Transaction history of the active account, paged from core's cache (newest first); type/direction filters are views.
import type { ErrorInfo } from '../../../../shared/api';
import type { HistoryEntry } from '../../../../shared/api/data';
import { call, onEvent } from '../api';
import { mergeNewest } from '../history-merge';
import { rowType } from '../tx-summary';
import { dateStamp } from '../money';

export type HistoryType = 'all' | 'send' | 'delegate' | 'contract' | 'bridge' | 'other';
export type HistoryDirection = 'all' | 'in' | 'out' | 'self';

export const PAGE_SIZE = 50;

/** Pure: the rows matching the filters. */
export function filterRows(
  rows: readonly HistoryEntry[],
  type: HistoryType,
  direction: HistoryDirection,
): HistoryEntry[] {
  return rows.filter(
    (r) => (type === 'all' || rowType(r) === type) && (direction === 'all' || r.direction === direction),
  );
}

export class HistoryStore {
  rows = $state.raw<HistoryEntry[]>([]);
  stored = $state(0);
  complete = $state(false);
  updatedAt = $state<number | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  loaded = $state(false);
  type = $state<HistoryType>('all');
  direction = $state<HistoryDirection>('all');
  /** True while older pages are being read to fill a filtered view (see fillFilter). */
  filling = $state(false);
  #accountId: string | null = null;
  #loading = false;
  #exhausted = false;

  visible = $derived(filterRows(this.rows, this.type, this.direction));

  connect(accountId: string): () => void {
    if (this.#accountId !== accountId) {
      this.rows = [];
      this.loaded = false;
    }
    this.#accountId = accountId;
    void this.reload();
    void call('history/sync', { accountId });
    return onEvent('history/changed', (p) => {
      if (p.accountId === this.#accountId) void this.reload();
    });
  }

  /** Re-reads the newest page and merges it into the rows loaded so far (older pages stay loaded). */
  async reload(): Promise<void> {
    const accountId = this.#accountId;
    if (!accountId) return;
    const r = await call('history/page', { accountId, limit: PAGE_SIZE });
    if (accountId !== this.#accountId) return;
    this.loaded = true;
    if (!r.ok) return void (this.error = r.error);
    this.error = null;
    const merged = mergeNewest(r.value.rows, this.rows, PAGE_SIZE);
    this.rows = merged.rows;
    if (r.value.rows.length < PAGE_SIZE) this.#exhausted = true;
    else if (merged.gap || this.rows.length === r.value.rows.length) this.#exhausted = false;
    this.#meta(r.value);
  }

  /** Loads the next page after the last loaded row. */
  async more(): Promise<void> {
    const accountId = this.#accountId;
    const last = this.rows.at(-1);
    if (!accountId || !last || this.#loading || this.#exhausted) return;
    this.#loading = true;
    const r = await call('history/page', {
      accountId,
      limit: PAGE_SIZE,
      before: { height: last.height, hash: last.hash },
    });
    this.#loading = false;
    if (accountId !== this.#accountId || !r.ok) return;
    this.#exhausted = r.value.rows.length < PAGE_SIZE;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local lookup, never read reactively
    const known = new Set(this.rows.map((row) => row.hash));
    this.rows = [...this.rows, ...r.value.rows.filter((row) => !known.has(row.hash))];
    this.#meta(r.value);
  }

  /**
   * Filters run over the rows loaded so far: while a filter matches less than a page of them and the cache holds
   * older rows, read older pages, so a filter never looks empty only because its matches are further back.
   */
  async fillFilter(): Promise<void> {
    if (this.filling) return;
    this.filling = true;
    try {
      const accountId = this.#accountId;
      const wanted = () => this.type !== 'all' || this.direction !== 'all';
      while (
        accountId === this.#accountId &&
        wanted() &&
        !this.#exhausted &&
        filterRows(this.rows, this.type, this.direction).length < PAGE_SIZE
      ) {
        const before = this.rows.length;
        await this.more();
        if (this.rows.length === before) break; // another read is running, or nothing new: its answer re-triggers us
      }
    } finally {
      this.filling = false;
    }
  }

  #meta(page: { stored: number; complete: boolean; updatedAt: number | null }): void {
    this.stored = page.stored;
    this.complete = page.complete;
    this.updatedAt = page.updatedAt;
  }

  find(hash: string): HistoryEntry | null {
    return this.rows.find((r) => r.hash === hash) ?? null;
  }

  async exportCsv(): Promise<{ csv: string; filename: string } | ErrorInfo> {
    if (!this.#accountId) return { code: 'not_found', message: 'No account.' };
    const r = await call('history/export-csv', { accountId: this.#accountId });
    return r.ok ? { csv: r.value.csv, filename: `xyz-history-${dateStamp(Date.now())}.csv` } : r.error;
  }
}

export const history = new HistoryStore();
