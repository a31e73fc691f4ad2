// The update state machine against a local loopback feed: check, consent, download with progress, verify, install.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createUpdateController, UpdateFlowError } from '../../../electron/core/update/update-controller';
import { toUpdateProgressEvent } from '../../../electron/core/update/progress-event';
import type { UpdateState } from '../../../electron/core/update/types';
import type { ReleaseManifest } from '../../../electron/core/update/manifest';
import { createHttpFeedDriver } from '../../support/update/http-feed-driver';
import { keySetOf, LINUX_X64, makeTestKey, signedManifestOf } from '../../support/update/release-kit';

const ARTIFACT = 'XYZ-Wallet-1.1.0-linux-x86_64.AppImage';

/** What the loopback feed serves; tests change it between cases. */
interface FeedContent {
  yml: Record<string, string>;
  files: Record<string, Buffer>;
}

function feedYml(version: string, bytes: Buffer, extra = ''): string {
  const sha512 = createHash('sha512').update(bytes).digest('base64');
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${ARTIFACT}`,
    `    sha512: ${sha512}`,
    `    size: ${bytes.length}`,
    `path: ${ARTIFACT}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-22T07:00:00.000Z'",
    extra,
  ].join('\n');
}

describe('update flow against a loopback feed', () => {
  const release = makeTestKey('release-1');
  const stranger = makeTestKey('stranger');
  const artifactBytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0x5a);
  /** The signed manifest sign-update.ts would publish for `bytes` as this release. */
  const manifest = (version: string, bytes = artifactBytes, fields: Partial<ReleaseManifest> = {}) =>
    Buffer.from(signedManifestOf(bytes, { version, fileName: ARTIFACT, ...fields }, release));
  /** Publishes `version` on a channel's feed with its manifest. */
  const publish = (version: string, channel: 'stable' | 'beta' = 'stable', bytes = artifactBytes) => {
    content.yml[`releases/${channel === 'beta' ? 'beta' : 'latest'}-linux.yml`] = feedYml(version, bytes);
    content.files[`releases/${ARTIFACT}.manifest.json`] = manifest(version, bytes, {
      channel: semverPrerelease(version) ? 'beta' : 'stable',
    });
  };
  const semverPrerelease = (version: string) => version.includes('-');
  let server: Server;
  let feedUrl: string;
  let content: FeedContent;
  let dir: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
      const body = content.yml[name] !== undefined ? Buffer.from(content.yml[name]!) : content.files[name];
      if (body === undefined) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'xyz-update-'));
    content = {
      yml: { 'releases/latest-linux.yml': feedYml('1.1.0', artifactBytes) },
      files: {
        [`releases/${ARTIFACT}`]: artifactBytes,
        [`releases/${ARTIFACT}.manifest.json`]: manifest('1.1.0'),
      },
    };
    return () => rmSync(dir, { recursive: true, force: true });
  });

  function controller(options: { channel?: 'stable' | 'beta'; current?: string } = {}) {
    const installed: string[] = [];
    const states: UpdateState[] = [];
    const driver = createHttpFeedDriver({
      feedUrl,
      channel: options.channel ?? 'stable',
      platform: 'linux',
      downloadDir: path.join(dir, 'pending'),
      install: (file) => void installed.push(file),
    });
    const updates = createUpdateController({
      driver,
      currentVersion: options.current ?? '1.0.0',
      keys: keySetOf(release),
      allowDevelopmentKeys: false,
      target: { ...LINUX_X64, channel: options.channel ?? 'stable' },
      now: () => 1_000,
    });
    updates.subscribe((s) => states.push(s));
    return { updates, installed, states };
  }

  it('finds a newer release, waits for consent, downloads with progress, verifies, and installs on request', async () => {
    const { updates, installed, states } = controller();
    expect((await updates.check()).status).toBe('available');
    expect(installed).toEqual([]);
    expect(existsSync(path.join(dir, 'pending'))).toBe(false);

    const ready = await updates.download();
    expect(ready).toMatchObject({ status: 'ready', keyId: 'release-1', update: { version: '1.1.0' } });
    const statuses = states.map((s) => s.status);
    expect(statuses[0]).toBe('checking');
    expect(statuses[1]).toBe('available');
    expect(statuses.slice(-2)).toEqual(['verifying', 'ready']);
    const percents = states.flatMap((s) =>
      s.status === 'downloading' && s.percent !== null ? [s.percent] : [],
    );
    expect(percents.length).toBeGreaterThan(2);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    await updates.install();
    expect(installed).toEqual([path.join(dir, 'pending', 'verified', ARTIFACT)]);
  });

  it('tells the person when "install" did not lead to a restart, instead of doing nothing', async () => {
    const timers: Array<() => void> = [];
    const driver = createHttpFeedDriver({
      feedUrl,
      channel: 'stable',
      platform: 'linux',
      downloadDir: path.join(dir, 'pending'),
      install: () => undefined, // the installer never takes over
    });
    const updates = createUpdateController({
      driver,
      currentVersion: '1.0.0',
      keys: keySetOf(release),
      allowDevelopmentKeys: false,
      target: LINUX_X64,
      setTimer: (run) => void timers.push(run),
    });
    await updates.check();
    await updates.download();
    expect((await updates.install()).status).toBe('ready');
    timers.forEach((run) => run());
    const state = updates.state();
    expect(state.status === 'error' && state.message).toMatch(/installer did not start/);
  });

  it('tells the renderer about availability, progress and readiness through update/progress payloads', async () => {
    const { updates, states } = controller();
    await updates.check();
    await updates.download();
    const events = states.map(toUpdateProgressEvent).filter((e) => e !== null);
    expect(events[0]).toEqual({ state: 'available', message: 'Version 1.1.0 is available.' });
    const midway = events.filter((e) => e.state === 'downloading' && e.percent! > 0 && e.percent! < 100);
    expect(midway.length).toBeGreaterThan(0);
    const percents = midway.map((e) => e.percent);
    expect(new Set(percents).size).toBe(percents.length); // one event per whole percent, not per chunk
    expect(events.at(-1)).toEqual({
      state: 'ready',
      percent: 100,
      message: 'Version 1.1.0 will be installed on restart.',
    });
  });

  it('stays idle when the feed offers the running version or an older one', async () => {
    const { updates } = controller({ current: '1.1.0' });
    expect(await updates.check()).toEqual({ status: 'idle', lastCheckedAt: 1_000 });
  });

  it('reads the beta feed for the beta channel', async () => {
    publish('1.2.0-beta.1', 'beta');
    const state = await controller({ channel: 'beta' }).updates.check();
    expect(state).toMatchObject({ status: 'available', update: { version: '1.2.0-beta.1' } });
  });

  it('orders prereleases by semver: beta.10 is offered to beta.2, and the release is offered to beta.10', async () => {
    publish('1.2.0-beta.10', 'beta');
    const fromBeta2 = await controller({ channel: 'beta', current: '1.2.0-beta.2' }).updates.check();
    expect(fromBeta2).toMatchObject({ status: 'available', update: { version: '1.2.0-beta.10' } });
    publish('1.2.0', 'beta');
    const fromBeta10 = await controller({ channel: 'beta', current: '1.2.0-beta.10' }).updates.check();
    expect(fromBeta10).toMatchObject({ status: 'available', update: { version: '1.2.0' } });
    publish('1.2.0-beta.10', 'beta');
    // This driver has no electron-updater gate: the older prerelease is offered only as an explicit downgrade.
    const fromRelease = await controller({ channel: 'beta', current: '1.2.0' }).updates.check();
    expect(fromRelease).toMatchObject({ status: 'available', update: { downgrade: true } });
  });

  it('refuses at check a tampered artifact whose feed checksum was also replaced: the manifest disagrees', async () => {
    const evil = Buffer.from(artifactBytes);
    evil[42] = 0x00;
    content.files[`releases/${ARTIFACT}`] = evil;
    content.yml['releases/latest-linux.yml'] = feedYml('1.1.0', evil);
    const { updates, installed } = controller();
    const state = await updates.check();
    expect(state).toMatchObject({
      status: 'error',
      code: 'bad_response',
      details: { reason: 'feed_mismatch' },
    });
    expect(existsSync(path.join(dir, 'pending'))).toBe(false);
    await expect(updates.download()).rejects.toThrow(UpdateFlowError);
    await expect(updates.install()).rejects.toMatchObject({ code: 'not_found' });
    expect(installed).toEqual([]);
  });

  it('refuses an update whose manifest is signed by a key the app does not trust', async () => {
    content.files[`releases/${ARTIFACT}.manifest.json`] = Buffer.from(
      signedManifestOf(artifactBytes, { version: '1.1.0', fileName: ARTIFACT }, stranger),
    );
    const state = await controller().updates.check();
    expect(state).toMatchObject({
      status: 'error',
      code: 'signature_invalid',
      details: { reason: 'unknown_key' },
    });
  });

  it('refuses an update that has no published manifest', async () => {
    delete content.files[`releases/${ARTIFACT}.manifest.json`];
    const state = await controller().updates.check();
    expect(state.status === 'error' && state.message).toMatch(/no signed manifest is published/);
  });

  it('reports a download whose bytes do not match the feed checksum', async () => {
    const other = Buffer.alloc(1000, 1);
    content.files[`releases/${ARTIFACT}`] = other;
    const { updates } = controller();
    await updates.check();
    const state = await updates.download();
    expect(state).toMatchObject({ status: 'error', code: 'bad_response' });
    expect(state.status === 'error' && state.message).toMatch(/sha512 checksum/);
    expect(readdirSync(path.join(dir, 'pending'))).toEqual([]);
  });

  it('reports an unreachable or broken feed as an error and can check again afterwards', async () => {
    content.yml = {};
    const { updates } = controller();
    const failed = await updates.check();
    expect(failed).toMatchObject({ status: 'error', code: 'network' });
    expect(failed.status === 'error' && failed.message).toMatch(/Could not check for updates.*HTTP 404/);
    content.yml['releases/latest-linux.yml'] = feedYml('1.1.0', artifactBytes);
    expect((await updates.check()).status).toBe('available');
  });

  it('never downloads without consent, and refuses a download when nothing is available', async () => {
    const { updates } = controller({ current: '1.1.0' });
    await updates.check();
    await expect(updates.download()).rejects.toThrow(/No update is available/);
    expect(existsSync(path.join(dir, 'pending'))).toBe(false);
  });

  it('reports a feed that is not one as bad_response, with what is wrong', async () => {
    content.yml['releases/latest-linux.yml'] = '<html><body>Service Unavailable</body></html>';
    const failed = await controller().updates.check();
    expect(failed).toMatchObject({ status: 'error', code: 'bad_response' });
    expect(failed.status === 'error' && failed.message).toMatch(/Update feed: .*expected object/);
  });
});
