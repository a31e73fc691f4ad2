// Signed release manifests and the key chain: canonical JSON, root -> k1 -> k2 rotation, development keys,
// the running app's channel/platform/arch, and https-or-loopback URLs.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../electron/core/update/canonical-json';
import { builtInUpdateKeys } from '../../../electron/core/update/built-in-keys';
import { resolveSigningKey, parseUpdateKeyFile } from '../../../electron/core/update/key-chain';
import { signManifest, verifyManifest } from '../../../electron/core/update/manifest';
import { isLoopbackHost, updateUrlRefusal } from '../../../electron/core/update/update-url';
import { guardUpdaterRequests } from '../../../electron/main/updater';
import {
  keySetOf,
  LINUX_X64,
  linkOf,
  makeTestKey,
  manifestOf,
  rootEntry,
} from '../../support/update/release-kit';

const root = makeTestKey('root');
const k1 = makeTestKey('k1');
const k2 = makeTestKey('k2');
const bytes = Buffer.from('installer');

describe('canonical JSON', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null, 'x y'], c: 2 } })).toBe(
      '{"a":{"c":2,"d":[true,null,"x y"]},"b":1}',
    );
  });
  it('refuses what JSON cannot carry exactly', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });
});

describe('key chain', () => {
  const allow = { allowDevelopmentKeys: false };
  it('trusts the root, and a rotated key through every signed link back to it', () => {
    const set = keySetOf(root, [linkOf(k1, root), linkOf(k2, k1)]);
    expect(resolveSigningKey('root', set, allow)).toMatchObject({ ok: true, path: ['root'] });
    expect(resolveSigningKey('k2', set, allow)).toMatchObject({
      ok: true,
      publicKey: k2.publicKey,
      path: ['root', 'k1', 'k2'],
    });
  });
  it('refuses an unknown key, a missing or forged link, and a cycle', () => {
    expect(resolveSigningKey('k2', keySetOf(root), allow)).toMatchObject({ reason: 'unknown_key' });
    expect(resolveSigningKey('k2', keySetOf(root, [linkOf(k2, k1)]), allow)).toMatchObject({
      reason: 'broken_chain',
    });
    const forged = { ...linkOf(k1, root), publicKey: k2.publicKey };
    expect(resolveSigningKey('k1', keySetOf(root, [forged]), allow)).toMatchObject({
      reason: 'broken_chain',
    });
    const cycle = keySetOf(root, [linkOf(k1, k2), linkOf(k2, k1)]);
    expect(resolveSigningKey('k2', cycle, allow)).toMatchObject({ reason: 'broken_chain' });
  });
  it('uses the verified link when a key id is listed twice (a forged twin never wins)', () => {
    const twin = { ...linkOf(k1, root), publicKey: makeTestKey('evil').publicKey, signature: null };
    const set = keySetOf(root, [twin, linkOf(k1, root)]);
    expect(resolveSigningKey('k1', set, allow)).toMatchObject({ ok: true, publicKey: k1.publicKey });
  });
  it('refuses development keys (as root or on the path) unless allowed, i.e. never in a packaged app', () => {
    const devRoot = makeTestKey('dev-root', 'development');
    expect(resolveSigningKey('dev-root', keySetOf(devRoot), allow)).toMatchObject({
      reason: 'development_key',
    });
    expect(resolveSigningKey('dev-root', keySetOf(devRoot), { allowDevelopmentKeys: true })).toMatchObject({
      ok: true,
    });
    const devLink = linkOf(makeTestKey('dev', 'development'), root);
    expect(resolveSigningKey('dev', keySetOf(root, [devLink]), allow)).toMatchObject({
      reason: 'development_key',
    });
  });
  it('reads update-keys.json: roots are the entries with signedBy null', () => {
    const set = parseUpdateKeyFile([rootEntry(root), linkOf(k1, root)]);
    expect(set.roots.map((k) => k.keyId)).toEqual(['root']);
    expect(set.links.map((k) => k.keyId)).toEqual(['k1']);
    expect(() => parseUpdateKeyFile([{ keyId: 'x' }])).toThrow();
  });
  it('has no built-in key when the bundle was built without a key file (every manifest refused)', () => {
    expect(builtInUpdateKeys()).toEqual({ roots: [], links: [] });
  });
});

