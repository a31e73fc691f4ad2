// Runs the BUILT main process (dist/electron/main.cjs) in plain Node against a recording fake of the `electron`
// module, exercises what it registered, and prints one JSON report. Never loads the real electron package.
const Module = require('node:module');
const path = require('node:path');

const record = {
  privilegedSchemes: null,
  sandboxEnabled: false,
  singleInstanceLock: false,
  userDataSet: null,
  protocolHandlers: {},
  ipcHandlers: {},
  ipcListeners: {},
  windows: [],
  session: {},
  menuSet: false,
  webContentsCreatedListeners: [],
  openedExternally: [],
  sent: [],
  exposed: {},
};
const APP_FRAME = { url: 'app://wallet/index.html', parent: null };

class FakeWebContents {
  constructor() {
    this.listeners = {};
    this.mainFrame = { url: 'app://wallet/index.html' };
    this.windowOpenHandler = null;
  }
  on(name, fn) {
    (this.listeners[name] ??= []).push(fn);
    return this;
  }
  send(...args) {
    record.sent.push(args);
  }
  isDestroyed() {
    return false;
  }
  setWindowOpenHandler(fn) {
    this.windowOpenHandler = fn;
  }
}

class FakeBrowserWindow {
  constructor(options) {
    this.options = options;
    this.webContents = new FakeWebContents();
    this.loadedUrl = null;
    record.windows.push(this);
    for (const listener of record.webContentsCreatedListeners) listener({}, this.webContents);
  }
  static getAllWindows() {
    return record.windows;
  }
  once() {}
  on() {}
  loadURL(url) {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  focus() {}
  show() {}
}

const userData = { path: path.join(require('node:os').tmpdir(), 'xyz-fake-electron-default') };
const fakeElectron = {
  app: {
    isPackaged: false,
    // The OS's regional format (an English UI with German formats): main passes it to the renderer in the URL.
    getSystemLocale: () => 'de-DE',
    enableSandbox: () => (record.sandboxEnabled = true),
    requestSingleInstanceLock: () => (record.singleInstanceLock = true),
    setPath: (name, value) => {
      if (name === 'userData') {
        userData.path = value;
        record.userDataSet = value;
      }
    },
    getPath: (name) => (name === 'userData' ? userData.path : require('node:os').tmpdir()),
    getVersion: () => '0.1.0',
    getAppPath: () => process.cwd(),
    getName: () => 'XYZ Wallet',
    whenReady: () => Promise.resolve(),
    on: (name, fn) => {
      if (name === 'web-contents-created') record.webContentsCreatedListeners.push(fn);
    },
    quit: () => {},
    exit: (code) => process.exit(code),
  },
  protocol: {
    registerSchemesAsPrivileged: (schemes) => (record.privilegedSchemes = schemes),
    handle: (scheme, handler) => (record.protocolHandlers[scheme] = handler),
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (fn) => (record.session.request = fn),
      setPermissionCheckHandler: (fn) => (record.session.check = fn),
      setDevicePermissionHandler: (fn) => (record.session.device = fn),
      webRequest: { onHeadersReceived: (fn) => (record.session.headers = fn) },
    },
  },
  shell: { openExternal: (url) => record.openedExternally.push(url) },
  ipcMain: {
    handle: (channel, fn) => (record.ipcHandlers[channel] = fn),
    removeHandler: (channel) => delete record.ipcHandlers[channel],
    // electron-log listens for its renderer messages; nothing in the app does.
    on: (channel) => (record.ipcListeners[channel] = (record.ipcListeners[channel] ?? 0) + 1),
    removeAllListeners: (channel) => delete record.ipcListeners[channel],
  },
  BrowserWindow: FakeBrowserWindow,
  Menu: { buildFromTemplate: (t) => t, setApplicationMenu: () => (record.menuSet = true) },
  Notification: class {
    static isSupported() {
      return true;
    }
    show() {}
  },
  // Preload side: the bundle's contextBridge/ipcRenderer, wired straight to the main handlers as the app frame.
  contextBridge: { exposeInMainWorld: (name, api) => (record.exposed[name] = api) },
  ipcRenderer: {
    invoke: (channel, payload) => record.ipcHandlers[channel]({ senderFrame: APP_FRAME }, payload),
    on: () => undefined,
  },
};

