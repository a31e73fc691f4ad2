// Child-process entry that hosts a devnet for benchmarks (in memory, ports 0, manual blocks, no lived-in seeding)
// so that the devnet's work runs in its own process as in the app. Prints one JSON line {ready, urls...}; then
// answers stdin commands, one JSON line each: {"cmd":"fill","to":"xyz1...","count":10000,"perBlock":500} and
// {"cmd":"produce"}; {"cmd":"requests"} (the requests its listeners received, counted by shape); {"cmd":"profile","action":"start"} / {"cmd":"profile","action":"stop","file":"x.cpuprofile"}
// (V8 CPU profile of the devnet process, for finding what is slow); {"cmd":"memory"} (its RSS and V8 heap after a full
// GC, the blocks its store keeps, the bytes of its data dir); exits on {"cmd":"stop"} or when stdin closes.
// Its one argument (JSON, optional): {"keepRecentBlocks": n, "dataDir": "dir", "sqliteCacheKib": n} (dataDir: the
// chain and the backend's index in SQLite files there instead of in memory, as a devnet left running for a day keeps
// them; sqliteCacheKib: SQLite's page cache per connection, default better-sqlite3's 16,000 KiB).
import Database from 'better-sqlite3';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { Server, type IncomingMessage } from 'node:http';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startDevnet, type RunningDevnet } from '../../../devnet/index';
import { DEVNET_KEYS, type DevnetKeyName } from '../../../devnet/chain/genesis-keys';
import type { BlockSource } from '../../../devnet/chain/types';
import { fastKeyOf, signedSend } from './fast-signer';
import { memorySplit } from './memory-split';

/** Blocks the bench's devnet keeps (fill makes 200 blocks of 500 txs for 100,000 rows; the soak one per cycle). */
export const KEEP_RECENT_BLOCKS = 2000;

/** What the parent may choose for the devnet (devnet-child.ts). */
export interface DevnetHostOptions {
  keepRecentBlocks?: number;
  /** Chain state, blocks and the backend's index in SQLite files in this directory (default: all in memory). */
  dataDir?: string;
  /** SQLite's page cache per connection, KiB (with a dataDir). */
  sqliteCacheKib?: number;
}

/** Gives every SQLite connection opened on disk `cache_size = -kib`, right after it chose its journal mode. */
function capSqliteCache(kib: number): void {
  const pragma = Database.prototype.pragma;
  Database.prototype.pragma = function (
    this: Database.Database,
    source: string,
    options?: Database.PragmaOptions,
  ) {
    const result: unknown = pragma.call(this, source, options);
    if (source.startsWith('journal_mode')) pragma.call(this, `cache_size = -${kib}`);
    return result;
  };
}

/** Requests the devnet's listeners received, by method and path shape (its `requests` command: what a client asks). */
const requestCounts = new Map<string, number>();

/** A request's shape: ids and numbers in its path and query replaced, the query's names and event filters kept. */
export function requestShape(method: string, url: string): string {
  const parsed = new URL(url, 'http://devnet.invalid');
  const generic = (text: string) =>
    text
      .replace(/xyz(valoper)?1[0-9a-z]{38,58}/g, '<addr>')
      .replace(/[0-9A-Fa-f]{64}/g, '<hash>')
      .replace(/\d+/g, '<n>');
  const query = [...parsed.searchParams].map(([k, v]) =>
    k === 'events' || k === 'query' ? `${k}=${generic(v)}` : k,
  );
  return `${method} ${generic(parsed.pathname)}${query.length ? `?${query.sort().join('&')}` : ''}`;
}

/** Counts every request any HTTP server of this process receives. */
function countRequests(): void {
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      const shape = requestShape(req.method ?? '?', req.url ?? '/');
      requestCounts.set(shape, (requestCounts.get(shape) ?? 0) + 1);
    }
    return (emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as typeof emit;
}

setFlagsFromString('--expose-gc');
/** V8's full GC, reached without --expose-gc on the command line (tsx starts this process). */
const fullGc = runInNewContext('gc') as () => void;

/** Bytes of the files in `dir` and its sub-folders (0 without a dir). */
function bytesIn(dir: string | undefined): number {
  if (!dir) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return sum + (entry.isDirectory() ? bytesIn(file) : statSync(file).size);
  }, 0);
}

/** Bytes of the SQLite write-ahead logs in `dir` (0 without a dir): a WAL never checkpointed grows by the block. */
function walBytes(dir: string | undefined): number {
  if (!dir) return 0;
  return readdirSync(dir)
    .filter((name) => name.endsWith('-wal'))
    .reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}

