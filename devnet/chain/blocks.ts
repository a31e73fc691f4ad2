// Committed blocks and transactions: lookup by height and hash, an event index for search, and the
// BlockSource the backend indexer follows.
import type { BlockRecord, BlockSource, TxRecord } from './types';

/** Index key of one event attribute: "type.key=value". */
export function indexKey(type: string, key: string, value: string): string {
  return `${type}.${key}=${value}`;
}

export class BlockStore implements BlockSource {
  private readonly blocks: BlockRecord[] = [];
  private readonly byHeight = new Map<number, BlockRecord>();
  private readonly byHash = new Map<string, TxRecord>();
  private readonly index = new Map<string, TxRecord[]>();
  private readonly listeners = new Set<(block: BlockRecord) => void>();

  /** Adds a committed block (in height order) and notifies subscribers. */
  add(block: BlockRecord, notify = true): void {
    this.blocks.push(block);
    this.byHeight.set(block.height, block);
    for (const tx of block.txs) {
      this.byHash.set(tx.hash, tx);
      const keys = new Set<string>([
        indexKey('tx', 'height', String(tx.height)),
        indexKey('tx', 'hash', tx.hash),
      ]);
      for (const e of tx.events)
        for (const a of e.attributes) if (a.index) keys.add(indexKey(e.type, a.key, a.value));
      for (const key of keys) {
        const list = this.index.get(key);
        if (list) list.push(tx);
        else this.index.set(key, [tx]);
      }
    }
    if (!notify) return;
    for (const listener of this.listeners) {
      try {
        listener(block);
      } catch (err) {
        console.error('[devnet] block listener failed:', err);
      }
    }
  }

  latestHeight(): number {
    return this.blocks.at(-1)?.height ?? 0;
  }

  latest(): BlockRecord | undefined {
    return this.blocks.at(-1);
  }

  block(height: number): BlockRecord | undefined {
    return this.byHeight.get(height);
  }

  subscribe(listener: (block: BlockRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tx(hash: string): TxRecord | undefined {
    return this.byHash.get(hash.toUpperCase());
  }

  hasTx(hash: string): boolean {
    return this.byHash.has(hash);
  }

  /** Txs carrying the exact attribute, ascending by (height, index). */
  withAttribute(key: string): readonly TxRecord[] {
    return this.index.get(key) ?? [];
  }

  /** All txs in a height range (inclusive), ascending. */
  inHeightRange(min: number, max: number): TxRecord[] {
    const out: TxRecord[] = [];
    for (const block of this.blocks) if (block.height >= min && block.height <= max) out.push(...block.txs);
    return out;
  }
}
