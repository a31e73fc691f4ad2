// Lets the window and IPC come up while the core is still opening (keychain probe, SQLite): calls wait for it.
import { WalletError, type ErrorInfo } from '../../shared/errors';
import type { IpcCore } from './ipc-binding';

/** The error every call answers when the core could not be created: its own code when it has one. */
function startFailure(error: unknown): ErrorInfo {
  const reason = error instanceof Error ? error.message : String(error);
  const message = `The wallet core failed to start: ${reason}`;
  if (!(error instanceof WalletError)) return { code: 'internal', message };
  return error.details === undefined
    ? { code: error.code, message }
    : { code: error.code, message, details: error.details };
}

/**
 * An IpcCore backed by a core that is still being created. `invoke` waits for it (and answers the creation
 * error — its WalletError code, e.g. `native_module_mismatch`, else `internal`); `on` subscribes as soon as it
 * exists and can be cancelled before that.
 */
export function deferredCore(pending: Promise<IpcCore>): IpcCore {
  const settled: Promise<{ core: IpcCore; failure: null } | { core: null; failure: ErrorInfo }> =
    pending.then(
      (core) => ({ core, failure: null }),
      (error: unknown) => ({ core: null, failure: startFailure(error) }),
    );
  return {
    async invoke(channel, payload) {
      const started = await settled;
      if (!started.core) return { ok: false, error: started.failure };
      return started.core.invoke(channel, payload);
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
