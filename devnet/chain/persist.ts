// SQLite persistence of chain state and committed blocks (better-sqlite3; one transaction per block). A pruning node
// (keepRecent) deletes the blocks it no longer keeps from the file too, and reopens with the kept ones only.
import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { MemStore } from './store';
import type { BlockRecord, TxRecord } from './types';

const DB_FILE = 'chain.sqlite';

type StoredTx = Omit<TxRecord, 'txBytes'> & { txBytes: string };
type StoredBlock = Omit<BlockRecord, 'txs'> & { txs: StoredTx[] };

export class ChainDb {
  private readonly db: Database.Database;
  private readonly putKv: Database.Statement;
  private readonly delKv: Database.Statement;
  private readonly putBlock: Database.Statement;
  private readonly dropBlocksBelow: Database.Statement;

  /** `keepRecent`: how many of the newest blocks the file keeps (default: every block, as an archive node). */
  constructor(
    dataDir: string,
    private readonly keepRecent = Number.POSITIVE_INFINITY,
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, DB_FILE));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      CREATE TABLE IF NOT EXISTS blocks (height INTEGER PRIMARY KEY, json TEXT NOT NULL) STRICT;
    `);
    this.putKv = this.db.prepare(
      'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
    this.delKv = this.db.prepare('DELETE FROM kv WHERE key = ?');
    this.putBlock = this.db.prepare('INSERT OR REPLACE INTO blocks (height, json) VALUES (?, ?)');
    this.dropBlocksBelow = this.db.prepare('DELETE FROM blocks WHERE height < ?');
  }

  /** Deletes the database of `dataDir` (for --reset). */
  static reset(dataDir: string): void {
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, DB_FILE + suffix), { force: true });
  }

  loadState(store: MemStore): void {
    for (const row of this.db.prepare('SELECT key, value FROM kv').iterate() as Iterable<{
      key: string;
      value: string;
    }>) {
      store.load(row.key, row.value);
    }
  }

  /** The kept blocks, oldest first: the newest `keepRecent` (a file written by an archive node may hold more). */
  loadBlocks(): BlockRecord[] {
    const limit = Number.isFinite(this.keepRecent) ? this.keepRecent : -1; // SQLite: a negative LIMIT is none
    const rows = this.db
      .prepare(
        'SELECT json FROM (SELECT height, json FROM blocks ORDER BY height DESC LIMIT ?) ORDER BY height',
      )
      .all(limit) as Array<{ json: string }>;
    return rows.map((row) => {
      const stored = JSON.parse(row.json) as StoredBlock;
      return {
        ...stored,
        txs: stored.txs.map((tx) => ({ ...tx, txBytes: new Uint8Array(Buffer.from(tx.txBytes, 'base64')) })),
      };
    });
  }

  /** Writes the changed state keys and (optionally) a committed block atomically, dropping blocks no longer kept. */
  commit(dirty: Array<[string, string | undefined]>, block?: BlockRecord): void {
    this.db.transaction(() => {
      for (const [key, value] of dirty) {
        if (value === undefined) this.delKv.run(key);
        else this.putKv.run(key, value);
      }
      if (block) {
        const stored: StoredBlock = {
          ...block,
          txs: block.txs.map((tx) => ({ ...tx, txBytes: Buffer.from(tx.txBytes).toString('base64') })),
        };
        this.putBlock.run(block.height, JSON.stringify(stored));
        if (Number.isFinite(this.keepRecent)) this.dropBlocksBelow.run(block.height - this.keepRecent + 1);
      }
    })();
  }

  close(): void {
    this.db.close();
  }
}
