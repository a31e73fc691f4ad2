// Messages between the soak bench and its core child (tests/bench/support/core-child.ts) over Node's IPC channel.
import type { NetworkProfile } from '../../../shared/api/network';
import type { MemorySplit } from './memory-split';

/** What the child opens: a core on `dataDir` following the chain every `followIntervalMs` (0: off). */
export interface CoreChildStart {
  dataDir: string;
  network: Partial<NetworkProfile>;
  followIntervalMs: number;
  /** Diagnostic only: SQLite's page cache bound for every connection, KiB (default: better-sqlite3's 16,000). */
  sqliteCacheKib?: number;
}

export type CoreChildCall =
  | { type: 'invoke'; channel: string; payload: unknown }
  | { type: 'memory' }
  | { type: 'heap-snapshot'; file: string }
  | { type: 'close' };

export type CoreChildRequest = CoreChildCall & { id: number };

export type CoreChildMessage =
  | { type: 'ready' }
  | { type: 'event'; event: string; payload: unknown }
  | { type: 'answer'; id: number; value?: unknown; error?: string };

/** The child's memory after two full GCs, its active Timeout handles and its CPU time so far. */
export interface CoreChildMemory extends MemorySplit {
  timers: number;
  cpuMs: number;
  /** Bytes of the core's SQLite files and their WALs (SQLite's page cache, 16 MB a connection, follows them). */
  sqliteFileBytes: number;
}
