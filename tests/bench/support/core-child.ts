// Child-process entry of the soak's core: the real wallet core alone in its own Node process (bundled by esbuild as
// the app bundles it), reached over Node's IPC channel; answers invokes, pushes events and reports its own memory.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import Database from 'better-sqlite3';
import { createWalletCore, type WalletCore } from '../../../electron/core/wallet-core';
import { createMemoryKeychain } from '../../../electron/core/keys/keychain';
import type { CoreChildRequest, CoreChildStart } from './core-child-protocol';
import { memorySplit } from './memory-split';

/** How long the memory sample waits after its GCs. */
const RELEASE_MS = 250;

function send(message: unknown): void {
  process.send?.(message);
}

/** Bytes of the data dir's SQLite files (databases and WALs): SQLite's page cache follows what it reads of them. */
function sqliteFileBytes(dataDir: string): number {
  return readdirSync(dataDir)
    .filter((name) => /\.sqlite(-wal)?$/.test(name))
    .reduce((sum, name) => sum + statSync(path.join(dataDir, name)).size, 0);
}

async function answer(core: WalletCore, request: CoreChildRequest, dataDir: string): Promise<unknown> {
  switch (request.type) {
    case 'invoke':
      return core.invoke(request.channel, request.payload);
    case 'memory': {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (!gc) throw new Error('the core child runs without --expose-gc');
      gc();
      gc();
      // V8's background threads release the freed pages shortly after a GC: read after they did (a read at once
      // was 3-5 MB high in 3 of 10 samples, process.memoryUsage() against smaps_rollup a moment later).
      await new Promise((resolve) => setTimeout(resolve, RELEASE_MS));
      return {
        ...memorySplit(),
        timers: process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length,
        cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
        sqliteFileBytes: sqliteFileBytes(dataDir),
      };
    }
    case 'heap-snapshot':
      return writeHeapSnapshot(request.file);
    case 'close':
      await core.close();
      return null;
  }
}

/**
 * Diagnostic: gives every SQLite connection the core opens `cache_size = -kib` (SQLite's page cache bound, KiB),
 * applied right after the first pragma the core sets on each connection. Not used by a measuring run.
 */
function capSqliteCache(kib: number): void {
  const pragma = Database.prototype.pragma;
  Database.prototype.pragma = function (
    this: Database.Database,
    source: string,
    options?: Database.PragmaOptions,
  ) {
    const result: unknown = pragma.call(this, source, options);
    if (source.startsWith('busy_timeout')) pragma.call(this, `cache_size = -${kib}`);
    return result;
  };
}

async function main(): Promise<void> {
  const start = JSON.parse(process.argv[2] ?? '') as CoreChildStart;
  if (start.sqliteCacheKib !== undefined) capSqliteCache(start.sqliteCacheKib);
  const core = await createWalletCore({
    dataDir: start.dataDir,
    keychain: createMemoryKeychain(),
    network: start.network,
    version: '0.1.0-bench',
    vaultCost: { N: 1024, r: 8, p: 1 },
    idleCheckMs: 0,
    onInternalError: () => undefined,
    runtime: { followIntervalMs: start.followIntervalMs },
  });
  core.on((event, payload) => send({ type: 'event', event, payload }));
  process.on('message', (request: CoreChildRequest) => {
    answer(core, request, start.dataDir).then(
      (value) => {
        send({ type: 'answer', id: request.id, value });
        if (request.type === 'close') process.disconnect();
      },
      (error: unknown) =>
        send({
          type: 'answer',
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
