// The shell's updater on an electron-updater double: consent-driven handlers, progress events, the signed
// manifest from a loopback generic feed, install of the verified private copy only, periodic checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { AppUpdater } from 'electron-updater';
import { startShellUpdater, type ShellUpdater } from '../../../electron/main/updater';
import type { UpdateProgressPayload } from '../../../electron/core/update/progress-event';
import { keySetOf, makeTestKey, signedManifestOf } from '../../support/update/release-kit';

const FILE = 'XYZ-Wallet-2.0.0-linux-x86_64.AppImage';

/** Stands in for electron-updater's AppUpdater: a newer release, a download with progress, quitAndInstall. */
class FakeAppUpdater extends EventEmitter {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowDowngrade = false;
  allowPrerelease = false;
  channel: string | null = null;
  feed: unknown = null;
  installs: unknown[][] = [];
  /** Replaces the UpdateInfo electron-updater would have parsed from the feed. */
  updateInfo: ((bytes: Buffer) => unknown) | null = null;
  /** Makes downloadUpdate() fail like electron-updater does (e.g. a lost connection). */
  downloadError: Error | null = null;
  constructor(
    private readonly downloadBytes: () => Buffer,
    private readonly dir: string,
    /** The bytes the feed describes (default: what is downloaded). */
    private readonly feedBytes: () => Buffer = downloadBytes,
  ) {
    super();
  }
  setFeedURL(options: unknown) {
    this.feed = options;
  }
  async checkForUpdates() {
    const bytes = this.feedBytes();
    return {
      isUpdateAvailable: true,
      updateInfo: this.updateInfo?.(bytes) ?? {
        version: '2.0.0',
        files: [
          { url: FILE, sha512: createHash('sha512').update(bytes).digest('base64'), size: bytes.length },
        ],
        releaseDate: '2026-11-22T00:00:00.000Z',
      },
    };
  }
  async downloadUpdate() {
    if (this.downloadError) throw this.downloadError;
    const bytes = this.downloadBytes();
    for (const part of [1, 2, 3, 4]) {
      this.emit('download-progress', { transferred: (bytes.length * part) / 4, total: bytes.length });
    }
    const file = path.join(this.dir, FILE);
    writeFileSync(file, bytes);
    return [file];
  }
  /** What BaseUpdater.install() would hand the installer (its installerPath getter). */
  installerPaths: (string | null)[] = [];
  get installerPath(): string | null {
    return path.join(this.dir, FILE);
  }
  quitAndInstall(...args: unknown[]) {
    this.installs.push(args);
    this.installerPaths.push(this.installerPath);
  }
}

