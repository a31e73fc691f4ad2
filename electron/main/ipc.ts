// The one module that imports ipcMain: binds the core with the sender check of ipc-binding.ts.
import { BrowserWindow, ipcMain } from 'electron';
import { bindApprovalIpc as bindApprovalHandlers, type ApprovalIpcOptions } from './approval-ipc';
import { bindCoreToIpc, type IpcBindingOptions } from './ipc-binding';

/** Binds `core` to Electron's ipcMain, delivering events to every open window. Returns the unbind function. */
export function bindWalletIpc(options: Omit<IpcBindingOptions, 'ipcMain' | 'targets'>): () => void {
  return bindCoreToIpc({
    ...options,
    ipcMain,
    targets: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
  });
}

/** Binds the approval window's two channels to Electron's ipcMain (sender: the approval window only). */
export function bindApprovalIpc(options: Omit<ApprovalIpcOptions, 'ipcMain'>): () => void {
  return bindApprovalHandlers({ ...options, ipcMain });
}

/** The IPC channel electron-log's main module opens at import for its renderer half (which this app never loads). */
export const ELECTRON_LOG_IPC_CHANNEL = '__ELECTRON_LOG__';

/**
 * Closes IPC that libraries opened on their own, so the contract's channels (bound above, with the sender check) are
 * the only ones a page can reach. Called once, right after the logger is created.
 */
export function closeLibraryIpc(): void {
  ipcMain.removeHandler(ELECTRON_LOG_IPC_CHANNEL);
  ipcMain.removeAllListeners(ELECTRON_LOG_IPC_CHANNEL);
}
