// Binds the approval surface's two channels, accepted only from the approval window's own top frame.
import type { IpcMainInvokeEvent } from 'electron';
import {
  APPROVAL_CHANNEL_NAMES,
  APPROVAL_EVENT,
  APPROVAL_EVENT_IPC_CHANNEL,
} from '../../shared/api/approval-names';
import { isApprovalUrl } from './app-origin';
import type { IpcCore, IpcMainLike, SenderFrameLike } from './ipc-binding';

export interface ApprovalIpcOptions {
  ipcMain: IpcMainLike;
  /** The core's approval door (WalletCore.approvals). */
  door: IpcCore;
  /** The approval window's web contents id, null while it is closed. */
  approvalContentsId: () => number | null;
  /** Delivers a pushed approval event to the approval window (when open). */
  sendToApprovalWindow: (channel: string, event: string, payload: unknown) => void;
  onRefused?: (description: string) => void;
}

/** True when `event` comes from the approval window's top frame showing the approval page: nothing else decides. */
export function isApprovalSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'> & { sender: { id: number } },
  approvalContentsId: number | null,
): boolean {
  const frame = event.senderFrame as SenderFrameLike | null;
  if (!frame || frame.parent !== null || !isApprovalUrl(frame.url)) return false;
  return approvalContentsId !== null && event.sender.id === approvalContentsId;
}

/** Binds approval/pending and approval/decide, forwards the queue event; returns the unbind function. */
export function bindApprovalIpc(options: ApprovalIpcOptions): () => void {
  for (const channel of APPROVAL_CHANNEL_NAMES) {
    options.ipcMain.handle(channel, async (event, payload) => {
      if (!isApprovalSender(event, options.approvalContentsId())) {
        const description = `refused ${channel} from ${event.senderFrame?.url ?? 'a destroyed frame'}`;
        options.onRefused?.(description);
        throw new Error(`IPC ${description}: not the approval window`);
      }
      return options.door.invoke(channel, payload);
    });
  }
  const unsubscribe = options.door.on((event, payload) => {
    if (event === APPROVAL_EVENT) options.sendToApprovalWindow(APPROVAL_EVENT_IPC_CHANNEL, event, payload);
  });
  return () => {
    unsubscribe();
    for (const channel of APPROVAL_CHANNEL_NAMES) options.ipcMain.removeHandler(channel);
  };
}
