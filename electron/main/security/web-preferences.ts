// webPreferences of every app window: the Electron security checklist items that live in BrowserWindow options.
import type { WebPreferences } from 'electron';

/**
 * Secure webPreferences for the wallet window. `preloadPath` is the absolute path of the bundled preload;
 * `devTools` is false in packaged builds.
 */
export function secureWebPreferences(preloadPath: string, options: { devTools: boolean }): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools: options.devTools,
  };
}
