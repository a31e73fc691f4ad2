// Transaction history of the active account, paged from core's cache with type/direction filters.
import type { ErrorInfo } from '../../../../shared/api';
import { callPending, onEvent } from '../api';
import type { HistoryPage, HistoryRow } from '../contract-pending';

export type HistoryType = 'all' | 'send' | 'delegate' | 'contract' | 'bridge' | 'other';
export type HistoryDirection = 'all' | 'in' | 'out' | 'self';

export const PAGE_SIZE = 50;

/** The kind of the first message of a row, from its type URL in either dialect. */
export function rowType(row: HistoryRow): Exclude<HistoryType, 'all'> {
  const type = row.messages[0]?.['@type'] ?? '';
  if (/bank\.v1beta1\.MsgSend$/.test(type)) return 'send';
  if (/staking\.v1beta1\.MsgDelegate$/.test(type)) return 'delegate';
  if (/wasm\.v1\.Msg(Execute|Instantiate)Contract$/.test(type)) return 'contract';
  if (/MsgBurnForBridgeOut$/.test(type)) return 'bridge';
  return 'other';
}

export class HistoryStore {
  rows = $state.raw<HistoryRow[]>([]);
  total = $state(0);
  updatedAt = $state<number | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  loaded = $state(false);
  type = $state<HistoryType>('all');
  direction = $state<HistoryDirection>('all');
  #accountId: string | null = null;
  #loading = false;

  hasMore = $derived(this.rows.length < this.total);

  connect(accountId: string): () => void {
    if (this.#accountId !== accountId) {
      this.rows = [];
      this.loaded = false;
    }
    this.#accountId = accountId;
    void this.reload();
    return onEvent('history/changed', (p) => {
      if (p.accountId === this.#accountId) void this.reload();
    });
  }

  setFilter(type: HistoryType, direction: HistoryDirection): void {
    this.type = type;
    this.direction = direction;
    void this.reload();
  }

  async reload(): Promise<void> {
    await this.#fetch(0, Math.max(PAGE_SIZE, this.rows.length), true);
  }

  async more(): Promise<void> {
    if (this.hasMore) await this.#fetch(this.rows.length, PAGE_SIZE, false);
  }

  async #fetch(offset: number, limit: number, replace: boolean): Promise<void> {
    const accountId = this.#accountId;
    if (!accountId || (this.#loading && !replace)) return;
    this.#loading = true;
    const r = await callPending<HistoryPage>('history/page', {
      accountId,
      offset,
      limit: Math.min(limit, 100),
      ...(this.type !== 'all' ? { type: this.type } : {}),
      ...(this.direction !== 'all' ? { direction: this.direction } : {}),
    });
    this.#loading = false;
    if (accountId !== this.#accountId) return;
    this.loaded = true;
    if (!r.ok) {
      this.error = r.error;
      return;
    }
    this.error = null;
    this.rows = replace ? r.value.rows : [...this.rows, ...r.value.rows];
    this.total = r.value.total;
    this.updatedAt = r.value.updatedAt;
  }

  find(hash: string): HistoryRow | null {
    return this.rows.find((r) => r.hash === hash) ?? null;
  }

  async exportCsv(): Promise<{ csv: string; filename: string } | ErrorInfo> {
    const r = await callPending<{ csv: string; filename: string }>('history/export-csv', { accountId: this.#accountId });
    return r.ok ? r.value : r.error;
  }
}

export const history = new HistoryStore();
