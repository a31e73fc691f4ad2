// Lets the window and IPC come up while the core is still opening (keychain probe, SQLite): calls wait for it.
import type { IpcCore } from './ipc-binding';

/**
 * An IpcCore backed by a core that is still being created. `invoke` waits for it (and answers an `internal`
 * error if creation failed); `on` subscribes as soon as it exists and can be cancelled before that.
 */
export function deferredCore(pending: Promise<IpcCore>): IpcCore {
  const settled = pending.then(
    (core) => ({ core, error: null as string | null }),
    (error: unknown) => ({ core: null, error: error instanceof Error ? error.message : String(error) }),
  );
  return {
    async invoke(channel, payload) {
      const { core, error } = await settled;
      if (!core)
        return {
          ok: false,
          error: { code: 'internal', message: `The wallet core failed to start: ${error}` },
        };
      return core.invoke(channel, payload);
    },
    on(listener) {
      let cancelled = false;
      let off: (() => void) | null = null;
      void settled.then(({ core }) => {
        if (core && !cancelled) off = core.on(listener);
      });
      return () => {
        cancelled = true;
        off?.();
      };
    },
  };
}
