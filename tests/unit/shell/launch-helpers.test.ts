// `npm start` helpers: Electron runtime detection, devnet start-up line, data folders and session wrappers.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findElectronBinary } from '../../../scripts/lib/electron-runtime';
import { createServer } from 'node:net';
import { DEFAULT_DEVNET_PORTS, devnetPortArgs, parseDevnetLine } from '../../../scripts/lib/devnet-process';
import { devPaths } from '../../../scripts/lib/dev-paths';
import { planSession, wrapCommand } from '../../../scripts/lib/session-wrappers';
import { unavailableCore } from '../../../scripts/lib/wallet-core-loader';
import { parseNetworkOverrides, readStartupConfig } from '../../../electron/main/startup-config';

describe('Electron runtime detection', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'xyz-electron-'));
  const pkg = path.join(root, 'node_modules/electron');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds no runtime when the package is missing, or installed without its downloaded binary', () => {
    expect(findElectronBinary(root, {})).toBeNull();
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), '{}');
    expect(findElectronBinary(root, {})).toBeNull();
    writeFileSync(path.join(pkg, 'path.txt'), 'electron');
    expect(findElectronBinary(root, {})).toBeNull();
  });

  it('finds the binary named by path.txt inside dist/', () => {
    mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    writeFileSync(path.join(pkg, 'dist/electron'), '');
    expect(findElectronBinary(root, {})).toBe(path.join(pkg, 'dist/electron'));
  });

  it('takes an explicit executable from XYZ_ELECTRON_BINARY when it exists', () => {
    expect(findElectronBinary(root, { XYZ_ELECTRON_BINARY: path.join(pkg, 'dist/electron') })).toBe(
      path.join(pkg, 'dist/electron'),
    );
    expect(findElectronBinary(root, { XYZ_ELECTRON_BINARY: '/nonexistent/electron' })).toBeNull();
  });

  it('says whether this machine has it, without importing the electron package', () => {
    const here = findElectronBinary(path.resolve(import.meta.dirname, '../../..'));
    expect(here === null || here.includes('electron')).toBe(true);
  });
});

describe('devnet start-up line', () => {
  it('reads the URLs from the JSON line the devnet CLI prints', () => {
    const line =
      '{"chain_rest_url":"http://127.0.0.1:1317","rpc_url":"http://127.0.0.1:26657","backend_url":"http://127.0.0.1:8080","chain_id":"xyz-devnet-1","faucet_address":"xyz1..."}';
    expect(parseDevnetLine(line)).toEqual({
      restUrl: 'http://127.0.0.1:1317',
      rpcUrl: 'http://127.0.0.1:26657',
      backendUrl: 'http://127.0.0.1:8080',
      chainId: 'xyz-devnet-1',
    });
  });

  it('reads the relay URL too, so a relay moved off port 8090 reaches the wallet (a non-ws value is left out)', () => {
    const line = (relay: unknown) =>
      JSON.stringify({
        chain_rest_url: 'http://127.0.0.1:40001',
        rpc_url: 'http://127.0.0.1:40002',
        backend_url: 'http://127.0.0.1:40003',
        chain_id: 'xyz-devnet-1',
        relay_url: relay,
      });
    expect(parseDevnetLine(line('ws://127.0.0.1:40004'))?.relayUrl).toBe('ws://127.0.0.1:40004');
    expect(parseDevnetLine(line('http://evil.example'))).not.toHaveProperty('relayUrl');
    expect(parseDevnetLine(line(7))).not.toHaveProperty('relayUrl');
  });

  it('moves the relay with the other ports when a default port is busy', async () => {
    const server = createServer();
    // Busy either way: this test holds the port, or something else on the machine already does.
    await new Promise<void>((resolve) => {
      server.once('error', () => resolve());
      server.listen(DEFAULT_DEVNET_PORTS.relay, '127.0.0.1', resolve);
    });
    try {
      const { args, usedDefaults } = await devnetPortArgs();
      expect(usedDefaults).toBe(false);
      expect(args).toEqual([
        '--rest-port',
        '0',
        '--rpc-port',
        '0',
        '--backend-port',
        '0',
        '--relay-port',
        '0',
      ]);
    } finally {
      await new Promise((resolve) => (server.listening ? server.close(resolve) : resolve(undefined)));
    }
  });

  it.each(['[devnet] seeded up to height 53', '{"chain_rest_url": 5}', '{not json', ''])(
    'ignores %j',
    (line) => {
      expect(parseDevnetLine(line)).toBeNull();
    },
  );
});

describe('development data folders', () => {
  it('lives in ~/.config/xyz-wallet-dev, or XDG_CONFIG_HOME, or XYZ_DEV_DATA_DIR', () => {
    expect(devPaths({}, '/home/ana').walletDir).toBe('/home/ana/.config/xyz-wallet-dev/wallet');
    expect(devPaths({ XDG_CONFIG_HOME: '/cfg' }, '/home/ana').devnetDir).toBe('/cfg/xyz-wallet-dev/devnet');
    expect(devPaths({ XYZ_DEV_DATA_DIR: '/tmp/x' }, '/home/ana').screenshot).toBe('/tmp/x/window.png');
  });
});

