// Builds better-sqlite3 for the Electron runtime `npm start` opens, into .native/electron-<version>-abi<abi>-…/,
// only when that build is missing or stale; node_modules keeps its Node build (the tests run on plain Node).
// keytar needs nothing: it is a Node-API addon (binding.gyp defines NAPI_VERSION), loadable by Node and Electron.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ELECTRON_NATIVE_DIR,
  electronNativeDir,
  electronSqliteBindingPath,
  SQLITE_BINDING_FILE,
  type ElectronTarget,
} from '../../electron/core/cache/sqlite-binding';

export const STAMP_FILE = 'stamp.json';
export const BUILD_LOG = 'last-build.log';

/** What a build in .native/ was made from; a different stamp means it is stale. */
export interface NativeBuildStamp extends ElectronTarget {
  betterSqlite3: string;
}

/**
 * The Electron to build for: what the runtime itself reports (`probe`: its `process.versions` as JSON, run as
 * Node), else the electron package's version and abi_version file; null when neither says.
 */
export function electronTargetFrom(input: {
  probe: string | null;
  packageVersion: string | null;
  packageAbi: string | null;
  platform: string;
  arch: string;
}): ElectronTarget | null {
  const { platform, arch } = input;
  try {
    const reported = JSON.parse(input.probe ?? '') as { electron?: unknown; modules?: unknown };
    if (typeof reported.electron === 'string' && typeof reported.modules === 'string')
      return { electron: reported.electron, abi: reported.modules, platform, arch };
  } catch {
    // not an Electron that runs as Node (a stand-in binary, or ELECTRON_RUN_AS_NODE disabled): use the package
  }
  const version = input.packageVersion?.trim();
  const abi = input.packageAbi?.trim();
  if (version && abi && /^\d+$/.test(abi)) return { electron: version, abi, platform, arch };
  return null;
}

export type NativeBuildPlan =
  { action: 'reuse'; bindingPath: string } | { action: 'build'; bindingPath: string; reason: string };

/** Reuse the build when its addon exists and its stamp matches this target and better-sqlite3 version. */
export function planElectronNativeBuild(input: {
  root: string;
  target: ElectronTarget;
  betterSqlite3: string;
  bindingExists: boolean;
  stampText: string | null;
}): NativeBuildPlan {
  const bindingPath = electronSqliteBindingPath(input.root, input.target);
  const want: NativeBuildStamp = { ...input.target, betterSqlite3: input.betterSqlite3 };
  if (!input.bindingExists || input.stampText === null)
    return { action: 'build', bindingPath, reason: 'no build for this Electron yet' };
  let have: Partial<NativeBuildStamp>;
  try {
    have = JSON.parse(input.stampText) as Partial<NativeBuildStamp>;
  } catch {
    return { action: 'build', bindingPath, reason: 'its stamp is unreadable' };
  }
  const changed = (Object.keys(want) as Array<keyof NativeBuildStamp>).filter(
    (key) => have[key] !== want[key],
  );
  if (changed.length === 0) return { action: 'reuse', bindingPath };
  const what = changed.map((key) => `${key} ${have[key] ?? '?'} -> ${want[key]}`).join(', ');
  return { action: 'build', bindingPath, reason: `stale (${what})` };
}

/** The stamp file's text for a build of `target` from better-sqlite3 `version`. */
export function stampText(target: ElectronTarget, betterSqlite3: string): string {
  return `${JSON.stringify({ ...target, betterSqlite3 } satisfies NativeBuildStamp, null, 2)}\n`;
}

/**
 * The environment for electron-rebuild: without npm's header settings (`npm_config_nodedir` and friends, which
 * `npm start` exports from .npmrc), since node-gyp would obey them and compile against Node's headers instead of
 * Electron's, producing a Node build under an Electron name.
 */
export function rebuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const headerSettings = /^npm_config_(nodedir|target|runtime|disturl|dist_url|arch|build_from_source)$/i;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !headerSettings.test(key)));
}

/** The NODE_MODULE_VERSION a compiled (non-Node-API) addon registers itself for, read from its bytes. */
export function addonAbi(bytes: Uint8Array): string | null {
  const match = /node_register_module_v(\d+)/.exec(Buffer.from(bytes).toString('latin1'));
  return match ? match[1]! : null;
}

