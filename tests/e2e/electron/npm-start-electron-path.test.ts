// `npm start`'s Electron branch, driven with a stand-in Electron executable (XYZ_ELECTRON_BINARY) that records
// how it was started: the app folder, the wallet data folder, the devnet URLs, dev keychain, no updates.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('npm start launcher (Electron branch, stand-in binary)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'xyz-start-electron-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts Electron on the repo with the wallet data folder and the devnet it started, then stops the devnet', () => {
    const record = path.join(dir, 'electron-run.json');
    const fakeElectron = path.join(dir, 'electron');
    writeFileSync(
      fakeElectron,
      `#!/usr/bin/env node\nrequire('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({ args: process.argv.slice(2), env: process.env }));\n`,
    );
    chmodSync(fakeElectron, 0o755);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      XYZ_ELECTRON_BINARY: fakeElectron,
      XYZ_DEV_DATA_DIR: path.join(dir, 'dev'),
      XYZ_DEVNET_EPHEMERAL_PORTS: '1',
      DISPLAY: ':99', // a display is "present": no Xvfb wrap for this branch
      DBUS_SESSION_BUS_ADDRESS: process.env.DBUS_SESSION_BUS_ADDRESS ?? 'unix:path=/nonexistent',
    };
    delete env.XYZ_KEYCHAIN_SERVICE;
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/launch.ts'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 170_000,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain(`Opening the wallet in Electron (${fakeElectron})`);
    const run = JSON.parse(readFileSync(record, 'utf8')) as { args: string[]; env: Record<string, string> };
    expect(run.args.at(-1)).toBe(ROOT);
    if (process.getuid?.() === 0) expect(run.args).toContain('--no-sandbox');
    expect(run.env.XYZ_USER_DATA_DIR).toBe(path.join(dir, 'dev/wallet'));
    expect(run.env.XYZ_KEYCHAIN_SERVICE).toBe('xyz-wallet-dev');
    expect(run.env.XYZ_DISABLE_UPDATES).toBe('1');
    const network = JSON.parse(run.env.XYZ_NETWORK_OVERRIDES!) as Record<string, string>;
    expect(network).toMatchObject({
      chainId: 'xyz-devnet-1',
      restUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      // The relay moves with the other ports (a busy 8090 must not stop npm start), and the wallet is told where.
      relayUrl: expect.stringMatching(/^ws:\/\/127\.0\.0\.1:\d+$/),
    });
    expect(network.relayUrl).not.toBe('ws://127.0.0.1:8090');
    const leftovers = spawnSync('pgrep', ['-f', dir], { encoding: 'utf8' });
    expect(leftovers.stdout.trim(), 'the devnet was stopped when Electron exited').toBe('');
  }, 180_000);
});