// As in Electron, the main process's `electron` has no renderer-side modules (electron-log, bundled into main, only
// starts its preload part when it finds ipcRenderer); the preload bundle, required later, gets the full fake.
const mainElectron = { ...fakeElectron, contextBridge: undefined, ipcRenderer: undefined };
let electronFor = mainElectron;

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === 'electron') return electronFor;
  return originalLoad.call(this, request, parent, isMain);
};

const waitFor = async (predicate, ms) => {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for the main process to start');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const main = async () => {
  require(path.resolve(__dirname, '../../../../dist/electron/main.cjs'));
  await waitFor(() => record.windows.length > 0, 20_000);
  const window = record.windows[0];
  const contents = window.webContents;
  const appFrame = APP_FRAME;
  electronFor = fakeElectron;
  require(path.resolve(__dirname, '../../../../dist/electron/preload.cjs'));
  const wallet = record.exposed.wallet;
  const evilFrame = { url: 'https://evil.example/', parent: null };
  const invoke = (channel, frame, payload) =>
    record.ipcHandlers[channel]({ senderFrame: frame }, payload).then(
      (value) => ({ resolved: value }),
      (error) => ({ rejected: String(error.message) }),
    );
  const prevented = (name, url) => {
    let called = false;
    for (const fn of contents.listeners[name] ?? []) fn({ preventDefault: () => (called = true) }, url);
    return called;
  };
  const protocol = record.protocolHandlers.app;
  const index = await protocol(new Request('app://wallet/index.html'));
  const escape = await protocol(new Request('app://wallet/%2e%2e/%2e%2e/package.json'));
  let permission = null;
  record.session.request({}, 'media', (answer) => (permission = answer), {});
  const report = {
    privilegedSchemes: record.privilegedSchemes,
    sandboxEnabled: record.sandboxEnabled,
    singleInstanceLock: record.singleInstanceLock,
    userDataSet: record.userDataSet,
    menuSet: record.menuSet,
    windowOptions: { ...window.options, webPreferences: { ...window.options.webPreferences } },
    loadedUrl: window.loadedUrl,
    ipcChannels: Object.keys(record.ipcHandlers).sort(),
    ipcListenerChannels: Object.keys(record.ipcListeners).sort(),
    appInfoFromApp: await invoke('app/info', appFrame, {}),
    appInfoFromEvil: await invoke('app/info', evilFrame, {}),
    appInfoFromSubframe: await invoke('app/info', { url: 'app://wallet/index.html', parent: appFrame }, {}),
    protocol: {
      indexStatus: index.status,
      indexCsp: index.headers.get('content-security-policy'),
      escapeStatus: escape.status,
    },
    permissionAnswer: permission,
    permissionCheck: record.session.check({}, 'media', 'app://wallet', {}),
    navigationToEvilPrevented: prevented('will-navigate', 'https://evil.example/'),
    navigationInsideAppPrevented: prevented('will-navigate', 'app://wallet/index.html'),
    webviewPrevented: prevented('will-attach-webview'),
    windowOpen: [
      contents.windowOpenHandler({ url: 'https://docs.xyz.network/guide' }),
      contents.windowOpenHandler({ url: 'https://evil.example/' }),
    ],
    openedExternally: record.openedExternally,
    preload: {
      exposedNames: Object.keys(record.exposed),
      walletKeys: Object.keys(wallet).sort(),
      appInfo: await wallet.invoke('app/info', {}),
      unknownChannel: await wallet.invoke('keys/export-everything', {}),
    },
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exit(0);
};

main().catch((error) => {
  process.stderr.write(`harness failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
