// Live status shown across the app: node health, sync progress and the wallet's submitted transactions.
import type { EventPayload } from '../../../../shared/api';
import type { TxStatus } from '../../../../shared/api/events';
import type { PendingTx } from '../../../../shared/api/tx';
import { LatestEvent } from '../events.svelte';
import { call, onEvent } from '../api';

const FINAL: readonly TxStatus[] = ['included', 'failed', 'dropped'];
/** How long a dropped tx stays in the pending list (it never reaches history, so this is where it is seen). */
const DROPPED_SHOWN_MS = 24 * 60 * 60_000;

export class StatusStore {
  readonly node = new LatestEvent('node/status');
  readonly sync = new LatestEvent('sync/progress');
  /** Submitted transactions (core's tx/pending list merged with tx/status events), newest first. */
  txs = $state.raw<PendingTx[]>([]);
  /** Ticks every 15 s so ages ("3 minutes ago") stay fresh. */
  now = $state(Date.now());

  pending = $derived(this.txs.filter((tx) => !FINAL.includes(tx.status)));
  /** Transactions dropped in the last day (another tx used their sequence; nothing was spent). */
  dropped = $derived(
    this.txs.filter((tx) => tx.status === 'dropped' && this.now - tx.updatedAt < DROPPED_SHOWN_MS),
  );

  connect(): () => void {
    const off = onEvent('tx/status', (p) => this.recordTx(p));
    let ticks = 0;
    const timer = setInterval(() => {
      this.now = Date.now();
      if (++ticks % 2 === 0) void this.probeNode();
    }, 15_000);
    const onFocus = () => void this.probeNode();
    window.addEventListener('focus', onFocus);
    return () => {
      off();
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }

  /** Asks core to probe the node now; the answer (and later 'node/status' events) drive the banners. */
  async probeNode(): Promise<void> {
    const r = await call('node/status', {});
    if (!r.ok) return;
    const v = r.value;
    this.node.set({
      health: v.health === 'unhealthy' ? 'unreachable' : v.health,
      chainId: v.chainId,
      latestHeight: v.latestHeight,
      checkedAt: v.checkedAt,
    });
  }

  /** The account whose tx/pending list the boot snapshot already gave (its first load is skipped). */
  #seededFor: string | null = null;

  /** Takes the account's submitted transactions from the boot snapshot. */
  seedPending(accountId: string, transactions: PendingTx[]): void {
    this.#seededFor = accountId;
    this.#merge(transactions);
  }

  /** Loads the account's submitted transactions unless the boot snapshot just gave them. */
  async loadPendingUnlessSeeded(accountId: string): Promise<void> {
    if (this.#seededFor === accountId) {
      this.#seededFor = null;
      return;
    }
    await this.loadPending(accountId);
  }

  /** Loads the account's submitted transactions from core (pending ones survive a restart there). */
  async loadPending(accountId: string): Promise<void> {
    const r = await call('tx/pending', { accountId });
    if (r.ok) this.#merge(r.value.transactions);
  }

  #merge(transactions: PendingTx[]): void {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local merge table, never read reactively
    const known = new Map(this.txs.map((tx) => [tx.txHash, tx]));
    for (const tx of transactions) {
      const mine = known.get(tx.txHash);
      known.set(tx.txHash, mine && mine.updatedAt > tx.updatedAt ? { ...tx, status: mine.status } : tx);
    }
    this.txs = [...known.values()].sort((a, b) => b.createdAt - a.createdAt);
  }

  /** Records a status for a tx (from an event or from the answer to a confirm). */
  recordTx(p: EventPayload<'tx/status'>, summary = ''): void {
    const existing = this.txs.find((tx) => tx.txHash === p.txHash);
    const now = Date.now();
    const next: PendingTx = {
      txHash: p.txHash,
      accountId: p.accountId,
      kind: existing?.kind ?? '',
      summary: existing?.summary || summary,
      status: p.status,
      code: p.code ?? existing?.code ?? null,
      ...((p.codespace ?? existing?.codespace) ? { codespace: p.codespace ?? existing?.codespace } : {}),
      rawLog: p.rawLog ?? existing?.rawLog ?? null,
      height: p.height ?? existing?.height ?? null,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    this.txs = [next, ...this.txs.filter((tx) => tx.txHash !== p.txHash)];
  }

  /** Attaches a human summary to a tx first seen through an event. */
  describe(txHash: string, summary: string): void {
    this.txs = this.txs.map((tx) => (tx.txHash === txHash && !tx.summary ? { ...tx, summary } : tx));
  }

  statusOf(txHash: string): PendingTx | null {
    return this.txs.find((tx) => tx.txHash === txHash) ?? null;
  }
}

export const status = new StatusStore();