describe('shell updater (electron-updater double + loopback manifest feed)', () => {
  const release = makeTestKey('release');
  const good = Buffer.alloc(100_000, 3);
  const manifest = signedManifestOf(good, { version: '2.0.0', fileName: FILE }, release);
  let server: Server;
  let feedUrl: string;
  let dir: string;
  const running: ShellUpdater[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'xyz-shell-updater-'));
    server = createServer((req, res) => {
      if (req.url === `/feed/${FILE}.manifest.json`) res.writeHead(200).end(manifest);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
  });
  afterAll(async () => {
    for (const updater of running) updater.stop();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  function start(bytes: () => Buffer, feedBytes?: () => Buffer) {
    const fake = new FakeAppUpdater(bytes, dir, feedBytes);
    const events: UpdateProgressPayload[] = [];
    const timers: Array<() => void> = [];
    const updater = startShellUpdater({
      autoUpdater: fake as unknown as AppUpdater,
      provider: { provider: 'generic', url: feedUrl },
      channel: 'stable',
      currentVersion: '1.0.0',
      keys: keySetOf(release),
      isPackaged: true,
      platform: 'linux',
      arch: 'x64',
      verifiedDir: path.join(dir, 'verified'),
      emit: (payload) => events.push(payload),
      log: () => undefined,
      schedule: { setTimer: (run) => timers.push(run), clearTimer: () => undefined },
    });
    running.push(updater);
    return { fake, events, timers, handlers: updater.handlers };
  }

  it('configures electron-updater for consent (no auto-download, no unverified install on quit) and the feed', () => {
    const { fake } = start(() => good);
    expect(fake).toMatchObject({ autoDownload: false, autoInstallOnAppQuit: false, allowDowngrade: false });
    expect(fake.feed).toEqual({ provider: 'generic', url: feedUrl });
  });

  it('checks on its schedule, and only checks', async () => {
    const { timers, events, fake } = start(() => good);
    expect(timers).toHaveLength(1);
    timers.shift()!();
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toEqual({ state: 'available', message: 'Version 2.0.0 is available.' });
    expect(fake.installs).toEqual([]);
  });

  it('downloads on request with progress, verifies a private copy, and installs exactly that copy', async () => {
    const { handlers, events, fake } = start(() => good);
    await expect(handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'available' },
    });
    const ready = await handlers['update/download']!({});
    expect(ready).toMatchObject({ ok: true, value: { status: 'ready', keyId: 'release' } });
    expect(events.filter((e) => e.state === 'downloading').map((e) => e.percent)).toEqual([
      0, 25, 50, 75, 100, 100,
    ]);
    expect(events.at(-1)).toMatchObject({ state: 'ready' });
    expect(fake.installs).toEqual([]);
    const copy = (ready as { value: { filePath: string } }).value.filePath;
    expect(copy).toBe(path.join(dir, 'verified', FILE));
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(copy)).mode & 0o777).toBe(0o700);
    expect(readFileSync(copy).equals(good)).toBe(true);
    await handlers['update/install']!({});
    expect(fake.installs).toEqual([[false, true]]);
    expect(fake.installerPaths).toEqual([copy]);
    expect(fake.autoInstallOnAppQuit).toBe(true);
  });

  it('refuses a download that is not the file its manifest names, deletes it, says so, and never installs it', async () => {
    const evil = Buffer.alloc(100_000, 4);
    const { handlers, events, fake } = start(
      () => evil,
      () => good,
    );
    await handlers['update/check']!({});
    const result = await handlers['update/download']!({});
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'signature_invalid',
        message: expect.stringMatching(/does not match its signed manifest/),
        details: { deleted: true, reason: 'sha512_mismatch' },
      },
    });
    expect(existsSync(path.join(dir, FILE))).toBe(false);
    expect(existsSync(path.join(dir, 'verified', FILE))).toBe(false);
    expect(events.at(-1)).toMatchObject({
      state: 'error',
      message: expect.stringMatching(/does not match its signed manifest/),
    });
    await expect(handlers['update/status']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'error', code: 'signature_invalid' },
    });
    await expect(handlers['update/install']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/No verified update/) },
    });
    expect(fake.installs).toEqual([]);
    expect(fake.autoInstallOnAppQuit).toBe(false);
  });

  it('refuses a download request when nothing is available, as not_found (the request itself is fine)', async () => {
    const { handlers } = start(() => good);
    await expect(handlers['update/download']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/No update is available/) },
    });
  });

  it.each(['update/status', 'update/check'])(
    'answers a malformed %s request invalid_request, before touching the updater',
    async (channel) => {
      const { handlers, events } = start(() => good);
      for (const payload of [{ force: true }, null, 'check', undefined]) {
        await expect(handlers[channel]!(payload)).resolves.toMatchObject({
          ok: false,
          error: { code: 'invalid_request' },
        });
      }
      expect(events).toEqual([]);
    },
  );

  it('answers a malformed download or install invalid_request even when the step could run, and does not run it', async () => {
    const { handlers, fake } = start(() => good);
    await handlers['update/check']!({});
    await expect(handlers['update/download']!({ channel: 'beta' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    await expect(handlers['update/status']!({})).resolves.toMatchObject({ value: { status: 'available' } });
    await handlers['update/download']!({});
    await expect(handlers['update/install']!({ now: true })).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(fake.installs).toEqual([]);
  });

  it('answers a failed download network, not invalid_request, and shows it in the state', async () => {
    const { handlers, fake } = start(() => good);
    fake.downloadError = Object.assign(new Error('net::ERR_CONNECTION_RESET'), { code: 'ECONNRESET' });
    await handlers['update/check']!({});
    await expect(handlers['update/download']!({})).resolves.toEqual({
      ok: false,
      error: { code: 'network', message: 'Could not download the update: net::ERR_CONNECTION_RESET' },
    });
    await expect(handlers['update/status']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'error', code: 'network' },
    });
  });

  it("answers electron-updater's checksum mismatch bad_response", async () => {
    const { handlers, fake } = start(() => good);
    fake.downloadError = Object.assign(new Error('sha512 checksum mismatch'), {
      code: 'ERR_CHECKSUM_MISMATCH',
    });
    await handlers['update/check']!({});
    await expect(handlers['update/download']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad_response' },
    });
  });

  it('checks the UpdateInfo electron-updater hands over, and answers a garbage feed bad_response', async () => {
    const { handlers, fake } = start(() => good);
    fake.updateInfo = () => ({ version: '2.0.0', files: [{ url: FILE }] });
    await expect(handlers['update/check']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad_response', message: expect.stringMatching(/"files.0.sha512"/) },
    });
  });
});
