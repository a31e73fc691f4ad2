// Dashboard of the active account: paints from core's cached answer, reloads when core pushes a change (core follows
// the chain, so an incoming transfer is pushed too; nothing here polls).
import type { ErrorInfo } from '../../../../shared/api';
import type { Dashboard, HistoryEntry } from '../../../../shared/api/data';
import { afterNextPaint } from '../after-paint';
import { call, onEvent } from '../api';
import { coalesced } from '../coalesce';

export class DashboardStore {
  view = $state.raw<Dashboard | null>(null);
  /** The newest few history rows from the cache. */
  recent = $state.raw<HistoryEntry[]>([]);
  error = $state.raw<ErrorInfo | null>(null);
  #accountId: string | null = null;
  /** The account the boot snapshot just gave the dashboard of (its first load is skipped). */
  #seededFor: string | null = null;
  /** A change push's reload: the three pushes of one refresh load the dashboard at most twice. */
  #reload = coalesced(() => this.load(false));

  /** uxyz the account can spend now; null while unknown. */
  spendable = $derived(this.view?.balances ? BigInt(this.view.balances.spendable) : null);

  /** Loads the dashboard of `accountId` and keeps it current until the returned function is called. */
  connect(accountId: string): () => void {
    if (this.#accountId !== accountId) {
      this.view = null;
      this.recent = [];
    }
    this.#accountId = accountId;
    if (this.#seededFor === accountId) {
      // Painted from the boot snapshot: the background refresh starts now that its events are heard, after the frame.
      // The snapshot's newest rows are current (a sync that adds rows pushes history/changed, which reloads them), so
      // this first load asks for the dashboard only: a history page also counts the stored rows (~80 ms at 100,000).
      this.#seededFor = null;
      afterNextPaint(() => void this.load(true, { rows: false }));
    } else void this.load(true);
    const reloadIfMine = (p: { accountId: string }) => {
      if (p.accountId === this.#accountId) void this.#reload();
    };
    const offs = [
      onEvent('balances/changed', reloadIfMine),
      onEvent('holdings/changed', reloadIfMine),
      onEvent('history/changed', reloadIfMine),
      onEvent('tx/status', (p) => (p.status === 'included' || p.status === 'failed') && reloadIfMine(p)),
    ];
    // No polling here: core follows the chain and pushes the change events when a block touches the account
    // (decision 0213).
    return () => offs.forEach((off) => off());
  }

  /** Takes the dashboard and newest rows from the boot snapshot (its refresh starts when the screen connects). */
  seed(accountId: string, view: Dashboard, recent: HistoryEntry[]): void {
    this.#accountId = accountId;
    this.#seededFor = accountId;
    this.view = view;
    this.recent = recent;
    this.error = null;
  }

  /**
   * Reads the cache; `refresh` lets core start a background refresh (its events reload us, without refresh);
   * `rows: false` keeps the newest rows as they are.
   */
  async load(refresh: boolean, { rows = true }: { rows?: boolean } = {}): Promise<void> {
    const accountId = this.#accountId;
    if (!accountId) return;
    const [d, h] = await Promise.all([
      call('dashboard/get', { accountId, refresh }),
      rows ? call('history/page', { accountId, limit: 6 }) : null,
    ]);
    if (accountId !== this.#accountId) return;
    if (d.ok) {
      this.view = d.value;
      this.error = null;
    } else this.error = d.error;
    if (h?.ok) this.recent = h.value.rows;
  }
}

export const dashboard = new DashboardStore();
