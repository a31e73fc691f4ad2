// The BUILT main process (dist/electron/main.cjs) run in plain Node against a recording fake of `electron`:
// proves the composition root wires the hardening, protocol, IPC choke point and window as the unit specs say.
import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHANNEL_NAMES } from '../../../shared/api';
import { APPROVAL_CHANNEL_NAMES } from '../../../shared/api/approval-names';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/security/csp';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Report {
  [key: string]: unknown;
  windowOptions: { webPreferences: Record<string, unknown> };
  ipcChannels: string[];
  ipcListenerChannels: string[];
}

describe('main process composition root (fake electron)', () => {
  let report: Report;
  let userData: string;

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/build-electron.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    userData = mkdtempSync(path.join(tmpdir(), 'xyz-main-wiring-'));
    const run = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'support/fake-electron-harness.cjs')],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: {
          ...process.env,
          XYZ_USER_DATA_DIR: userData,
          XYZ_DISABLE_UPDATES: '1',
          XYZ_KEYCHAIN_SERVICE: process.env.XYZ_KEYCHAIN_SERVICE ?? 'xyz-wallet-test',
        },
      },
    );
    rmSync(userData, { recursive: true, force: true });
    expect(run.status, run.stderr).toBe(0);
    report = JSON.parse(run.stdout.trim().split('\n').pop()!) as Report;
  }, 120_000);

  it('registers app:// as privileged before ready, enables the sandbox and takes the single-instance lock', () => {
    expect(report.privilegedSchemes).toEqual([
      {
        scheme: 'app',
        privileges: {
          standard: true,
          secure: true,
          supportFetchAPI: true,
          bypassCSP: false,
          corsEnabled: false,
          codeCache: true,
        },
      },
    ]);
    expect(report.sandboxEnabled).toBe(true);
    expect(report.singleInstanceLock).toBe(true);
    expect(report.menuSet).toBe(true);
  });

  it('keeps its data where it is told (userData)', () => {
    expect(report.userDataSet).toBe(userData);
  });

  it('opens one window on app://wallet with the secure preferences and the bundled preload', () => {
    // With the OS's regional format (app.getSystemLocale()) for the renderer's numbers and dates (decision 0710).
    expect(report.loadedUrl).toBe('app://wallet/index.html?systemFormat=de-DE');
    expect(report.windowOptions.webPreferences).toMatchObject({
      preload: path.join(ROOT, 'dist/electron/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('binds exactly the contract channels to ipcMain, and closes what libraries opened (electron-log)', () => {
    // The contract's channels, and the approval window's two (their sender check: approval-ipc.ts).
    expect(report.ipcChannels).toEqual([...CHANNEL_NAMES, ...APPROVAL_CHANNEL_NAMES].sort());
    expect(report.ipcListenerChannels).toEqual([]);
  });

  it('binds the update/* channels, which the shell updater answers ahead of core (unit: update-channels-binding)', () => {
    expect(report.ipcChannels).toEqual(
      expect.arrayContaining(['update/status', 'update/check', 'update/download', 'update/install']),
    );
  });

  it('answers the app and refuses a foreign page and a subframe', () => {
    expect(report.appInfoFromApp).toMatchObject({ resolved: { ok: true, value: { version: '0.1.0' } } });
    expect(report.appInfoFromEvil).toEqual({
      rejected: "IPC refused app/info from https://evil.example/: not the app's main frame",
    });
    expect(report.appInfoFromSubframe).toMatchObject({
      rejected: expect.stringMatching(/not the app's main frame/),
    });
  });

  it('serves the renderer with the CSP and refuses paths outside it', () => {
    expect(report.protocol).toEqual({
      indexStatus: 200,
      indexCsp: CONTENT_SECURITY_POLICY,
      escapeStatus: 404,
    });
  });

  it('denies permissions, blocks foreign navigation and webviews, and opens only allow-listed links outside', () => {
    expect(report.permissionAnswer).toBe(false);
    expect(report.permissionCheck).toBe(false);
    expect(report.navigationToEvilPrevented).toBe(true);
    expect(report.navigationInsideAppPrevented).toBe(false);
    expect(report.webviewPrevented).toBe(true);
    expect(report.windowOpen).toEqual([{ action: 'deny' }, { action: 'deny' }]);
    expect(report.openedExternally).toEqual(['https://docs.xyz.network/guide']);
  });

  it('has a preload bundle that exposes only window.wallet, reaching core through the main handlers', () => {
    expect(report.preload).toMatchObject({
      exposedNames: ['wallet'],
      walletKeys: ['invoke', 'on'],
      appInfo: { ok: true, value: { version: '0.1.0' } },
      unknownChannel: { ok: false, error: { code: 'unknown_channel' } },
    });
  });
});
