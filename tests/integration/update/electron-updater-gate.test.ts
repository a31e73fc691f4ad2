// The shell's updater on the real electron-updater (in Node, loopback generic feed): electron-updater alone decides
// what is offered (newer by semver, inside stagingPercentage by its own .updaterId), downloads and checks sha512;
// our state machine adds consent, the signed manifest and the check of the private copy that is installed.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseChannel } from '../../../electron/core/update/providers';
import { keySetOf, makeTestKey, signedManifestOf } from '../../support/update/release-kit';
import { feedYml, releaseFiles, useLoopbackFeed } from './support/loopback-feed';

const DEB = 'xyz-wallet_1.1.0_amd64.deb';
/** electron-updater's position of an id is its last 32 bits / 2^32-1: ~0.0 and ~1.0. */
const EARLY_ID = '00000000-0000-4000-8000-000000000001';
const LATE_ID = '00000000-0000-4000-8000-0000fffffff0';

describe('shell updater on the real electron-updater', () => {
  const release = makeTestKey('release');
  const artifact = Buffer.alloc(512 * 1024 + 3, 0x42);
  const manifestOf = (version: string) =>
    signedManifestOf(
      artifact,
      { version, fileName: DEB, channel: version.includes('-') ? 'beta' : 'stable' },
      release,
    );
  const feed = useLoopbackFeed({
    tmpPrefix: 'xyz-electron-updater-',
    initial: () => releaseFiles('1.1.0', DEB, artifact, manifestOf('1.1.0')),
  });

  function start(options: { version?: string; stagingId?: string; channel?: ReleaseChannel } = {}) {
    const { real, shell } = feed.start({
      version: options.version ?? '1.0.0',
      keys: keySetOf(release),
      ...(options.stagingId ? { stagingId: options.stagingId } : {}),
      ...(options.channel ? { channel: options.channel } : {}),
    });
    return { ...real, handlers: shell.handlers };
  }

  it('offers a staged release only to installs inside its stagingPercentage, by its .updaterId', async () => {
    feed.served['latest-linux.yml'] = feedYml('1.1.0', DEB, artifact, 'stagingPercentage: 10\n');
    const early = start({ stagingId: EARLY_ID });
    await expect(early.handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'available', update: { version: '1.1.0', stagingPercentage: 10 } },
    });
    rmSync(feed.dir, { recursive: true, force: true });
    const late = start({ stagingId: LATE_ID });
    await expect(late.handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'idle' },
    });
  });

  it('keeps the staging id itself: created on the first check, reused after', async () => {
    const { handlers, userDataPath } = start();
    await handlers['update/check']!({});
    const idFile = path.join(userDataPath, '.updaterId');
    expect(existsSync(idFile)).toBe(true);
    const id = readFileSync(idFile, 'utf8');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await handlers['update/check']!({});
    expect(readFileSync(idFile, 'utf8')).toBe(id);
  });

  it('orders prereleases by semver on the beta feed and never offers a downgrade', async () => {
    feed.served['beta-linux.yml'] = feedYml('1.2.0-beta.10', DEB, artifact);
    feed.served[`${DEB}.manifest.json`] = manifestOf('1.2.0-beta.10');
    const beta2 = start({ version: '1.2.0-beta.2', channel: 'beta' });
    await expect(beta2.handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'available', update: { version: '1.2.0-beta.10' } },
    });
    rmSync(feed.dir, { recursive: true, force: true });
    const released = start({ version: '1.2.0', channel: 'beta' });
    await expect(released.handlers['update/check']!({})).resolves.toMatchObject({
      ok: true,
      value: { status: 'idle' },
    });
  });

  it('downloads on consent, checks sha512 and the manifest, and installs the verified copy only then', async () => {
    const { handlers, installs, installedFiles } = start();
    await handlers['update/check']!({});
    expect(installs).toEqual([]);
    const ready = await handlers['update/download']!({});
    expect(ready).toMatchObject({ ok: true, value: { status: 'ready', keyId: 'release' } });
    const filePath = (ready as { value: { filePath: string } }).value.filePath;
    expect(filePath).toBe(path.join(feed.dir, 'verified', DEB));
    expect(readFileSync(filePath).equals(artifact)).toBe(true);
    await handlers['update/install']!({});
    expect(installs).toEqual([[false, true]]);
    expect(installedFiles).toEqual([filePath]);
  });

  it('answers a download that does not match the feed checksum bad_response', async () => {
    feed.served[DEB] = Buffer.alloc(artifact.length, 0x00);
    const { handlers, installs } = start();
    await handlers['update/check']!({});
    await expect(handlers['update/download']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad_response', message: expect.stringMatching(/checksum mismatch/) },
    });
    expect(installs).toEqual([]);
  });

  it('answers a release without a signed manifest network at check, and offers nothing', async () => {
    delete feed.served[`${DEB}.manifest.json`];
    const { handlers, installs } = start();
    await expect(handlers['update/check']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'network', message: expect.stringMatching(/no signed manifest is published/) },
    });
    await expect(handlers['update/download']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    await expect(handlers['update/install']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(installs).toEqual([]);
  });

  it('answers an unreachable feed network and a garbage feed bad_response', async () => {
    delete feed.served['latest-linux.yml'];
    const missing = start();
    await expect(missing.handlers['update/check']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'network' },
    });
    rmSync(feed.dir, { recursive: true, force: true });
    feed.served['latest-linux.yml'] = 'version: 1.1.0\nfiles:\n  - url: x.deb\n';
    const garbage = start();
    await expect(garbage.handlers['update/check']!({})).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad_response' },
    });
  });
});
