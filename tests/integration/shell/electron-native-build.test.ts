// The real compile step of `npm start`'s Electron build (@electron/rebuild on a staged copy of better-sqlite3),
// with Electron's header server unreachable, as on this machine: it fails fast, says why, and leaves no build.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ensureElectronNativeBuild,
  runElectronRebuild,
  summarizeRebuildFailure,
} from '../../../scripts/lib/electron-native-build';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const electronVersion = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/electron/package.json'), 'utf8')) as {
    version: string;
  }
).version;
// With Electron's headers already cached, node-gyp would really compile (minutes): nothing to show offline then.
const headersCached = existsSync(path.join(homedir(), '.electron-gyp', electronVersion));

describe.skipIf(headersCached)('electron-rebuild without reachable Electron headers', () => {
  const staging = mkdtempSync(path.join(tmpdir(), 'xyz-rebuild-'));
  const saved = process.env.ELECTRON_REBUILD_DIST_URL;
  afterAll(() => {
    rmSync(staging, { recursive: true, force: true });
    if (saved === undefined) delete process.env.ELECTRON_REBUILD_DIST_URL;
    else process.env.ELECTRON_REBUILD_DIST_URL = saved;
  });

  it('fails with the headers named as the reason, without touching node_modules', () => {
    process.env.ELECTRON_REBUILD_DIST_URL = 'http://electron-headers.invalid/'; // .invalid never resolves
    const nodeBuild = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
    const before = readFileSync(nodeBuild);
    const target = { electron: electronVersion, abi: '0', platform: process.platform, arch: process.arch };
    const result = runElectronRebuild({ root: ROOT, target, stagingDir: staging });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('better-sqlite3');
    expect(summarizeRebuildFailure(result.output)).toMatch(/headers could not be downloaded/);
    expect(existsSync(path.join(staging, 'node_modules/better-sqlite3/src'))).toBe(true);
    expect(readFileSync(nodeBuild).equals(before)).toBe(true);
  }, 120_000);

  it('makes ensureElectronNativeBuild report `failed` with the reason, and install nothing', () => {
    process.env.ELECTRON_REBUILD_DIST_URL = 'http://electron-headers.invalid/';
    const scratch = path.join(staging, 'app');
    mkdirSync(scratch);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
    const said: string[] = [];
    const outcome = ensureElectronNativeBuild({
      root: scratch,
      binary: path.join(scratch, 'node_modules/electron/dist/electron'), // absent here: the package says which
      say: (line) => said.push(line),
    });
    expect(said[0]).toContain(`Building better-sqlite3 for Electron ${electronVersion}`);
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: expect.stringMatching(/headers could not be downloaded/),
    });
    if (outcome.kind === 'failed') expect(existsSync(outcome.bindingPath)).toBe(false);
    expect(readFileSync(path.join(scratch, '.native/last-build.log'), 'utf8')).toContain('Rebuild Failed');
  }, 120_000);
});
