// Binds the wallet core to IPC with a sender check on every message; electron objects are passed in (see ipc.ts).
import type { IpcMainInvokeEvent, WebContents, WebFrameMain } from 'electron';
import { EVENT_IPC_CHANNEL } from '../../shared/api/channel-names';
import { isApprovalUrl, isAppUrl } from './app-origin';

/** The part of Electron's ipcMain the binding uses. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>,
  ): void;
  removeHandler(channel: string): void;
}

/** A frame as far as the sender check cares. */
export type SenderFrameLike = Pick<WebFrameMain, 'url' | 'parent'>;

/** The object the main process hosts (structurally createWalletCore's result). */
export interface IpcCore {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  on(listener: (event: string, payload: unknown) => void): () => void;
}

/** A shell handler gets the payload and the (already checked) event, for the few that act on their sender. */
export type ShellHandlers = Readonly<
  Record<string, (payload: unknown, event?: IpcMainInvokeEvent) => Promise<unknown>>
>;

/** Where core events are delivered: the app's windows' web contents. */
export type EventTarget = Pick<WebContents, 'send' | 'isDestroyed'> & {
  mainFrame: Pick<WebFrameMain, 'url'>;
};

export interface IpcBindingOptions {
  ipcMain: IpcMainLike;
  core: IpcCore;
  /** Channels of the contract (CHANNEL_NAMES); one handler each, nothing else is bound. */
  channels: readonly string[];
  /** Events of the contract (EVENT_NAMES); others are never forwarded. */
  events: readonly string[];
  /**
   * Channels handled by the shell itself (e.g. update/*) instead of core, when also in `channels`. A function
   * is read at each call, so handlers that start later (the updater) are picked up.
   */
  shellHandlers?: ShellHandlers | (() => ShellHandlers);
  /** Current event targets (usually every BrowserWindow's webContents). */
  targets: () => EventTarget[];
  /** Called with a description of every refused message (for the log). */
  onRefused?: (description: string) => void;
}

/**
 * True when a message comes from the top frame of the app's main page (app://wallet/...), never a subframe, a
 * site, or the approval surface's page (which has its own two channels: approval-ipc.ts).
 */
export function isTrustedSender(frame: SenderFrameLike | null | undefined): boolean {
  if (!frame) return false;
  return frame.parent === null && isAppUrl(frame.url) && !isApprovalUrl(frame.url);
}

/** Binds one ipcMain handler per listed channel and forwards listed core events; returns the unbind function. */
export function bindCoreToIpc(options: IpcBindingOptions): () => void {
  const shellHandlers = (): ShellHandlers => {
    const handlers = options.shellHandlers ?? {};
    return typeof handlers === 'function' ? handlers() : handlers;
  };
  for (const channel of options.channels) {
    options.ipcMain.handle(channel, async (event, payload) => {
      const frame = event.senderFrame as SenderFrameLike | null;
      if (!isTrustedSender(frame)) {
        const description = `refused ${channel} from ${frame?.url ?? 'a destroyed frame'}`;
        options.onRefused?.(description);
        throw new Error(`IPC ${description}: not the app's main frame`);
      }
      const shell = shellHandlers();
      const shellHandler = Object.prototype.hasOwnProperty.call(shell, channel) ? shell[channel] : undefined;
      return shellHandler ? shellHandler(payload, event) : options.core.invoke(channel, payload);
    });
  }
  const unsubscribe = options.core.on((event, payload) => {
    if (!options.events.includes(event)) return;
    for (const target of options.targets()) {
      if (!target.isDestroyed() && isAppUrl(target.mainFrame.url) && !isApprovalUrl(target.mainFrame.url))
        target.send(EVENT_IPC_CHANNEL, event, payload);
    }
  });
  return () => {
    unsubscribe();
    for (const channel of options.channels) options.ipcMain.removeHandler(channel);
  };
}
