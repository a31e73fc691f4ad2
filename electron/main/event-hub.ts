// Merges the core's pushed events with the shell's own (update progress) into one source for the IPC binding.
import type { IpcCore } from './ipc-binding';

export interface ShellEventHub {
  /** The core with `on` also delivering shell events. */
  core: IpcCore;
  /** Pushes a shell event (e.g. 'update/progress') to every subscriber. */
  emit(event: string, payload: unknown): void;
}

export function withShellEvents(core: IpcCore): ShellEventHub {
  const listeners = new Set<(event: string, payload: unknown) => void>();
  return {
    core: {
      invoke: (channel, payload) => core.invoke(channel, payload),
      on(listener) {
        const offCore = core.on(listener);
        listeners.add(listener);
        return () => {
          offCore();
          listeners.delete(listener);
        };
      },
    },
    emit(event, payload) {
      for (const listener of [...listeners]) listener(event, payload);
    },
  };
}
