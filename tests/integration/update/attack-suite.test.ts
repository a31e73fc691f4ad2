// The update-attack suite: the real electron-updater (in Node) against a loopback feed an attacker controls.
// Every attack must end without an install of anything but a genuine, newer release for this app.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UpdateKeyLink } from '../../../electron/core/update/key-chain';
import type { ReleaseManifest } from '../../../electron/core/update/manifest';
import { providerFromEnv } from '../../../electron/core/update/providers';
import {
  keySetOf,
  linkOf,
  makeTestKey,
  manifestOf,
  sha512Base64,
  signedManifestOf,
  type TestKey,
} from '../../support/update/release-kit';
import { signManifest } from '../../../electron/core/update/manifest';
import { releaseFiles, useLoopbackFeed } from './support/loopback-feed';

const RUNNING = '1.5.0';
const deb = (version: string) => `xyz-wallet_${version}_amd64.deb`;

type Result = { ok: boolean; value?: { status: string; filePath?: string }; error?: { code: string } };

describe('update attack suite (real electron-updater, loopback feed)', () => {
  const root = makeTestKey('xyz-root');
  const k1 = makeTestKey('xyz-release-1');
  const k2 = makeTestKey('xyz-release-2');
  const stranger = makeTestKey('xyz-root'); // same key id as the root, different key
  const newBuild = Buffer.alloc(256 * 1024 + 7, 0x61);
  const oldBuild = Buffer.alloc(200 * 1024 + 3, 0x4f); // 1.0.0: genuine, signed, superseded

  const feed = useLoopbackFeed({
    tmpPrefix: 'xyz-update-attack-',
    initial: () => releaseFiles('2.0.0', deb('2.0.0'), newBuild, genuine('2.0.0', newBuild)),
  });

  /** Publishes `bytes` as `file` on the feed under `feedVersion`, with `manifest` next to it. */
  function publish(feedVersion: string, file: string, bytes: Buffer, manifest: string): void {
    Object.assign(feed.served, releaseFiles(feedVersion, file, bytes, manifest));
  }

  /** A genuine release, signed by `signer` (root by default) with the chain links it needs. */
  function genuine(version: string, bytes: Buffer, signer: TestKey = root, chain: UpdateKeyLink[] = []) {
    return signedManifestOf(bytes, { version, fileName: deb(version) }, signer, chain);
  }

  /** What the approval surface was asked (installing an older version asks it first). */
  const asked: string[] = [];
  let approve = true;

  function start(options: { url?: string; links?: UpdateKeyLink[] } = {}) {
    asked.length = 0;
    approve = true;
    const { real, shell } = feed.start({
      version: RUNNING,
      keys: keySetOf(root, options.links ?? []),
      ...(options.url ? { url: options.url } : {}),
      approveDowngrade: async (subject) => {
        asked.push(`${subject.currentVersion} -> ${subject.version}`);
        if (!approve) throw new Error('refused in the approval surface');
      },
    });
    const call = (channel: string, payload: unknown = {}) =>
      shell.handlers[channel]!(payload) as Promise<Result>;
    return { ...real, call, controller: shell.controller };
  }

  /** Every file electron-updater's cache and the private folder still hold. */
  function leftovers(): string[] {
    const found: string[] = [];
    const walk = (folder: string) => {
      if (!existsSync(folder)) return;
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.deb')) found.push(full);
      }
    };
    walk(path.join(feed.dir, 'cache'));
    walk(path.join(feed.dir, 'verified'));
    return found;
  }

  it('control: a genuine newer release is downloaded, verified and installed from the verified copy', async () => {
    const { call, installedFiles } = start();
    await expect(call('update/check')).resolves.toMatchObject({
      ok: true,
      value: { status: 'available', update: { version: '2.0.0', downgrade: false } },
    });
    const ready = await call('update/download');
    expect(ready).toMatchObject({ ok: true, value: { status: 'ready' } });
    await call('update/install');
    expect(installedFiles).toEqual([path.join(feed.dir, 'verified', deb('2.0.0'))]);
  });

  it('replay: an old signed build offered under a new feed version is not installed as an update', async () => {
    publish('9.9.9', deb('1.0.0'), oldBuild, genuine('1.0.0', oldBuild));
    const { call, installs } = start();
    const checked = await call('update/check');
    // The manifest, not the feed, says what it is: an older release, offered only as an explicit downgrade.
    expect(checked).toMatchObject({
      ok: true,
      value: { status: 'available', update: { version: '1.0.0', feedVersion: '9.9.9', downgrade: true } },
    });
    await expect(call('update/download')).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: { reason: 'downgrade_not_allowed' } },
    });
    await expect(call('update/install')).resolves.toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(installs).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('replay of the running build under a new feed version offers nothing', async () => {
    publish('9.9.9', deb(RUNNING), oldBuild, genuine(RUNNING, oldBuild));
    const { call } = start();
    await expect(call('update/check')).resolves.toMatchObject({ ok: true, value: { status: 'idle' } });
  });

  it('downgrade: refused without the flag, installed only when the person explicitly allows it', async () => {
    publish('1.0.0', deb('1.0.0'), oldBuild, genuine('1.0.0', oldBuild));
    const { call, installedFiles, controller } = start();
    // electron-updater itself offers nothing older; the feed is asked again with the explicit choice below.
    await expect(call('update/check')).resolves.toMatchObject({ ok: true, value: { status: 'idle' } });
    publish('9.9.9', deb('1.0.0'), oldBuild, genuine('1.0.0', oldBuild));
    await call('update/check');
    await expect(call('update/download', {})).resolves.toMatchObject({ ok: false });
    expect(controller.state().status).toBe('available');
    const ready = await call('update/download', { allowDowngrade: true });
    expect(ready).toMatchObject({ ok: true, value: { status: 'ready', update: { version: '1.0.0' } } });
    // The page's flag downloads it; installing asks the approval surface first: refused, nothing installs.
    approve = false;
    await expect(call('update/install')).resolves.toMatchObject({ ok: false });
    expect(installedFiles).toEqual([]);
    approve = true;
    await call('update/install');
    expect(asked).toEqual([`${RUNNING} -> 1.0.0`, `${RUNNING} -> 1.0.0`]);
    expect(installedFiles).toEqual([path.join(feed.dir, 'verified', deb('1.0.0'))]);
  });

  it('wrong key: a manifest signed by a key that does not chain to the root is refused', async () => {
    publish('2.0.0', deb('2.0.0'), newBuild, genuine('2.0.0', newBuild, stranger));
    const { call, installs } = start();
    await expect(call('update/check')).resolves.toMatchObject({
      ok: false,
      error: { code: 'signature_invalid', details: { reason: 'bad_signature' } },
    });
    const unknown = makeTestKey('someone-else');
    publish('2.0.0', deb('2.0.0'), newBuild, genuine('2.0.0', newBuild, unknown));
    await expect(call('update/check')).resolves.toMatchObject({
      ok: false,
      error: { code: 'signature_invalid', details: { reason: 'unknown_key' } },
    });
    expect(installs).toEqual([]);
  });

  it('rotated key with a valid chain (root -> k1 -> k2, published with the release) is accepted', async () => {
    const chain = [linkOf(k1, root), linkOf(k2, k1)];
    publish('2.0.0', deb('2.0.0'), newBuild, genuine('2.0.0', newBuild, k2, chain));
    const { call, installedFiles } = start();
    await expect(call('update/check')).resolves.toMatchObject({
      ok: true,
      value: { status: 'available', update: { keyId: 'xyz-release-2' } },
    });
    await expect(call('update/download')).resolves.toMatchObject({ ok: true, value: { status: 'ready' } });
    await call('update/install');
    expect(installedFiles).toHaveLength(1);
  });

  it('rotated key with a broken chain is refused: a missing link, an unsigned link, a link signed by the wrong key', async () => {
    const { call, installs } = start();
    const broken: UpdateKeyLink[][] = [
      [linkOf(k2, k1)], // k1 -> root missing
      [linkOf(k1, root), { ...linkOf(k2, k1), signature: null }],
      [linkOf(k1, root), linkOf(k2, stranger)], // "root" link signed by a look-alike key
      [linkOf(k1, root), { ...linkOf(k2, k1), publicKey: makeTestKey('x').publicKey }],
      [{ ...linkOf(k1, root), signedBy: null, signature: null }, linkOf(k2, k1)], // a published "root"
    ];
    for (const chain of broken) {
      publish('2.0.0', deb('2.0.0'), newBuild, genuine('2.0.0', newBuild, k2, chain));
      await expect(call('update/check')).resolves.toMatchObject({
        ok: false,
        error: {
          code: 'signature_invalid',
          details: { reason: expect.stringMatching(/broken_chain|bad_signature/) },
        },
      });
    }
    expect(installs).toEqual([]);
  });

  it.each<[string, Partial<ReleaseManifest>]>([
    ['version', { version: '2.0.1' }],
    ['channel', { channel: 'beta' }],
    ['platform', { platform: 'win32' }],
    ['arch', { arch: 'arm64' }],
    ['fileName', { fileName: 'other.deb' }],
    ['size', { size: 1 }],
    ['sha512', { sha512: sha512Base64(oldBuild) }],
    ['releaseDate', { releaseDate: '2030-01-01T00:00:00.000Z' }],
    ['keyId', { keyId: 'xyz-release-1' }],
  ])('tampered manifest (%s changed after signing) is refused', async (_field, change) => {
    const signed = JSON.parse(genuine('2.0.0', newBuild)) as { manifest: ReleaseManifest };
    const tampered = { ...signed, manifest: { ...signed.manifest, ...change } };
    publish('2.0.0', deb('2.0.0'), newBuild, JSON.stringify(tampered));
    const { call, installs } = start({ links: [linkOf(k1, root)] });
    await expect(call('update/check')).resolves.toMatchObject({
      ok: false,
      error: { code: 'signature_invalid', details: { reason: 'bad_signature' } },
    });
    expect(installs).toEqual([]);
  });

  it('a manifest for another channel, platform or arch is refused even when genuinely signed', async () => {
    const { call } = start();
    for (const [change, reason] of [
      [{ channel: 'beta' }, 'wrong_channel'],
      [{ platform: 'darwin' }, 'wrong_platform'],
      [{ arch: 'arm64' }, 'wrong_arch'],
    ] as const) {
      const manifest = manifestOf(newBuild, {
        version: '2.0.0',
        fileName: deb('2.0.0'),
        keyId: 'xyz-root',
        ...change,
      });
      publish('2.0.0', deb('2.0.0'), newBuild, signManifest(manifest, root.privateKeyPem));
      await expect(call('update/check')).resolves.toMatchObject({
        ok: false,
        error: { code: 'signature_invalid', details: { reason } },
      });
    }
  });

  it('file swapped after verification, before install: refused, deleted, nothing installed', async () => {
    const { call, installs, installedFiles } = start();
    await call('update/check');
    const ready = await call('update/download');
    const verified = ready.value!.filePath!;
    writeFileSync(verified, oldBuild); // a process with the user's rights replaces the verified file
    await expect(call('update/install')).resolves.toMatchObject({
      ok: false,
      error: { code: 'signature_invalid', details: { deleted: true, reason: 'changed_before_install' } },
    });
    expect(existsSync(verified)).toBe(false);
    expect(installs).toEqual([]);
    expect(installedFiles).toEqual([]);
  });

  it("electron-updater's cached download swapped after verification is never what gets installed", async () => {
    const { call, updater, installedFiles } = start();
    await call('update/check');
    await call('update/download');
    const cached = (updater as unknown as { downloadedUpdateHelper: { file: string } }).downloadedUpdateHelper
      .file;
    writeFileSync(cached, oldBuild);
    await expect(call('update/install')).resolves.toMatchObject({ ok: true, value: { status: 'ready' } });
    expect(installedFiles).toEqual([path.join(feed.dir, 'verified', deb('2.0.0'))]);
    expect(installedFiles).not.toContain(cached);
  });

  it('http feed (not loopback) is refused where it is configured and on every request electron-updater makes', async () => {
    expect(() => providerFromEnv({ XYZ_UPDATE_FEED_URL: 'http://updates.example/feed' })).toThrow(/https/);
    expect(providerFromEnv({ XYZ_UPDATE_FEED_URL: 'http://localhost:8080/feed' })).toMatchObject({
      provider: 'generic',
    });
    expect(() => start({ url: 'http://updates.example/feed/' })).toThrow(/only https/);
    // A feed on https that redirects electron-updater to plain http: refused before any request is sent.
    const { call, updater } = start();
    updater.setFeedURL({ provider: 'generic', url: 'http://192.0.2.1/feed/' });
    await expect(call('update/check')).resolves.toMatchObject({
      ok: false,
      error: { code: 'bad_response', message: expect.stringMatching(/not_https/) },
    });
  });

  it('a failed download check deletes the file and says so', async () => {
    // The feed and manifest agree on 2.0.0, but the server sends other bytes of the same size.
    const swapped = Buffer.from(newBuild);
    swapped[100] = 0;
    const { call, installs } = start();
    await call('update/check');
    feed.served[deb('2.0.0')] = swapped;
    const result = await call('update/download');
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'bad_response', details: { deleted: true, reason: 'ERR_CHECKSUM_MISMATCH' } },
    });
    expect(leftovers()).toEqual([]);
    expect(installs).toEqual([]);
  });
});
