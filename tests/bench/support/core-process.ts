// The soak's core in its own Node process: bundles core-child.ts like the app's main process (esbuild, CommonJS,
// native addons external), forks it with --expose-gc and gives the bench a core-shaped handle (invoke, on) plus the
// child's own memory and heap snapshots, so the soak reads the core's RSS and not the bench process's.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { WalletCore } from '../../../electron/core/wallet-core';
import type {
  CoreChildMemory,
  CoreChildCall,
  CoreChildMessage,
  CoreChildRequest,
  CoreChildStart,
} from './core-child-protocol';
import { bundleLikeApp } from './bundle-like-app';
import { REPO_ROOT } from './subprocess';

const CORE_CHILD = path.join(REPO_ROOT, 'bench-results/core-child.cjs');

export interface CoreProcess extends Pick<WalletCore, 'invoke' | 'on' | 'close'> {
  readonly pid: number;
  /** The child's memory after two full GCs, its active timers and CPU time. */
  memory(): Promise<CoreChildMemory>;
  /** Writes a V8 heap snapshot of the child to `file` (after a GC, as V8 does) and returns its path. */
  heapSnapshot(file: string): Promise<string>;
}

/** Starts the core child on `start` and resolves once its core is open. */
export async function startCoreProcess(start: CoreChildStart): Promise<CoreProcess> {
  await bundleLikeApp('tests/bench/support/core-child.ts', CORE_CHILD);
  const child: ChildProcess = fork(CORE_CHILD, [JSON.stringify(start)], {
    cwd: REPO_ROOT,
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listeners = new Set<Parameters<WalletCore['on']>[0]>();
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: CoreChildMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'event')
        for (const listener of [...listeners]) listener(message.event as never, message.payload as never);
      else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(`core child: ${message.error}`));
        else waiter?.resolve(message.value);
      }
    });
    child.once('exit', (code, signal) => {
      exited = new Error(`the core child exited (${code ?? signal})`);
      reject(exited);
      for (const waiter of pending.values()) waiter.reject(exited);
      pending.clear();
    });
  });
  const request = <T>(body: CoreChildCall): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const message: CoreChildRequest = { ...body, id };
      child.send(message);
    });
  };
  await ready;
  return {
    pid: child.pid!,
    invoke: (channel, payload) => request({ type: 'invoke', channel, payload }),
    on(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    memory: () => request({ type: 'memory' }),
    heapSnapshot: (file) => request({ type: 'heap-snapshot', file }),
    async close() {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      await request({ type: 'close' }).catch(() => undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
