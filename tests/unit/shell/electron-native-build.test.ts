// `npm start`'s Electron build of better-sqlite3: which Electron it targets, when it rebuilds, what it prints,
// and (with a stand-in compile step) that it fills .native/ once and reuses it until something changes.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  addonAbi,
  buildingLine,
  electronTargetFrom,
  ensureElectronNativeBuild,
  outcomeLines,
  planElectronNativeBuild,
  rebuildEnv,
  stampText,
  summarizeRebuildFailure,
  type runElectronRebuild,
} from '../../../scripts/lib/electron-native-build';
import { selectSqliteBinding, type ElectronTarget } from '../../../electron/core/cache/sqlite-binding';

const TARGET: ElectronTarget = { electron: '45.4.1', abi: '150', platform: 'linux', arch: 'x64' };
const ROOT = '/repo';
const BINDING = '/repo/.native/electron-45.4.1-abi150-linux-x64/better_sqlite3.node';

describe('the Electron target', () => {
  const base = { packageVersion: '45.4.1', packageAbi: '150\n', platform: 'linux', arch: 'x64' };

  it("prefers what the runtime reports about itself (a system Electron may differ from the package's)", () => {
    const probe = JSON.stringify({ node: '22.20.0', electron: '39.2.0', modules: '140' });
    expect(electronTargetFrom({ ...base, probe })).toEqual({ ...TARGET, electron: '39.2.0', abi: '140' });
  });

  it("falls back to the electron package's version and abi_version when the binary does not answer as Node", () => {
    expect(electronTargetFrom({ ...base, probe: null })).toEqual(TARGET);
    expect(electronTargetFrom({ ...base, probe: 'v20.0.0' })).toEqual(TARGET);
  });

  it('gives up when nothing says which Electron it is', () => {
    expect(electronTargetFrom({ ...base, probe: null, packageAbi: null })).toBeNull();
    expect(electronTargetFrom({ ...base, probe: null, packageVersion: null })).toBeNull();
    expect(electronTargetFrom({ ...base, probe: null, packageAbi: 'x' })).toBeNull();
  });
});

describe('when to build', () => {
  const fresh = stampText(TARGET, '12.11.1');
  const plan = (over: Partial<Parameters<typeof planElectronNativeBuild>[0]>) =>
    planElectronNativeBuild({
      root: ROOT,
      target: TARGET,
      betterSqlite3: '12.11.1',
      bindingExists: true,
      stampText: fresh,
      ...over,
    });

  it('reuses a build whose stamp matches this Electron and this better-sqlite3', () => {
    expect(plan({})).toEqual({ action: 'reuse', bindingPath: BINDING });
  });

  it('builds when there is none yet', () => {
    expect(plan({ bindingExists: false })).toEqual({
      action: 'build',
      bindingPath: BINDING,
      reason: 'no build for this Electron yet',
    });
    expect(plan({ stampText: null }).action).toBe('build');
  });

  it('rebuilds when better-sqlite3 was upgraded, or the stamp is unreadable', () => {
    expect(plan({ betterSqlite3: '12.12.0' })).toEqual({
      action: 'build',
      bindingPath: BINDING,
      reason: 'stale (betterSqlite3 12.11.1 -> 12.12.0)',
    });
    expect(plan({ stampText: '{' })).toMatchObject({ action: 'build', reason: 'its stamp is unreadable' });
  });

  it('puts the build exactly where the main process looks for it', () => {
    const choice = selectSqliteBinding({
      versions: { electron: TARGET.electron, modules: TARGET.abi },
      platform: TARGET.platform,
      arch: TARGET.arch,
      isPackaged: false,
      appRoot: ROOT,
      exists: (file) => file === plan({}).bindingPath,
    });
    expect(choice).toEqual({ kind: 'electron', path: BINDING });
  });
});

