// The wallet window: secure webPreferences, shown when painted, loading the app from app://wallet.
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { appEntryUrl } from './app-origin';
import { secureWebPreferences } from './security/web-preferences';

/** Options of the main window (pure, so the security test can inspect exactly what is used). */
export function mainWindowOptions(
  preloadPath: string,
  options: { devTools: boolean; icon?: string },
): BrowserWindowConstructorOptions {
  const windowOptions: BrowserWindowConstructorOptions = {
    width: 1200,
    height: 800,
    minWidth: 880,
    minHeight: 600,
    show: false,
    title: 'XYZ Wallet',
    backgroundColor: '#0f1115',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preloadPath, { devTools: options.devTools }),
  };
  if (options.icon) windowOptions.icon = options.icon;
  return windowOptions;
}

/** Creates and loads the main window with the given BrowserWindow class (injected by the composition root). */
export function createMainWindow(
  BrowserWindowClass: new (options: BrowserWindowConstructorOptions) => BrowserWindow,
  preloadPath: string,
  options: { devTools: boolean; icon?: string; systemLocale?: string },
): BrowserWindow {
  const window = new BrowserWindowClass(mainWindowOptions(preloadPath, options));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(appEntryUrl(options.systemLocale));
  return window;
}