/** One sentence on why electron-rebuild failed, from its output. */
export function summarizeRebuildFailure(output: string): string {
  const headerDownload = /node-gyp\/lib\/(install|download)\.js/.test(output); // failed inside the header fetch
  const network = /network connectivity|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|getaddrinfo/i;
  if (headerDownload || network.test(output))
    return "Electron's C++ headers could not be downloaded (electronjs.org unreachable: no network or a proxy)";
  if (/not found: (make|python)|gyp ERR! find Python|make: not found|g\+\+: not found/i.test(output))
    return 'the C++ toolchain is missing (python3, make, g++)';
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errorLine = [...lines].reverse().find((line) => /error/i.test(line));
  return errorLine ?? lines.at(-1) ?? 'electron-rebuild failed without output';
}

export type NativeBuildOutcome =
  | { kind: 'no-target' }
  | { kind: 'reused'; target: ElectronTarget; bindingPath: string }
  | { kind: 'built'; target: ElectronTarget; bindingPath: string }
  | { kind: 'failed'; target: ElectronTarget; bindingPath: string; reason: string; log: string };

const show = (root: string, file: string) => path.relative(root, file) || file;

/** The line `npm start` prints before a build starts. */
export function buildingLine(root: string, target: ElectronTarget, plan: NativeBuildPlan): string {
  const why = plan.action === 'build' ? ` (${plan.reason})` : '';
  return (
    `Building better-sqlite3 for Electron ${target.electron} (NODE_MODULE_VERSION ${target.abi}) into ` +
    `${show(root, path.dirname(plan.bindingPath))}${why}; node_modules keeps its Node build for the tests. ` +
    'This compiles SQLite: a minute or two.'
  );
}

/** What `npm start` prints once the Electron build is settled. */
export function outcomeLines(root: string, outcome: NativeBuildOutcome): string[] {
  switch (outcome.kind) {
    case 'no-target':
      return [
        'Could not tell which Electron version this is, so better-sqlite3 was not built for it; the wallet ' +
          'window will say its database cannot open. `npm start -- --chromium` opens the wallet in Chromium.',
      ];
    case 'reused':
      return [
        `better-sqlite3 for Electron ${outcome.target.electron} is up to date (${show(root, outcome.bindingPath)}).`,
      ];
    case 'built':
      return [
        `Built better-sqlite3 for Electron ${outcome.target.electron}: ${show(root, outcome.bindingPath)}.`,
      ];
    case 'failed':
      return [
        `Could not build better-sqlite3 for Electron ${outcome.target.electron}: ${outcome.reason}. ` +
          `Full output: ${show(root, outcome.log)}.`,
        'The wallet window opens but says its database cannot open. Fix the cause and run `npm start` again ' +
          '(it retries the build); meanwhile `npm start -- --chromium` opens the wallet in Chromium.',
      ];
  }
}