describe('what npm start prints', () => {
  it('announces a build: for which Electron, where, why, and that node_modules keeps the Node build', () => {
    const line = buildingLine(ROOT, TARGET, {
      action: 'build',
      bindingPath: BINDING,
      reason: 'no build yet',
    });
    expect(line).toContain('Building better-sqlite3 for Electron 45.4.1 (NODE_MODULE_VERSION 150)');
    expect(line).toContain('.native/electron-45.4.1-abi150-linux-x64 (no build yet)');
    expect(line).toContain('node_modules keeps its Node build');
  });

  it('says when it is built or reused', () => {
    expect(outcomeLines(ROOT, { kind: 'built', target: TARGET, bindingPath: BINDING })).toEqual([
      'Built better-sqlite3 for Electron 45.4.1: .native/electron-45.4.1-abi150-linux-x64/better_sqlite3.node.',
    ]);
    expect(outcomeLines(ROOT, { kind: 'reused', target: TARGET, bindingPath: BINDING })[0]).toContain(
      'up to date',
    );
  });

  it('says when it cannot, why, where the log is, what the window will show and what to do', () => {
    const lines = outcomeLines(ROOT, {
      kind: 'failed',
      target: TARGET,
      bindingPath: BINDING,
      reason: 'headers unreachable',
      log: '/repo/.native/last-build.log',
    });
    expect(lines[0]).toBe(
      'Could not build better-sqlite3 for Electron 45.4.1: headers unreachable. Full output: .native/last-build.log.',
    );
    expect(lines[1]).toContain('says its database cannot open');
    expect(lines[1]).toContain('`npm start -- --chromium`');
    expect(outcomeLines(ROOT, { kind: 'no-target' })[0]).toContain('Could not tell which Electron version');
  });

  it("recognises unreachable headers in electron-rebuild's output (what happens on a machine without network)", () => {
    // Verbatim tail of @electron/rebuild 4.2.1 on this machine (electronjs.org does not resolve).
    const offline = [
      'Building modules: better-sqlite3',
      'Error: This is most likely not a problem with node-gyp or the package itself and',
      'is related to network connectivity. In most cases you are behind a proxy or have bad',
      '✖ Rebuild Failed',
      "node-gyp failed to rebuild '/tmp/stg/node_modules/better-sqlite3'",
    ].join('\n');
    expect(summarizeRebuildFailure(offline)).toMatch(/headers could not be downloaded/);
    const refused =
      'Error: bad port\n    at download (/x/node_modules/node-gyp/lib/download.js:19:17)\n✖ Rebuild Failed';
    expect(summarizeRebuildFailure(refused)).toMatch(/headers could not be downloaded/);
    expect(summarizeRebuildFailure('gyp ERR! find Python\nfailed')).toBe(
      'the C++ toolchain is missing (python3, make, g++)',
    );
    expect(summarizeRebuildFailure('compiling\nsqlite3.c:1: error: boom\nmore')).toBe(
      'sqlite3.c:1: error: boom',
    );
    expect(summarizeRebuildFailure('')).toBe('electron-rebuild failed without output');
  });
});

describe('ensureElectronNativeBuild (stand-in compile step)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'xyz-native-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  };
  write('node_modules/electron/package.json', JSON.stringify({ version: '45.4.1' }));
  write('node_modules/electron/abi_version', '150');
  write('node_modules/better-sqlite3/package.json', JSON.stringify({ version: '12.11.1' }));
  const target = { ...TARGET, platform: process.platform, arch: process.arch };
  const dir = path.join(root, `.native/electron-45.4.1-abi150-${process.platform}-${process.arch}`);

  const packageBinary = path.join(root, 'node_modules/electron/dist/electron');

  function run(rebuild: typeof runElectronRebuild, binary = packageBinary, probe: string | null = null) {
    const said: string[] = [];
    const calls: string[] = [];
    const outcome = ensureElectronNativeBuild({
      root,
      binary,
      say: (line) => said.push(line),
      probe: () => probe,
      rebuild: (input) => {
        calls.push(input.target.electron);
        return rebuild(input);
      },
    });
    return { outcome, said, calls };
  }

  const compilesFor =
    (abi: string): typeof runElectronRebuild =>
    ({ stagingDir }) => {
      const out = path.join(stagingDir, 'node_modules/better-sqlite3/build/Release');
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'better_sqlite3.node'), `\x7fELF...node_register_module_v${abi}\0...`);
      return { ok: true, output: 'Rebuild Complete' };
    };
  const compiles = compilesFor('150');

  it('reports a failed build with its reason, keeps the output in .native/last-build.log, installs nothing', () => {
    const { outcome, said } = run(() => ({ ok: false, output: 'getaddrinfo ENOTFOUND electronjs.org' }));
    expect(outcome).toMatchObject({ kind: 'failed', target, reason: expect.stringMatching(/headers/) });
    expect(said[0]).toContain('Building better-sqlite3 for Electron 45.4.1');
    expect(readFileSync(path.join(root, '.native/last-build.log'), 'utf8')).toContain('ENOTFOUND');
    expect(existsSync(path.join(dir, 'better_sqlite3.node'))).toBe(false);
  });

  it("refuses a build that came out for another ABI (node-gyp on Node's headers) instead of installing it", () => {
    const { outcome } = run(compilesFor('115'));
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining("registers NODE_MODULE_VERSION 115, not Electron's 150"),
    });
    expect(existsSync(path.join(dir, 'better_sqlite3.node'))).toBe(false);
  });

  it('builds into .native/ with a stamp, then reuses it without compiling again', () => {
    const first = run(compiles);
    expect(first.outcome).toEqual({
      kind: 'built',
      target,
      bindingPath: path.join(dir, 'better_sqlite3.node'),
    });
    expect(readFileSync(path.join(dir, 'better_sqlite3.node'), 'utf8')).toContain(
      'node_register_module_v150',
    );
    expect(JSON.parse(readFileSync(path.join(dir, 'stamp.json'), 'utf8'))).toEqual({
      ...target,
      betterSqlite3: '12.11.1',
    });
    const second = run(compiles);
    expect(second.outcome.kind).toBe('reused');
    expect(second.calls).toEqual([]);
    expect(second.said).toEqual([]);
  });

  it('rebuilds after better-sqlite3 is upgraded', () => {
    write('node_modules/better-sqlite3/package.json', JSON.stringify({ version: '12.12.0' }));
    const again = run(compiles);
    expect(again.calls).toEqual(['45.4.1']);
    expect(again.said[0]).toContain('stale (betterSqlite3 12.11.1 -> 12.12.0)');
    expect(again.outcome.kind).toBe('built');
  });

  it('asks another Electron (XYZ_ELECTRON_BINARY) for its own version; a stand-in that cannot answer gets none', () => {
    const system = run(
      compiles,
      '/usr/lib/electron/electron',
      JSON.stringify({ electron: '45.4.1', modules: '150' }),
    );
    expect(system.outcome.kind).toBe('reused');
    const standIn = run(compiles, '/tmp/fake-electron', 'not json');
    expect(standIn).toMatchObject({ outcome: { kind: 'no-target' }, calls: [] });
  });

  it('does nothing it cannot name: without an Electron version there is no target', () => {
    rmSync(path.join(root, 'node_modules/electron'), { recursive: true });
    expect(run(compiles)).toMatchObject({ outcome: { kind: 'no-target' }, calls: [] });
  });
});

