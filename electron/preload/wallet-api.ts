// Builds window.wallet from an ipcRenderer: exactly invoke + on, listed channels/events only, payloads only.
import type { IpcRenderer } from 'electron';
// The one definition, shared with the main process (names only: no zod in the preload).
import { EVENT_IPC_CHANNEL } from '../../shared/api/channel-names';

export type IpcRendererLike = Pick<IpcRenderer, 'invoke' | 'on'>;

export interface PreloadWalletApi {
  invoke(channel: string, request?: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}

/**
 * The object the preload exposes. Unlisted channels resolve to the contract's `unknown_channel` error without
 * reaching the main process; unlisted events throw. Listeners get the payload alone: no IpcRendererEvent.
 */
export function createWalletApi(
  ipc: IpcRendererLike,
  channels: readonly string[],
  events: readonly string[],
  eventIpcChannel: string = EVENT_IPC_CHANNEL,
): PreloadWalletApi {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  ipc.on(eventIpcChannel, (_event, name: unknown, payload: unknown) => {
    if (typeof name !== 'string') return;
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`wallet.on(${name}) listener threw`, error);
      }
    }
  });
  return {
    invoke(channel, request) {
      if (typeof channel !== 'string' || !channels.includes(channel)) {
        const message = `Unknown channel ${JSON.stringify(channel)}.`;
        return Promise.resolve({ ok: false, error: { code: 'unknown_channel', message } });
      }
      return ipc.invoke(channel, request);
    },
    on(event, listener) {
      if (typeof event !== 'string' || !events.includes(event)) {
        throw new Error(`wallet.on: unknown event ${JSON.stringify(event)}`);
      }
      if (typeof listener !== 'function') throw new TypeError('wallet.on: listener must be a function');
      const wrapped = (payload: unknown) => listener(payload);
      const set = listeners.get(event) ?? new Set();
      set.add(wrapped);
      listeners.set(event, set);
      return () => void set.delete(wrapped);
    },
  };
}