/** Asks the runtime for its versions (run as Node); null when it does not answer JSON. */
export function probeElectron(binary: string): string | null {
  const result = spawnSync(binary, ['-p', 'JSON.stringify(process.versions)'], {
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

function readOrNull(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Runs @electron/rebuild from source on a copy of better-sqlite3 in `stagingDir`; returns its exit and output. */
export function runElectronRebuild(input: { root: string; target: ElectronTarget; stagingDir: string }): {
  ok: boolean;
  output: string;
} {
  const source = realpathSync(path.join(input.root, 'node_modules/better-sqlite3'));
  const copy = path.join(input.stagingDir, 'node_modules/better-sqlite3');
  const version = (JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string })
    .version;
  cpSync(source, copy, {
    recursive: true,
    filter: (file) => file !== path.join(source, 'build'),
  });
  writeFileSync(
    path.join(input.stagingDir, 'package.json'),
    JSON.stringify({
      name: 'xyz-native-staging',
      private: true,
      dependencies: { 'better-sqlite3': version },
    }),
  );
  const cli = path.join(input.root, 'node_modules/@electron/rebuild/lib/cli.js');
  const { electron, arch } = input.target;
  // Only this module, even though it looks built, from source (never a prebuilt download).
  const flags = ['--only', 'better-sqlite3', '--force', '--build-from-source'];
  const result = spawnSync(
    process.execPath,
    [cli, '--version', electron, '--arch', arch, '--module-dir', input.stagingDir, ...flags],
    {
      env: rebuildEnv(process.env),
      encoding: 'utf8',
      timeout: 20 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return {
    ok: result.status === 0 && existsSync(path.join(copy, 'build/Release', SQLITE_BINDING_FILE)),
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`,
  };
}

export interface EnsureOptions {
  root: string;
  /** The Electron executable `npm start` will open. */
  binary: string;
  say: (line: string) => void;
  /** Test seams: the runtime probe and the compile step. */
  probe?: (binary: string) => string | null;
  rebuild?: typeof runElectronRebuild;
}

/** Makes sure .native/ holds a fresh better-sqlite3 build for `binary`'s Electron, building it when stale. */
export function ensureElectronNativeBuild(options: EnsureOptions): NativeBuildOutcome {
  const { root, say } = options;
  const electronPkg = path.join(root, 'node_modules/electron');
  // The package's own files describe only the package's own binary (not XYZ_ELECTRON_BINARY's, nor a stand-in).
  const isPackageBinary = !path.relative(electronPkg, options.binary).startsWith('..');
  const packageJson = isPackageBinary ? readOrNull(path.join(electronPkg, 'package.json')) : null;
  const target = electronTargetFrom({
    probe: (options.probe ?? probeElectron)(options.binary),
    packageVersion: packageJson ? ((JSON.parse(packageJson) as { version?: string }).version ?? null) : null,
    packageAbi: isPackageBinary ? readOrNull(path.join(electronPkg, 'abi_version')) : null,
    platform: process.platform,
    arch: process.arch,
  });
  if (!target) return { kind: 'no-target' };
  const sqlitePkg = JSON.parse(
    readFileSync(path.join(root, 'node_modules/better-sqlite3/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const dir = electronNativeDir(root, target);
  const plan = planElectronNativeBuild({
    root,
    target,
    betterSqlite3: sqlitePkg.version,
    bindingExists: existsSync(path.join(dir, SQLITE_BINDING_FILE)),
    stampText: readOrNull(path.join(dir, STAMP_FILE)),
  });
  if (plan.action === 'reuse') return { kind: 'reused', target, bindingPath: plan.bindingPath };
  say(buildingLine(root, target, plan));
  const stagingDir = mkdtempSync(path.join(tmpdir(), 'xyz-native-'));
  const log = path.join(root, ELECTRON_NATIVE_DIR, BUILD_LOG);
  try {
    const result = (options.rebuild ?? runElectronRebuild)({ root, target, stagingDir });
    mkdirSync(path.dirname(log), { recursive: true });
    writeFileSync(log, result.output);
    if (!result.ok)
      return {
        kind: 'failed',
        target,
        bindingPath: plan.bindingPath,
        reason: summarizeRebuildFailure(result.output),
        log,
      };
    const built = path.join(stagingDir, 'node_modules/better-sqlite3/build/Release', SQLITE_BINDING_FILE);
    const builtAbi = addonAbi(readFileSync(built));
    if (builtAbi !== target.abi)
      return {
        kind: 'failed',
        target,
        bindingPath: plan.bindingPath,
        reason:
          `the build registers NODE_MODULE_VERSION ${builtAbi ?? 'unknown'}, not Electron's ${target.abi} ` +
          '(node-gyp used the wrong headers: check npm_config_nodedir / .npmrc nodedir)',
        log,
      };
    mkdirSync(dir, { recursive: true });
    const partial = `${plan.bindingPath}.partial`;
    cpSync(built, partial);
    renameSync(partial, plan.bindingPath);
    writeFileSync(path.join(dir, STAMP_FILE), stampText(target, sqlitePkg.version));
    return { kind: 'built', target, bindingPath: plan.bindingPath };
  } finally {
    rmSync(stagingDir, { recursive: true, force: true });
  }
}
