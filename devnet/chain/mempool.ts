// The mempool: CheckTx-passed txs in arrival order, drained into the next block.
import type { DecodedTx } from './codec/tx';

export class Mempool {
  private txs: DecodedTx[] = [];
  private readonly hashes = new Set<string>();

  constructor(readonly maxTxs = 50_000) {}

  has(hash: string): boolean {
    return this.hashes.has(hash);
  }

  isFull(): boolean {
    return this.txs.length >= this.maxTxs;
  }

  add(tx: DecodedTx): void {
    this.txs.push(tx);
    this.hashes.add(tx.hash);
  }

  size(): number {
    return this.txs.length;
  }

  /** Removes and returns every pending tx, oldest first. */
  drain(): DecodedTx[] {
    const out = this.txs;
    this.txs = [];
    this.hashes.clear();
    return out;
  }
}
