// The real Electron runtime started as `electron <app> --cli ...` answers as xyz-wallet and opens no window.
// Runs only where the Electron runtime binary exists (as the other Electron-launch specs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { findElectronBinary } from '../../../scripts/lib/electron-runtime';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ELECTRON = findElectronBinary(ROOT);
if (!ELECTRON) console.log('skipped: Electron runtime not available (electron --cli specs)');

const electronCli = (...args: string[]) => {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  // As root (CI containers) Chromium needs --no-sandbox before the app path; no window opens either way.
  const asRoot = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  return spawnSync(ELECTRON!, [...asRoot, ROOT, '--cli', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });
};

describe.skipIf(!ELECTRON)('Electron executable with --cli', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build-electron.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }, 120_000);

  it('prints the version and exits 0', () => {
    const run = electronCli('--version');
    expect(run.stdout.trim()).toBe(pkg.version);
    expect(run.status).toBe(0);
  });

  it('lists accounts of a data directory as JSON, and a usage mistake exits 2', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-electron-cli-'));
    const list = electronCli('--data-dir', dataDir, '--keystore', 'file', 'keys', 'list', '--json');
    expect(list.status, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toEqual({ accounts: [], activeAccountId: null });
    expect(electronCli('no-such-command').status).toBe(2);
  });
});