/** The host's memory after two full GCs, and what it keeps: blocks in the store, bytes on disk. */
async function memory(devnet: RunningDevnet, dataDir: string | undefined) {
  fullGc();
  fullGc();
  await new Promise((resolve) => setTimeout(resolve, 250)); // V8 releases freed pages shortly after
  const usage = memorySplit();
  // The chain's BlockStore (pruning) names its oldest kept block; the handle's type shows only the BlockSource.
  const blocks = devnet.chain.blocks as BlockSource & { earliestHeight?: () => number };
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    anonymous: usage.anonymous,
    sqliteMapped: usage.sqliteMapped,
    height: blocks.latestHeight(),
    earliestHeight: blocks.earliestHeight?.() ?? null,
    diskBytes: bytesIn(dataDir),
    walBytes: walBytes(dataDir),
  };
}

const SENDERS: DevnetKeyName[] = ['seeder', 'bob', 'carol', 'dave', 'erin'];
let senderKeys: Promise<Awaited<ReturnType<typeof fastKeyOf>>[]> | undefined;

/** Sends `count` 1-uxyz MsgSends to `to` from five senders, `perBlock` per block; returns the heights used. */
async function fill(
  devnet: RunningDevnet,
  to: string,
  count: number,
  perBlock: number,
): Promise<{ blocks: number; rejected: number }> {
  // Derived once per process: the soak calls fill once per cycle, and a mnemonic's seed costs PBKDF2 each time.
  senderKeys ??= Promise.all(
    SENDERS.map((name) => fastKeyOf(DEVNET_KEYS[name].mnemonic, DEVNET_KEYS[name].address)),
  );
  const keys = await senderKeys;
  const next = new Map(keys.map((k) => [k.address, devnet.chain.account(k.address)!]));
  let rejected = 0;
  let blocks = 0;
  for (let i = 0; i < count; i++) {
    const key = keys[i % keys.length]!;
    const account = next.get(key.address)!;
    const tx = signedSend(
      key,
      to,
      '1',
      { chainId: devnet.chainId, accountNumber: account.accountNumber, sequence: account.sequence },
      `bench ${i}`,
    );
    next.set(key.address, { accountNumber: account.accountNumber, sequence: account.sequence + 1 });
    if (devnet.chain.broadcast(tx).code !== 0) rejected++;
    if ((i + 1) % perBlock === 0 || i === count - 1) {
      devnet.chain.produceBlock();
      blocks++;
    }
  }
  return { blocks, rejected };
}

let profiler: Session | undefined;

/** Starts or stops (writing `file`) a V8 CPU profile of this process. */
async function profile(command: { action: string; file?: string }): Promise<void> {
  if (command.action === 'start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return;
  }
  if (!profiler || !command.file) throw new Error('profile stop needs a running profile and a file');
  const { profile: result } = await profiler.post('Profiler.stop');
  writeFileSync(command.file, JSON.stringify(result));
  profiler.disconnect();
  profiler = undefined;
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as DevnetHostOptions;
  if (options.sqliteCacheKib !== undefined) capSqliteCache(options.sqliteCacheKib);
  countRequests();
  const devnet = await startDevnet({
    memory: options.dataDir === undefined,
    dataDir: options.dataDir,
    seed: false,
    blockTimeMs: 'manual',
    restPort: 0,
    rpcPort: 0,
    backendPort: 0,
    host: '127.0.0.1',
    // A pruning node: a day's soak (100,000 blocks) keeps the newest blocks only (the backend indexed the rest).
    keepRecentBlocks: options.keepRecentBlocks ?? KEEP_RECENT_BLOCKS,
  });
  const reply = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  reply({
    ready: true,
    chainRestUrl: devnet.chainRestUrl,
    rpcUrl: devnet.rpcUrl,
    backendUrl: devnet.backendUrl,
    chainId: devnet.chainId,
    backendError: devnet.backendError ?? null,
  });
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    try {
      const command = JSON.parse(line) as { cmd: string; to?: string; count?: number; perBlock?: number };
      if (command.cmd === 'stop') break;
      if (command.cmd === 'fill') {
        const started = performance.now();
        const result = await fill(devnet, command.to!, command.count!, command.perBlock ?? 500);
        reply({ ok: true, ...result, ms: performance.now() - started });
      } else if (command.cmd === 'profile') {
        await profile(command as unknown as { action: string; file?: string });
        reply({ ok: true });
      } else if (command.cmd === 'memory') {
        reply({ ok: true, ...(await memory(devnet, options.dataDir)) });
      } else if (command.cmd === 'requests') {
        reply({ ok: true, counts: Object.fromEntries(requestCounts) });
      } else if (command.cmd === 'produce') {
        devnet.chain.produceBlock();
        reply({ ok: true });
      } else reply({ ok: false, error: `unknown command ${command.cmd}` });
    } catch (error) {
      reply({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await devnet.stop();
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stdout.write(
    `${JSON.stringify({ ready: false, error: error instanceof Error ? error.message : String(error) })}\n`,
  );
  process.exit(1);
});
