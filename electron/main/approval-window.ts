// The approval window: the trusted surface where money moves and risky changes are approved. Opens while requests wait.
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { APPROVAL_ENTRY_URL } from './app-origin';
import { secureWebPreferences } from './security/web-preferences';

/** Options of the approval window (pure, so the security test can inspect exactly what is used). */
export function approvalWindowOptions(
  preloadPath: string,
  options: { devTools: boolean; parent?: BrowserWindow | null },
): BrowserWindowConstructorOptions {
  const windowOptions: BrowserWindowConstructorOptions = {
    width: 520,
    height: 720,
    minWidth: 420,
    minHeight: 520,
    show: false,
    title: 'Approve — XYZ Wallet',
    backgroundColor: '#0f1115',
    autoHideMenuBar: true,
    alwaysOnTop: true,
    minimizable: false,
    webPreferences: secureWebPreferences(preloadPath, { devTools: options.devTools }),
  };
  if (options.parent) windowOptions.parent = options.parent;
  return windowOptions;
}

export interface ApprovalWindowManager {
  /** Called with the queue's size: shows and focuses the window while requests wait, closes it when none do. */
  update(pending: number): void;
  /** The window's web contents id, or null while it is closed (the approval IPC accepts only this sender). */
  contentsId(): number | null;
  window(): BrowserWindow | null;
}

/** Creates the approval window on demand; it never navigates (its page is the only thing it shows). */
export function createApprovalWindowManager(options: {
  BrowserWindowClass: new (options: BrowserWindowConstructorOptions) => BrowserWindow;
  preloadPath: string;
  devTools: boolean;
  parent: () => BrowserWindow | null;
}): ApprovalWindowManager {
  let current: BrowserWindow | null = null;
  const open = (): BrowserWindow => {
    const window = new options.BrowserWindowClass(
      approvalWindowOptions(options.preloadPath, { devTools: options.devTools, parent: options.parent() }),
    );
    window.webContents.on('will-navigate', (event) => event.preventDefault());
    window.once('ready-to-show', () => {
      window.show();
      window.focus();
    });
    window.on('closed', () => (current = null));
    void window.loadURL(APPROVAL_ENTRY_URL);
    return window;
  };
  return {
    update(pending) {
      const live = current && !current.isDestroyed() ? current : null;
      if (pending > 0) {
        if (!live) current = open();
        else {
          live.show();
          live.focus();
        }
      }
      // Closing the window refuses nothing: requests wait until decided, and reopen it when the queue changes.
      else if (live) live.close();
    },
    contentsId: () => (current && !current.isDestroyed() ? current.webContents.id : null),
    window: () => (current && !current.isDestroyed() ? current : null),
  };
}
