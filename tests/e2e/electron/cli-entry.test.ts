// The packaged app's own executable answers CLI commands (`<app> --cli ...`): the build bundles the CLI as
// dist/electron/cli.cjs beside main.cjs, and the BUILT main.cjs, started with --cli against a fake `electron`,
// runs the command with its output and exit code and never opens a window, waits for ready or takes the lock.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const HARNESS = path.join(import.meta.dirname, 'support/fake-electron-cli.cjs');
const asPackagedApp = (...args: string[]) =>
  spawnSync(process.execPath, [HARNESS, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-electron.mjs'], { cwd: ROOT, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
}, 120_000);

describe('the app executable as the CLI', () => {
  it('the Electron build contains the CLI entry, loaded by main.cjs only for --cli', () => {
    const cli = path.join(ROOT, 'dist/electron/cli.cjs');
    expect(existsSync(cli)).toBe(true);
    expect(readFileSync(cli, 'utf8')).toContain('runCliProcess');
    const main = readFileSync(path.join(ROOT, 'dist/electron/main.cjs'), 'utf8');
    expect(main).toContain('"cli.cjs"');
    expect(main).toContain('"--cli"');
  });

  it('--cli --version prints the app version and exits 0, without a window', () => {
    const run = asPackagedApp('--version');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('7.7.7');
    expect(run.status).toBe(0);
  });

  it('--cli runs wallet commands on a data directory, with JSON output and the CLI exit codes', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-app-cli-'));
    const w = ['--data-dir', dataDir, '--keystore', 'file'];
    const watch = asPackagedApp(
      ...w,
      'keys',
      'watch',
      'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n',
      '--name',
      'w',
    );
    expect(watch.status, watch.stderr).toBe(0);
    const list = asPackagedApp(...w, 'keys', 'list', '--json');
    expect(list.status, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout).accounts).toEqual([expect.objectContaining({ name: 'w' })]);
    const help = asPackagedApp('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('gov vote');
    const usage = asPackagedApp('no-such-command');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^xyz-wallet: Unknown command "no-such-command"/);
  });
});