describe('building for the right headers', () => {
  it("hides npm's header settings from node-gyp (npm start exports .npmrc's nodedir, which means Node's headers)", () => {
    const env = rebuildEnv({
      PATH: '/usr/bin',
      npm_config_nodedir: '/usr',
      NPM_CONFIG_TARGET: '20.0.0',
      npm_config_runtime: 'node',
      npm_config_disturl: 'https://nodejs.org/dist',
      npm_config_cache: '/root/.npm',
    });
    expect(env).toEqual({ PATH: '/usr/bin', npm_config_cache: '/root/.npm' });
  });

  it("reads the ABI an addon registers for from its bytes (node_modules' build is this Node's)", () => {
    const nodeBuild = path.resolve(
      import.meta.dirname,
      '../../../node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    );
    expect(addonAbi(readFileSync(nodeBuild))).toBe(process.versions.modules);
    expect(addonAbi(Buffer.from('no symbol here'))).toBeNull();
  });
});

describe('the packaged app', () => {
  const require = createRequire(import.meta.url);
  const config = require(path.resolve(import.meta.dirname, '../../../electron-builder.config.cjs')) as {
    npmRebuild: boolean;
    buildDependenciesFromSource: boolean;
    asarUnpack: string[];
    files: string[];
  };

  it("rebuilds node_modules' native addons for Electron itself and unpacks them, so .native/ is never shipped", () => {
    expect(config.npmRebuild).toBe(true);
    expect(config.buildDependenciesFromSource).toBe(true);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**/*');
    expect(config.files.some((pattern) => pattern.includes('.native'))).toBe(false);
  });
});

describe("npm start's dependency step", () => {
  it('installs when node_modules is stale, and leaves a node_modules linked from another checkout alone', async () => {
    const provision = path.resolve(import.meta.dirname, '../../../scripts/lib/provision.mjs'); // plain JS
    const { planNodeModules } = (await import(provision)) as {
      planNodeModules(input: { stampMatches: boolean; linkTarget: string | null }): { action: string };
    };
    expect(planNodeModules({ stampMatches: true, linkTarget: null })).toEqual({ action: 'none' });
    expect(planNodeModules({ stampMatches: false, linkTarget: null })).toEqual({ action: 'install' });
    // `npm ci` through the link would empty the other checkout's node_modules.
    expect(planNodeModules({ stampMatches: false, linkTarget: '/work/main/node_modules' })).toEqual({
      action: 'leave-shared',
      linkTarget: '/work/main/node_modules',
    });
  });
});
