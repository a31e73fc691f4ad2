// Electron main process: composition root only (single instance, hardening, protocol, core, IPC, window, updater).
import { app, BrowserWindow, Menu, net, Notification, protocol, session, shell } from 'electron';
import electronLog from 'electron-log/main';
import { autoUpdater } from 'electron-updater';
import path from 'node:path';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../shared/api';
import { createWalletCore, type WalletCore } from '../core/wallet-core';
import { createKeytarKeychain, createUnavailableKeychain, type Keychain } from '../core/keys/keychain';
import { builtInUpdateKeys } from '../core/update/built-in-keys';
import { APP_SCHEME } from './app-origin';
import { deferredCore } from './deferred-core';
import { startDesktopNotifications } from './desktop-notifications';
import { withShellEvents } from './event-hub';
import { createApprovalWindowManager } from './approval-window';
import { bindApprovalIpc, bindWalletIpc, closeLibraryIpc } from './ipc';
import { appMenuTemplate } from './menu';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol';
import { createMainLogger, logLevelFromEnv } from './log';
import { sqliteBindingForApp } from './native-bindings';
import { hardenSession, hardenWebContents } from './security/harden';
import { ScannerCameraGate, allowScannerCamera, scannerCameraShellHandlers } from './security/scanner-camera';
import { isAllowedExternalUrl } from './security/external-links';
import { readStartupConfig } from './startup-config';
import { startShellUpdater, type ShellUpdater } from './updater';
import { createMainWindow } from './window';

const config = readStartupConfig(process.env, app.isPackaged);
for (const warning of config.warnings) console.warn(`[main] ${warning}`);
if (config.userDataDir) app.setPath('userData', config.userDataDir);
// The log file (redacted records, rotated at ~1 MB): see docs/decisions/0207-logging.md.
const log = createMainLogger(electronLog, { level: logLevelFromEnv(process.env) });
closeLibraryIpc();

// Must happen before `ready`.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
/** Web contents with a QR scanner open (opened and closed by the page's `app/scanner-camera` calls). */
const scannerCamera = new ScannerCameraGate();
const scannerCameraHandlers = scannerCameraShellHandlers(scannerCamera);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;
let core: WalletCore | null = null;
let updater: ShellUpdater | null = null;
// The trusted approval surface: its own window, preload and channels (docs/decisions/0722-approval-surface.md).
const approvalWindow = createApprovalWindowManager({
  BrowserWindowClass: BrowserWindow,
  preloadPath: path.join(__dirname, 'approval-preload.cjs'),
  devTools: !app.isPackaged,
  parent: () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null),
});

function openExternalSafely(url: string): void {
  if (isAllowedExternalUrl(url)) void shell.openExternal(url);
}

async function openKeychain(service: string): Promise<Keychain> {
  try {
    return await createKeytarKeychain(service);
  } catch (cause) {
    console.error(`[main] keychain unavailable: ${(cause as Error).message}`);
    return createUnavailableKeychain(cause);
  }
}

function showMainWindow(): void {
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
    return;
  }
  mainWindow = createMainWindow(BrowserWindow, path.join(__dirname, 'preload.cjs'), {
    devTools: !app.isPackaged,
    systemLocale: app.getSystemLocale(),
  });
  mainWindow.on('closed', () => (mainWindow = null));
  // A crashed renderer holds no secrets (core does): log it and load the app again, at most 3 times.
  let reloads = 0;
  mainWindow.webContents.on('render-process-gone', (_event, details) => {
    log.error('renderer gone', { reason: details.reason, reloads });
    if (details.reason === 'clean-exit' || reloads >= 3 || !mainWindow || mainWindow.isDestroyed()) return;
    reloads += 1;
    mainWindow.reload();
  });
}

async function start(): Promise<void> {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternalSafely));
  await app.whenReady();
  hardenSession(session.defaultSession);
  allowScannerCamera(session.defaultSession, scannerCamera); // camera: app page, video only, scanner open (0723)
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(process.platform, app.isPackaged)));
  protocol.handle(APP_SCHEME, createAppProtocolHandler(path.join(__dirname, '../renderer')));

  const dataDir = app.getPath('userData');
  const sqliteBinding = sqliteBindingForApp(app, (line) => console.log(`[main] ${line}`));
  // The window and IPC come up at once; calls wait for the core (keychain probe, SQLite) inside deferredCore.
  const corePromise = openKeychain(config.keychainService).then((keychain) =>
    createWalletCore({
      dataDir,
      keychain,
      sqliteBinding,
      network: config.network,
      version: app.getVersion(),
      logger: log,
    }),
  );
  corePromise.then(
    (created) => (core = created),
    (error: unknown) => {
      console.error('[main] the wallet core failed to start', error);
      log.error('core failed to start', { error });
    },
  );
  // The page gets the page's door (guarded calls wait for the approval window); the approval window its own door.
  const hub = withShellEvents(deferredCore(corePromise.then((created) => created.page)));
  const approvals = deferredCore(corePromise.then((created) => created.approvals));
  bindApprovalIpc({
    door: approvals,
    approvalContentsId: () => approvalWindow.contentsId(),
    sendToApprovalWindow: (channel, event, payload) =>
      approvalWindow.window()?.webContents.send(channel, event, payload),
    onRefused: (description) => console.warn(`[main] IPC ${description}`),
  });
  approvals.on((event, payload) => {
    if (event === 'approvals/changed') approvalWindow.update((payload as { pending: number }).pending);
  });
  bindWalletIpc({
    core: hub.core,
    channels: CHANNEL_NAMES,
    events: EVENT_NAMES,
    shellHandlers: () => ({ ...(updater?.handlers ?? {}), ...scannerCameraHandlers }),
    onRefused: (description) => console.warn(`[main] IPC ${description}`),
  });
  startDesktopNotifications({
    core: hub.core,
    supported: Notification.isSupported(),
    show: ({ title, body }) => new Notification({ title, body }).show(),
  });
  showMainWindow();
  app.on('activate', showMainWindow);
  if (config.updatesEnabled) {
    updater = startShellUpdater({
      autoUpdater,
      provider: config.updateProvider,
      channel: config.updateChannel,
      currentVersion: app.getVersion(),
      keys: builtInUpdateKeys(),
      isPackaged: app.isPackaged,
      platform: process.platform,
      arch: process.arch,
      verifiedDir: path.join(app.getPath('userData'), 'verified-update'),
      emit: (payload) => hub.emit('update/progress', payload),
      log: (message) => log.info(message),
      fetch: (url) => net.fetch(url),
      approveDowngrade: (subject) => corePromise.then((created) => created.approvals.ask(subject)),
    });
  }
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', showMainWindow);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing || !core) return;
    closing = true;
    event.preventDefault();
    updater?.stop();
    void core.close().finally(() => app.quit());
  });
  start().catch((error: unknown) => {
    console.error('[main] failed to start', error);
    app.exit(1);
  });
}
