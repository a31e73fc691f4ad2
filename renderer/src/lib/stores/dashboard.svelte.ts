// Dashboard data for the active account: paints from core's cached answer, refreshes when core pushes a change.
import type { ErrorInfo } from '../../../../shared/api';
import { callPending, onEvent } from '../api';
import type { DashboardView } from '../contract-pending';
import { status } from './status.svelte';

export class DashboardStore {
  view = $state.raw<DashboardView | null>(null);
  error = $state.raw<ErrorInfo | null>(null);
  loading = $state(false);
  #accountId: string | null = null;

  /** Loads the dashboard of `accountId` and keeps it current until the returned function is called. */
  connect(accountId: string): () => void {
    this.#accountId = accountId;
    if (this.view?.accountId !== accountId) this.view = null;
    void this.load();
    const reloadIfMine = (p: { accountId: string }) => {
      if (p.accountId === this.#accountId) void this.load();
    };
    const offs = [
      onEvent('balances/changed', reloadIfMine),
      onEvent('holdings/changed', reloadIfMine),
      onEvent('history/changed', reloadIfMine),
      onEvent('tx/status', (p) => p.status === 'included' && reloadIfMine(p)),
      onEvent('node/status', () => void this.load()),
    ];
    return () => offs.forEach((off) => off());
  }

  async load(): Promise<void> {
    const accountId = this.#accountId;
    if (!accountId) return;
    this.loading = true;
    const r = await callPending<DashboardView>('dashboard/get', { accountId });
    this.loading = false;
    if (accountId !== this.#accountId) return;
    if (r.ok) {
      this.view = r.value;
      this.error = null;
      if (r.value.node) status.node.seed(r.value.node);
    } else this.error = r.error;
  }
}

export const dashboard = new DashboardStore();
