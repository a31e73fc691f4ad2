// `npm start`'s launcher, tried as a new user would on this machine: devnet up, wallet open, screenshot written.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findElectronBinary } from '../../../scripts/lib/electron-runtime';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('npm start launcher (Chromium fallback)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'xyz-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the devnet, opens the wallet on the real core through window.wallet, screenshots it and cleans up', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      XYZ_DEV_DATA_DIR: dataDir,
      XYZ_DEVNET_EPHEMERAL_PORTS: '1',
      XYZ_KEYCHAIN_SERVICE: process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test',
      XYZ_DEV_KEYRING_PASSWORD: 'test',
    };
    delete env.DISPLAY;
    const result = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/launch.ts', '--once', '--chromium'],
      { cwd: ROOT, env, encoding: 'utf8', timeout: 170_000 },
    );
    const out = result.stdout;
    expect(result.status, `${out}\n${result.stderr}`).toBe(0);
    expect(out).toContain('running under Xvfb');
    expect(out).toMatch(/Devnet xyz-devnet-1 is up: REST http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toContain('opens in Debian Chromium instead');
    expect(out).toContain('No port is opened for the app itself');
    expect(out).toMatch(/through window\.wallet: \{"ok":true,"value":\{"version":"\d+\.\d+\.\d+"/);
    const screenshot = path.join(dataDir, 'window.png');
    expect(out).toContain(`a screenshot of it is at ${screenshot}`);
    expect(readFileSync(screenshot).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(existsSync(path.join(dataDir, 'devnet'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'wallet'))).toBe(true);
    const leftovers = spawnSync('pgrep', ['-f', dataDir], { encoding: 'utf8' });
    expect(leftovers.stdout.trim(), 'no devnet, browser or keyring left running').toBe('');
  }, 180_000);

  it('reports here whether the Electron runtime exists (it cannot be downloaded on this machine)', () => {
    const binary = findElectronBinary(ROOT);
    if (!binary) console.log('npm start uses the Chromium fallback here: Electron runtime not available');
    expect(binary === null || existsSync(binary)).toBe(true);
  });
});
