// `npm start` launcher: wraps itself in Xvfb / a D-Bus keyring session when needed, starts the devnet, and opens
// the wallet in Electron when its runtime exists, otherwise in Debian's Chromium through the e2e bridge.
// Flags: --once (screenshot, then quit), --chromium (skip Electron), --no-devnet, --help.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { devPaths } from './lib/dev-paths';
import { devnetPortArgs, startDevnetProcess, type DevnetProcess } from './lib/devnet-process';
import { findElectronBinary } from './lib/electron-runtime';
import { ensureElectronNativeBuild, outcomeLines } from './lib/electron-native-build';
import { planSession, wrapCommand } from './lib/session-wrappers';
import { loadWalletCore } from './lib/wallet-core-loader';
import { openChromiumApp } from './lib/chromium-app';

const USAGE = 'usage: npm start -- [--once] [--chromium] [--no-devnet]';
const root = path.resolve(import.meta.dirname, '..');
const rendererDist = path.join(root, 'dist/renderer');
const say = (line: string) => console.log(`[start] ${line}`);

interface LaunchArgs {
  once: boolean;
  forceChromium: boolean;
  devnet: boolean;
}

function parseArgs(argv: string[]): LaunchArgs {
  const args: LaunchArgs = { once: false, forceChromium: false, devnet: true };
  for (const arg of argv) {
    if (arg === '--once') args.once = true;
    else if (arg === '--chromium') args.forceChromium = true;
    else if (arg === '--no-devnet') args.devnet = false;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`unknown flag ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  return args;
}

const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** dbus-daemon start-up notices (fd limits, a11y bus activation) that mean nothing to a person. */
const DBUS_NOISE = /^dbus-daemon\[\d+\]: /;

/**
 * Re-runs this launcher inside Xvfb and/or a keyring session when needed and resolves to its exit code;
 * resolves to null when no wrap is needed. Ctrl+C reaches the child (same process group), which cleans up.
 */
async function runWrappedIfNeeded(keyringHome: string): Promise<number | null> {
  const plan = planSession(process.env, has);
  for (const note of plan.notes) say(note);
  if (!plan.xvfb && !plan.keyring) return null;
  if (plan.xvfb) say('No display found: running under Xvfb (a virtual screen).');
  if (plan.keyring) say(`No desktop keyring found: using a development keyring in ${keyringHome}.`);
  const command = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const wrapped = wrapCommand(plan, command, {
    keyringHome,
    keyringPassword: process.env.XYZ_DEV_KEYRING_PASSWORD ?? 'xyz-wallet-dev',
  });
  const child = spawn(wrapped.argv[0]!, wrapped.argv.slice(1), {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: { ...process.env, ...wrapped.env },
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (!DBUS_NOISE.test(line)) process.stderr.write(`${line}\n`);
  });
  const ignore = () => undefined; // the child gets the same Ctrl+C and shuts down in order
  process.on('SIGINT', ignore);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1))));
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/** Rebuilds dist/electron when electron/ or shared/ changed since the last build. */
function buildElectronIfStale(): void {
  const built = path.join(root, 'dist/electron/main.cjs');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(
    newestMtime(path.join(root, 'electron')),
    newestMtime(path.join(root, 'shared')),
  );
  if (sourcesAt <= builtAt) return;
  say('Building the Electron main and preload bundles.');
  const result = spawnSync(process.execPath, ['scripts/build-electron.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building dist/electron failed');
}

async function startDevnet(paths: ReturnType<typeof devPaths>): Promise<DevnetProcess | null> {
  mkdirSync(paths.devnetDir, { recursive: true });
  const ports = await devnetPortArgs(process.env.XYZ_DEVNET_EPHEMERAL_PORTS === '1');
  if (!ports.usedDefaults)
    say(
      process.env.XYZ_DEVNET_EPHEMERAL_PORTS === '1'
        ? 'Devnet on OS-chosen ports (XYZ_DEVNET_EPHEMERAL_PORTS=1).'
        : 'Default devnet ports (1317, 26657, 8080) are busy: letting the OS pick free ones.',
    );
  say(`Starting the devnet (data: ${paths.devnetDir}, log: ${paths.devnetLog}) ...`);
  try {
    const devnet = await startDevnetProcess({
      root,
      dataDir: paths.devnetDir,
      logFile: paths.devnetLog,
      extraArgs: ports.args,
    });
    say(
      `Devnet ${devnet.urls.chainId} is up: REST ${devnet.urls.restUrl}, RPC ${devnet.urls.rpcUrl}, backend ${devnet.urls.backendUrl}`,
    );
    return devnet;
  } catch (error) {
    say(`The devnet could not start, so the wallet opens without it: ${(error as Error).message}`);
    return null;
  }
}

async function runElectron(
  binary: string,
  paths: ReturnType<typeof devPaths>,
  devnet: DevnetProcess | null,
): Promise<number> {
  buildElectronIfStale();
  // better-sqlite3 for Electron's ABI, in .native/ (main picks it: electron/main/native-bindings.ts).
  const native = ensureElectronNativeBuild({ root, binary, say });
  for (const line of outcomeLines(root, native)) say(line);
  say(`Opening the wallet in Electron (${binary}).`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XYZ_USER_DATA_DIR: paths.walletDir,
    XYZ_KEYCHAIN_SERVICE: process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-dev',
    XYZ_DISABLE_UPDATES: '1',
  };
  if (devnet) {
    const { restUrl, rpcUrl, backendUrl, chainId, relayUrl } = devnet.urls;
    env.XYZ_NETWORK_OVERRIDES = JSON.stringify({ restUrl, rpcUrl, backendUrl, chainId, relayUrl });
  }
  // Chromium refuses to run as root with its OS sandbox; renderers stay `sandbox: true` (no Node) regardless.
  const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  if (rootArgs.length > 0) say('Running as root: Electron needs --no-sandbox (the OS-level sandbox) here.');
  const child = spawn(binary, [...rootArgs, root], { stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 0)));
}

async function runChromium(
  args: LaunchArgs,
  paths: ReturnType<typeof devPaths>,
  devnet: DevnetProcess | null,
): Promise<void> {
  say(
    'The Electron runtime is not available here (it cannot be downloaded on this machine), so the wallet opens ' +
      'in Debian Chromium instead: the same renderer and the same wallet core, joined by the test bridge ' +
      '(window.wallet). No port is opened for the app itself.',
  );
  const core = await loadWalletCore({
    dataDir: paths.walletDir,
    keychainService: process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-dev',
    devnet: devnet?.urls ?? null,
    version: (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
      .version,
  });
  if (core.problem) say(`Note: ${core.problem}`);
  const underXvfb = Boolean(process.env.XYZ_UNDER_XVFB);
  const headless = !underXvfb && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
  const { browser, page } = await openChromiumApp({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    distDir: rendererDist,
    core,
    headless,
  });
  const cleanup = async () => {
    await browser.close().catch(() => undefined);
    await core.close().catch(() => undefined);
    await devnet?.stop();
  };
  const shoot = async () => {
    if (page.isClosed()) return;
    await page.screenshot({ path: paths.screenshot }).catch(() => undefined);
  };
  if (underXvfb || headless || args.once) {
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    await shoot();
    say(
      `There is no screen to show the window on; a screenshot of it is at ${paths.screenshot}` +
        (args.once ? '' : ' (refreshed every 10 s).'),
    );
  }
  if (args.once) {
    const info = await page.evaluate(() =>
      (window as unknown as { wallet: { invoke(c: string, r: unknown): Promise<unknown> } }).wallet.invoke(
        'app/info',
        {},
      ),
    );
    say(`The page asked the core for app/info through window.wallet: ${JSON.stringify(info)}`);
    await cleanup();
    return;
  }
  const timer = underXvfb || headless ? setInterval(() => void shoot(), 10_000) : null;
  say(`Wallet is open (data: ${paths.walletDir}). Press Ctrl+C to quit.`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    browser.once('disconnected', stop);
  });
  if (timer) clearInterval(timer);
  say('Closing the wallet and the devnet.');
  await cleanup();
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const paths = devPaths(process.env, os.homedir());
  mkdirSync(paths.walletDir, { recursive: true });
  const wrappedExit = await runWrappedIfNeeded(paths.keyringHome);
  if (wrappedExit !== null) process.exit(wrappedExit);
  if (!existsSync(path.join(rendererDist, 'index.html')))
    throw new Error('dist/renderer is missing: run `npm run build:renderer`');
  const devnet = args.devnet ? await startDevnet(paths) : null;
  const electron = args.forceChromium ? null : findElectronBinary(root);
  if (electron) {
    const code = await runElectron(electron, paths, devnet);
    await devnet?.stop();
    process.exit(code);
  }
  await runChromium(args, paths, devnet);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
});
