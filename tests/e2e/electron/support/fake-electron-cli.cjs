// Runs the BUILT main process (dist/electron/main.cjs) as a packaged app started with `--cli <args>` (the args given
// to this script), in plain Node against a fake `electron` that fails on any window, ready wait or instance lock.
const Module = require('node:module');
const path = require('node:path');

const refuse = (what) => () => {
  process.stderr.write(`fake electron: the CLI run used ${what}\n`);
  process.exit(99);
};
const fakeElectron = {
  app: {
    isPackaged: true,
    getVersion: () => '7.7.7',
    getAppPath: () => process.cwd(),
    getPath: () => require('node:os').tmpdir(),
    dock: { hide: () => undefined },
    whenReady: refuse('app.whenReady'),
    requestSingleInstanceLock: refuse('the single-instance lock'),
    enableSandbox: refuse('app.enableSandbox'),
    setPath: refuse('app.setPath'),
    on: refuse('app.on'),
    quit: () => undefined,
    exit: (code) => process.exit(code),
  },
  BrowserWindow: refuse('a BrowserWindow'),
  protocol: { registerSchemesAsPrivileged: refuse('protocol.registerSchemesAsPrivileged') },
};

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (request === 'electron') return fakeElectron;
  return originalLoad.call(this, request, parent, isMain);
};

process.argv = ['/opt/XYZ Wallet/xyz-wallet', '--cli', ...process.argv.slice(2)];
require(path.resolve(__dirname, '../../../../dist/electron/main.cjs'));
