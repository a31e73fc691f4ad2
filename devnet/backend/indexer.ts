// The backend indexer: follows the chain's committed blocks (like a real indexer over RPC), one SQLite
// transaction per block, idempotent per height, and starts over when the chain it follows was reset.
import type { BlockRecord, BlockSource } from '../chain/types';
import type { Db } from './db';
import { getMeta, INDEX_TABLES, setMeta } from './db';
import { createIndexWriter } from './index-writer';

export class Indexer {
  readonly #db: Db;
  readonly #blocks: BlockSource;
  readonly #writer: ReturnType<typeof createIndexWriter>;
  readonly #onError: (error: unknown) => void;
  #unsubscribe: (() => void) | null = null;
  #syncing = false;

  constructor(
    db: Db,
    blocks: BlockSource,
    onError: (error: unknown) => void = (e) => console.error('[indexer]', e),
  ) {
    this.#db = db;
    this.#blocks = blocks;
    this.#writer = createIndexWriter(db);
    this.#onError = onError;
  }

  /** Height of the last block applied to the index (0 before the first). */
  get indexedHeight(): number {
    return Number(getMeta(this.#db, 'last_height') ?? '0');
  }

  /** Checks the index still matches the chain, catches up from there, then follows new blocks. */
  start(): void {
    this.#resetIfChainChanged();
    this.catchUp();
    this.#unsubscribe = this.#blocks.subscribe((block) => {
      try {
        this.syncTo(block.height, block);
      } catch (error) {
        this.#onError(error);
      }
    });
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** Applies every block up to the chain's latest height; throws when a block cannot be applied. */
  syncToLatest(): void {
    this.syncTo(this.#blocks.latestHeight());
  }

  /**
   * Catches up before answering an index read; a block that cannot be applied is reported and the read
   * is answered from the index as it stands (stale rather than failing).
   */
  catchUp(): void {
    try {
      this.syncToLatest();
    } catch (error) {
      this.#onError(error);
    }
  }

  /** Applies blocks indexedHeight+1 .. `height` in order; `known` may supply the block at `height`. */
  syncTo(height: number, known?: BlockRecord): void {
    if (this.#syncing) return;
    this.#syncing = true;
    try {
      for (let h = this.indexedHeight + 1; h <= height; h++) {
        const block = known && known.height === h ? known : this.#blocks.block(h);
        if (!block) throw new Error(`block ${h} is not available from the chain`);
        this.#apply(block);
      }
    } finally {
      this.#syncing = false;
    }
  }

  #apply(block: BlockRecord): void {
    this.#db.transaction(() => {
      if (block.height !== this.indexedHeight + 1) return;
      this.#writer.writeBlock(block);
      setMeta(this.#db, 'last_height', String(block.height));
      setMeta(this.#db, 'last_hash', block.hash);
    })();
  }

  /** A persisted index of another chain (the devnet was reset) is dropped and rebuilt from height 1. */
  #resetIfChainChanged(): void {
    const height = this.indexedHeight;
    if (height === 0) return;
    const stored = getMeta(this.#db, 'last_hash');
    const current = height <= this.#blocks.latestHeight() ? this.#blocks.block(height)?.hash : undefined;
    if (current !== undefined && current === stored) return;
    this.#db.transaction(() => {
      for (const table of INDEX_TABLES) this.#db.exec(`DELETE FROM ${table}`);
      this.#db.exec("DELETE FROM meta WHERE key IN ('last_height', 'last_hash')");
    })();
  }
}
