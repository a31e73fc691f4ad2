// Update feed parsing, version ordering and staged rollout decisions.
import { describe, expect, it } from 'vitest';
import { feedFileName, parseUpdateFeed } from '../../../electron/core/update/feed';
import { compareVersions, isPrerelease } from '../../../electron/core/update/version';
import { isInStagedRollout } from '../../../electron/core/update/staged-rollout';
import { safeArtifactName } from '../../../electron/core/update/http-feed-driver';

const ELECTRON_BUILDER_FEED = `version: 1.2.0
files:
  - url: XYZ-Wallet-1.2.0-linux-x86_64.AppImage
    sha512: 'AbC+/=='
    size: 123456
    blockMapSize: 1234
  - url: xyz-wallet_1.2.0_amd64.deb
    sha512: ZZZ
    size: 99
path: XYZ-Wallet-1.2.0-linux-x86_64.AppImage
sha512: 'AbC+/=='
releaseDate: '2026-11-20T10:00:00.000Z'
releaseNotes: |-
  - faster sync
  - fixes
stagingPercentage: 25
`;

describe('update feed', () => {
  it('reads the fields electron-builder writes into latest-linux.yml', () => {
    expect(parseUpdateFeed(ELECTRON_BUILDER_FEED)).toEqual({
      version: '1.2.0',
      files: [
        { url: 'XYZ-Wallet-1.2.0-linux-x86_64.AppImage', sha512: 'AbC+/==', size: 123456 },
        { url: 'xyz-wallet_1.2.0_amd64.deb', sha512: 'ZZZ', size: 99 },
      ],
      path: 'XYZ-Wallet-1.2.0-linux-x86_64.AppImage',
      sha512: 'AbC+/==',
      releaseDate: '2026-11-20T10:00:00.000Z',
      stagingPercentage: 25,
    });
  });

  it.each([
    ['no version', 'files:\n  - url: a\n    sha512: b\n', /version/],
    ['a file without sha512', 'version: 1.0.0\nfiles:\n  - url: a\n', /sha512/],
    ['nothing to download', 'version: 1.0.0\n', /no file/],
    [
      'a staging percentage over 100',
      'version: 1.0.0\npath: a\nsha512: b\nstagingPercentage: 150\n',
      /0 to 100/,
    ],
    ['garbage', '<html>oops</html>', /cannot read/],
  ])('rejects a feed with %s, clearly', (_label, text, message) => {
    expect(() => parseUpdateFeed(text)).toThrow(message);
  });

  it('names the channel files the way electron-updater reads them', () => {
    expect(feedFileName('stable', 'linux')).toBe('latest-linux.yml');
    expect(feedFileName('beta', 'linux')).toBe('beta-linux.yml');
    expect(feedFileName('stable', 'darwin')).toBe('latest-mac.yml');
    expect(feedFileName('stable', 'win32')).toBe('latest.yml');
    expect(feedFileName('beta', 'win32')).toBe('beta.yml');
  });

  it('keeps downloads inside the download folder', () => {
    expect(safeArtifactName('XYZ-Wallet-1.2.0.AppImage')).toBe('XYZ-Wallet-1.2.0.AppImage');
    expect(safeArtifactName('https://cdn.example/dl/XYZ.AppImage')).toBe('XYZ.AppImage');
    expect(safeArtifactName('../../evil')).toBe('evil');
    expect(() => safeArtifactName('dir/')).toThrow(/unusable/);
    expect(() => safeArtifactName('..')).toThrow(/unusable/);
  });
});

describe('version ordering', () => {
  it.each([
    ['1.0.1', '1.0.0', 1],
    ['1.0.0', '1.0.0', 0],
    ['1.10.0', '1.9.9', 1],
    ['1.0.0', '1.0.0-beta.1', 1],
    ['1.0.0-beta.2', '1.0.0-beta.10', -1],
    ['1.0.0-alpha', '1.0.0-beta', -1],
    ['1.0.0-beta', '1.0.0-beta.1', -1],
    ['v2.0.0', '1.99.99', 1],
    ['1.0.0+build.5', '1.0.0', 0],
  ])('compares %s with %s as %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('rejects a malformed version with a clear error', () => {
    expect(() => compareVersions('1.0', '1.0.0')).toThrow(/Not a semantic version/);
  });

  it('recognises prereleases', () => {
    expect(isPrerelease('1.0.0-beta.1')).toBe(true);
    expect(isPrerelease('1.0.0')).toBe(false);
  });
});

describe('staged rollout', () => {
  const EARLY = '00000000-0000-4000-8000-000000000000'; // position 0.0
  const MIDDLE = '00000000-0000-4000-8000-00007fffffff'; // position ~0.5
  const LATE = '00000000-0000-4000-8000-0000ffffffff'; // position 1.0

  it('gives a release without stagingPercentage to everyone', () => {
    expect(isInStagedRollout(LATE, undefined)).toBe(true);
  });

  it('includes installs whose id falls below the percentage, like electron-updater', () => {
    expect(isInStagedRollout(EARLY, 1)).toBe(true);
    expect(isInStagedRollout(MIDDLE, 49)).toBe(false);
    expect(isInStagedRollout(MIDDLE, 51)).toBe(true);
    expect(isInStagedRollout(LATE, 99)).toBe(false);
    expect(isInStagedRollout(EARLY, 0)).toBe(false);
  });

  it('rejects an install id that is not a UUID', () => {
    expect(() => isInStagedRollout('abc', 50)).toThrow(/UUID/);
  });
});
