// The one module that imports ipcMain: binds the core with the sender check of ipc-binding.ts.
import { BrowserWindow, ipcMain } from 'electron';
import { bindCoreToIpc, type IpcBindingOptions } from './ipc-binding';

/** Binds `core` to Electron's ipcMain, delivering events to every open window. Returns the unbind function. */
export function bindWalletIpc(options: Omit<IpcBindingOptions, 'ipcMain' | 'targets'>): () => void {
  return bindCoreToIpc({
    ...options,
    ipcMain,
    targets: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
  });
}
