// Parent side of devnet-host.ts: starts the child, waits for its URLs, sends commands and awaits each reply.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createChildLog } from './child-log';
import type { DevnetHostOptions } from './devnet-host';
import { REPO_ROOT } from './subprocess';

export interface DevnetChild {
  chainRestUrl: string;
  rpcUrl: string;
  backendUrl: string;
  chainId: string;
  pid: number;
  /** Whether it still runs or how it ended (exit code, signal), and its last log lines: for a failure message. */
  diagnosis(): string;
  /** Sends one command and resolves with the child's JSON reply (rejects on {ok:false}). */
  command(cmd: Record<string, unknown>, timeoutMs?: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** The devnet host's memory and what it keeps (its `memory` command). */
export interface DevnetMemory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers?: number;
  /** Resident anonymous memory (V8, malloc arenas incl. SQLite's page caches, stacks), bytes; null off Linux. */
  anonymous?: number | null;
  /** Resident pages of mapped SQLite files (the WAL index -shm), bytes; null off Linux. */
  sqliteMapped?: number | null;
  height: number;
  /** The oldest block the chain still keeps (null: the store does not say). */
  earliestHeight: number | null;
  /** Bytes of its data dir (0 in memory). */
  diskBytes: number;
  /** Bytes of its SQLite write-ahead logs (0 in memory). */
  walBytes?: number;
}

/** The devnet's memory after a full GC in its own process. */
export async function devnetMemory(devnet: Pick<DevnetChild, 'command'>): Promise<DevnetMemory> {
  return (await devnet.command({ cmd: 'memory' }, 60_000)) as unknown as DevnetMemory;
}

export async function startDevnetChild(options: DevnetHostOptions = {}): Promise<DevnetChild> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'tests/bench/support/devnet-host.ts',
      JSON.stringify(options),
    ],
    {
      cwd: REPO_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const log = createChildLog('devnet host', child.pid);
  child.stderr!.on('data', (c: Buffer) => log.add(c.toString()));
  const waiting: Array<{ line: (line: string) => void; exit: (code: number | null) => void }> = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter.line(line);
    else log.add(`${line}\n`); // printed outside a reply: kept for the diagnosis
  });
  child.on('exit', (code, signal) => {
    log.exited(code, signal);
    waiting.splice(0).forEach((w) => w.exit(code));
  });
  const lastError = () => log.describe();
  const nextLine = (timeoutMs: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`devnet child: no reply within ${timeoutMs} ms ${lastError()}`)),
        timeoutMs,
      );
      waiting.push({
        exit: (code) => {
          clearTimeout(timer);
          reject(new Error(`devnet child exited (${code}): ${lastError()}`));
        },
        line: (line) => {
          clearTimeout(timer);
          try {
            resolve(JSON.parse(line) as Record<string, unknown>);
          } catch {
            reject(new Error(`devnet child printed a non-JSON line: ${line.slice(0, 200)}`));
          }
        },
      });
    });
  const ready = await nextLine(120_000);
  if (ready.ready !== true) throw new Error(`devnet child failed to start: ${String(ready.error)}`);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin!.end(`${JSON.stringify({ cmd: 'stop' })}\n`);
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return {
    chainRestUrl: String(ready.chainRestUrl),
    rpcUrl: String(ready.rpcUrl),
    backendUrl: String(ready.backendUrl),
    chainId: String(ready.chainId),
    pid: child.pid!,
    diagnosis: () => log.describe(),
    async command(cmd, timeoutMs = 300_000) {
      const reply = nextLine(timeoutMs);
      child.stdin!.write(`${JSON.stringify(cmd)}\n`);
      const value = await reply;
      if (value.ok !== true) throw new Error(`devnet child: ${String(value.error)}`);
      return value;
    },
    stop,
  };
}
