// Live status shown across the app: node health, sync progress and the wallet's pending transactions.
import type { EventPayload } from '../../../../shared/api';
import type { TxStatus } from '../../../../shared/api/events';
import { LatestEvent } from '../events.svelte';
import { call, onEvent } from '../api';

export interface PendingTx {
  txHash: string;
  accountId: string;
  status: TxStatus;
  code?: number;
  rawLog?: string;
  /** When the renderer first saw it (epoch ms). */
  since: number;
}

const FINAL: readonly TxStatus[] = ['included', 'failed'];

export class StatusStore {
  readonly node = new LatestEvent('node/status');
  readonly sync = new LatestEvent('sync/progress');
  /** Every tx the renderer saw a status for this session, newest first. */
  txs = $state.raw<PendingTx[]>([]);
  /** Ticks every 15 s so ages ("3 minutes ago") stay fresh. */
  now = $state(Date.now());

  pending = $derived(this.txs.filter((tx) => !FINAL.includes(tx.status)));

  connect(): () => void {
    const off = onEvent('tx/status', (p) => this.recordTx(p));
    let ticks = 0;
    const timer = setInterval(() => {
      this.now = Date.now();
      if (++ticks % 2 === 0) void this.probeNode();
    }, 15_000);
    const onFocus = () => void this.probeNode();
    window.addEventListener('focus', onFocus);
    void this.probeNode();
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

  /** Records a status for a tx (from an event or from the answer to a confirm). */
  recordTx(p: EventPayload<'tx/status'>): void {
    const existing = this.txs.find((tx) => tx.txHash === p.txHash);
    const next: PendingTx = {
      txHash: p.txHash,
      accountId: p.accountId,
      status: p.status,
      since: existing?.since ?? Date.now(),
      ...(p.code !== undefined ? { code: p.code } : {}),
      ...(p.rawLog !== undefined ? { rawLog: p.rawLog } : {}),
    };
    this.txs = [next, ...this.txs.filter((tx) => tx.txHash !== p.txHash)];
  }

  statusOf(txHash: string): PendingTx | null {
    return this.txs.find((tx) => tx.txHash === txHash) ?? null;
  }
}

export const status = new StatusStore();