describe('manifest verification', () => {
  const options = { keys: keySetOf(root), allowDevelopmentKeys: false, target: LINUX_X64 };
  const signed = (fields: Parameters<typeof manifestOf>[1]) =>
    signManifest(manifestOf(bytes, fields), root.privateKeyPem);

  it('accepts a manifest the root signed for this app', () => {
    const check = verifyManifest(signed({ version: '2.0.0', fileName: 'a.deb', keyId: 'root' }), options);
    expect(check).toMatchObject({
      ok: true,
      keyId: 'root',
      manifest: { version: '2.0.0', size: bytes.length },
    });
  });
  it('lets a beta install take stable releases, not the other way round', () => {
    const stable = signed({ version: '2.0.0', fileName: 'a.deb', keyId: 'root' });
    const beta = signed({ version: '2.1.0-beta.1', fileName: 'a.deb', keyId: 'root', channel: 'beta' });
    const onBeta = { ...options, target: { ...LINUX_X64, channel: 'beta' as const } };
    expect(verifyManifest(stable, onBeta).ok).toBe(true);
    expect(verifyManifest(beta, options)).toMatchObject({ reason: 'wrong_channel' });
  });
  it('matches a macOS universal build on any mac arch only', () => {
    const universal = signed({
      version: '2.0.0',
      fileName: 'a.zip',
      keyId: 'root',
      platform: 'darwin',
      arch: 'universal',
    });
    const mac = { ...options, target: { channel: 'stable' as const, platform: 'darwin', arch: 'arm64' } };
    expect(verifyManifest(universal, mac).ok).toBe(true);
  });
  it('refuses text that is not a manifest, and unknown members', () => {
    expect(verifyManifest('<html>', options)).toMatchObject({ reason: 'malformed' });
    const text = signed({ version: '2.0.0', fileName: 'a.deb', keyId: 'root' });
    const extra = JSON.stringify({ ...JSON.parse(text), note: 'hi' });
    expect(verifyManifest(extra, options)).toMatchObject({ reason: 'malformed' });
  });
});

describe('update URLs', () => {
  it('allow https anywhere and http only on loopback', () => {
    for (const url of [
      'https://updates.example/feed',
      'http://127.0.0.1:8080/feed',
      'http://127.9.8.7/feed',
      'http://localhost/feed',
      'http://[::1]:9/feed',
    ]) {
      expect(updateUrlRefusal(url)).toBeNull();
    }
    for (const url of [
      'http://updates.example/feed',
      'http://127.0.0.1.evil.example/',
      'http://10.0.0.1/',
      'file:///tmp/x',
      'ftp://x',
    ]) {
      expect(updateUrlRefusal(url)).toBe('not_https');
    }
    expect(updateUrlRefusal('not a url')).toBe('not_a_url');
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
  it("are enforced on electron-updater's HTTP executor for every request it creates", () => {
    const sent: unknown[] = [];
    const updater = { httpExecutor: { createRequest: (options: unknown) => sent.push(options) } };
    guardUpdaterRequests(updater);
    guardUpdaterRequests(updater); // idempotent
    updater.httpExecutor.createRequest({ protocol: 'https:', hostname: 'github.com', path: '/x' });
    updater.httpExecutor.createRequest({ protocol: 'http:', hostname: '127.0.0.1', port: 8080, path: '/x' });
    expect(() =>
      updater.httpExecutor.createRequest({ protocol: 'http:', hostname: 'objects.example', path: '/a.deb' }),
    ).toThrow(/not_https/);
    expect(sent).toHaveLength(2);
  });
});