describe('session wrappers', () => {
  const everything = () => true;
  const nothing = () => false;

  it('wraps in Xvfb without a display and in a keyring session without D-Bus', () => {
    expect(planSession({}, everything)).toEqual({ xvfb: true, keyring: true, notes: [] });
    expect(planSession({ DISPLAY: ':0', DBUS_SESSION_BUS_ADDRESS: 'unix:x' }, everything)).toEqual({
      xvfb: false,
      keyring: false,
      notes: [],
    });
  });

  it('does not wrap twice', () => {
    expect(planSession({ XYZ_UNDER_XVFB: '1', XYZ_UNDER_DBUS: '1' }, everything)).toMatchObject({
      xvfb: false,
      keyring: false,
    });
  });

  it('explains what is missing when the tools are not installed', () => {
    const plan = planSession({}, nothing);
    expect(plan).toMatchObject({ xvfb: false, keyring: false });
    expect(plan.notes.join(' ')).toMatch(/xvfb.*keychain unavailable/s);
  });

  it('builds xvfb-run around dbus-run-session around the launcher, passing the keyring settings by env', () => {
    const wrapped = wrapCommand({ xvfb: true, keyring: true, notes: [] }, ['node', 'launch.ts'], {
      keyringHome: '/k',
      keyringPassword: 'pw',
    });
    expect(wrapped.argv.slice(0, 5)).toEqual([
      'xvfb-run',
      '-a',
      '-s',
      '-screen 0 1280x800x24',
      'dbus-run-session',
    ]);
    expect(wrapped.argv.slice(-3)).toEqual(['sh', 'node', 'launch.ts']);
    expect(wrapped.argv.join(' ')).not.toContain('pw');
    expect(wrapped.env).toEqual({
      XYZ_UNDER_DBUS: '1',
      XYZ_UNDER_XVFB: '1',
      XYZ_KEYRING_HOME: '/k',
      XYZ_KEYRING_PASSWORD: 'pw',
    });
  });
});

describe('start-up configuration of the Electron shell', () => {
  it('defaults to the real keychain service, userData, stable channel, updates only when packaged', () => {
    const config = readStartupConfig({}, true);
    expect(config).toMatchObject({
      keychainService: 'xyz-wallet',
      userDataDir: null,
      updateChannel: 'stable',
      updatesEnabled: true,
    });
    expect(readStartupConfig({}, false).updatesEnabled).toBe(false);
    expect(readStartupConfig({ XYZ_DISABLE_UPDATES: '1' }, true).updatesEnabled).toBe(false);
  });

  it('takes a generic update feed and the beta channel from the environment', () => {
    const config = readStartupConfig(
      { XYZ_UPDATE_FEED_URL: 'http://127.0.0.1:9/feed', XYZ_UPDATE_CHANNEL: 'beta' },
      false,
    );
    expect(config.updateProvider).toEqual({ provider: 'generic', url: 'http://127.0.0.1:9/feed' });
    expect(config.updateChannel).toBe('beta');
  });

  it('ignores a bad variable with a warning instead of failing to start', () => {
    const config = readStartupConfig(
      { XYZ_UPDATE_FEED_URL: 'ftp://x', XYZ_NETWORK_OVERRIDES: '{"restUrl":"nope"}' },
      false,
    );
    expect(config.updateProvider.provider).toBe('github');
    expect(config.updatesEnabled).toBe(false);
    expect(config.network).toEqual({});
    expect(config.warnings).toEqual([
      'XYZ_UPDATE_FEED_URL must be an https URL (http only on loopback), got ftp://x; ignored',
      'XYZ_NETWORK_OVERRIDES.restUrl must be an http(s) URL; ignored',
    ]);
  });

  it('accepts devnet URL overrides and rejects anything else, clearly', () => {
    expect(parseNetworkOverrides('{"restUrl":"http://127.0.0.1:1","chainId":"xyz-devnet-1"}')).toEqual({
      restUrl: 'http://127.0.0.1:1',
      chainId: 'xyz-devnet-1',
    });
    expect(() => parseNetworkOverrides('nope')).toThrow(/not JSON/);
    expect(() => parseNetworkOverrides('[]')).toThrow(/JSON object/);
    expect(() => parseNetworkOverrides('{"mnemonic":"x"}')).toThrow(/unknown key mnemonic/);
    expect(() => parseNetworkOverrides('{"rpcUrl":"javascript:alert(1)"}')).toThrow(/http\(s\) URL/);
    expect(parseNetworkOverrides('{"relayUrl":"ws://127.0.0.1:40004"}')).toEqual({
      relayUrl: 'ws://127.0.0.1:40004',
    });
    expect(() => parseNetworkOverrides('{"relayUrl":"http://127.0.0.1:40004"}')).toThrow(/ws\(s\) URL/);
  });
});

describe('degraded core', () => {
  it('answers every call with an internal error that names the problem', async () => {
    const core = unavailableCore('cannot load electron/core');
    const answer = {
      ok: false,
      error: { code: 'internal', message: 'The wallet core is not running: cannot load electron/core' },
    };
    await expect(core.page.invoke('app/info', {})).resolves.toEqual(answer);
    await expect(core.approvals.invoke('approval/pending', {})).resolves.toEqual(answer);
  });
});
