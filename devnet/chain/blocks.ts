// Committed blocks and transactions: lookup by height and hash, an event index for search, and the
// BlockSource the backend indexer follows. Like a pruning node, the store may keep only the most recent blocks
// (`keepRecent`): older blocks, their txs and their index entries are dropped, so a long run's memory stays bounded
// (issue 33: ~23 KB a block over a day's soak). The backend indexer keeps its own copy of what it indexed.
import type { BlockRecord, BlockSource, TxRecord } from './types';

/** Index key of one event attribute: "type.key=value". */
export function indexKey(type: string, key: string, value: string): string {
  return `${type}.${key}=${value}`;
}

/** The index keys of one tx: its height, its hash and every indexed event attribute. Pure. */
function keysOf(tx: TxRecord): Set<string> {
  const keys = new Set<string>([
    indexKey('tx', 'height', String(tx.height)),
    indexKey('tx', 'hash', tx.hash),
  ]);
  for (const e of tx.events)
    for (const a of e.attributes) if (a.index) keys.add(indexKey(e.type, a.key, a.value));
  return keys;
}

export class BlockStore implements BlockSource {
  /** `keepRecent`: how many of the newest blocks are kept (default: every block, as an archive node). */
  constructor(private readonly keepRecent = Number.POSITIVE_INFINITY) {
    if (!(keepRecent >= 1)) throw new Error(`keepRecent must be at least 1, got ${keepRecent}`);
  }

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
      for (const key of keysOf(tx)) {
        const list = this.index.get(key);
        if (list) list.push(tx);
        else this.index.set(key, [tx]);
      }
    }
    while (this.blocks.length > this.keepRecent) this.prune(this.blocks.shift()!);
    if (!notify) return;
    for (const listener of this.listeners) {
      try {
        listener(block);
      } catch (err) {
        console.error('[devnet] block listener failed:', err);
      }
    }
  }

  /** Forgets the oldest block: its height, its txs by hash and in the index (where they are always the first). */
  private prune(block: BlockRecord): void {
    this.byHeight.delete(block.height);
    for (const tx of block.txs) {
      this.byHash.delete(tx.hash);
      for (const key of keysOf(tx)) {
        const list = this.index.get(key);
        if (!list) continue;
        const at = list.indexOf(tx);
        if (at >= 0) list.splice(at, 1);
        if (list.length === 0) this.index.delete(key);
      }
    }
  }

  /** The oldest height still kept (0 when none): below it, a pruned node has nothing to answer. */
  earliestHeight(): number {
    return this.blocks[0]?.height ?? 0;
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
