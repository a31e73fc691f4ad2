// The deferred core lets IPC and the window start before the core has opened.
import { describe, expect, it } from 'vitest';
import { deferredCore } from '../../../electron/main/deferred-core';
import type { IpcCore } from '../../../electron/main/ipc-binding';

function controllable() {
  let resolve!: (core: IpcCore) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<IpcCore>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function realCore() {
  const listeners = new Set<(event: string, payload: unknown) => void>();
  const core: IpcCore = {
    invoke: async (channel) => ({ ok: true, value: channel }),
    on: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { core, emit: (e: string) => listeners.forEach((l) => l(e, null)), count: () => listeners.size };
}

describe('deferred core', () => {
  it('holds calls until the core exists, then answers them', async () => {
    const pending = controllable();
    const deferred = deferredCore(pending.promise);
    const answer = deferred.invoke('app/info', {});
    const { core } = realCore();
    pending.resolve(core);
    await expect(answer).resolves.toEqual({ ok: true, value: 'app/info' });
  });

  it('subscribes listeners once the core exists, and honours an early unsubscribe', async () => {
    const pending = controllable();
    const deferred = deferredCore(pending.promise);
    const seen: string[] = [];
    deferred.on((event) => seen.push(event));
    const off = deferred.on((event) => seen.push(`cancelled:${event}`));
    off();
    const real = realCore();
    pending.resolve(real.core);
    await pending.promise;
    await Promise.resolve();
    real.emit('lock/changed');
    expect(seen).toEqual(['lock/changed']);
    expect(real.count()).toBe(1);
  });

  it('answers an internal error when the core failed to start', async () => {
    const pending = controllable();
    const deferred = deferredCore(pending.promise);
    pending.reject(new Error('database is locked'));
    await expect(deferred.invoke('app/info', {})).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: 'The wallet core failed to start: database is locked' },
    });
  });
});
