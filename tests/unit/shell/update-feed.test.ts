// Update feeds (YAML text and electron-updater's parsed UpdateInfo, one zod schema) and version ordering (semver).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseUpdateFeed,
  readUpdateFeed,
  toOfferedUpdate,
  UpdateFeedError,
} from '../../../electron/core/update/feed';
import { compareVersions, isNewerVersion } from '../../../electron/core/update/version';
import { feedFileName, safeArtifactName } from '../../support/update/http-feed-driver';

const sha512Of = (text: string) => createHash('sha512').update(text).digest('base64');
const APPIMAGE_SHA = sha512Of('appimage');
const DEB_SHA = sha512Of('deb');

/** A latest-linux.yml as electron-builder writes it, plus what a hand-edited mirror may add. */
const REAL_FEED = `# latest-linux.yml, published by electron-builder 26
version: "1.2.0" # quoted, as some mirrors rewrite it
files:
  - url: XYZ-Wallet-1.2.0-linux-x86_64.AppImage
    sha512: '${APPIMAGE_SHA}'
    size: 123456
    blockMapSize: 1234
  # the .deb, with its digest folded over two lines
  - url: xyz-wallet_1.2.0_amd64.deb
    sha512: >-
      ${DEB_SHA.slice(0, 40)}
      ${DEB_SHA.slice(40)}
    size: 99
path: XYZ-Wallet-1.2.0-linux-x86_64.AppImage
sha512: ${APPIMAGE_SHA}
releaseName: "XYZ Wallet 1.2.0"
releaseDate: '2026-11-20T10:00:00.000Z'
releaseNotes: |-
  - faster sync
  - fixes: "quoted" text
stagingPercentage: 25
`;

describe('update feed', () => {
  it('reads a real latest-linux.yml: comments, quoted strings, a folded sha512, the files list', () => {
    expect(parseUpdateFeed(REAL_FEED)).toEqual({
      version: '1.2.0',
      files: [
        { url: 'XYZ-Wallet-1.2.0-linux-x86_64.AppImage', sha512: APPIMAGE_SHA, size: 123456 },
        { url: 'xyz-wallet_1.2.0_amd64.deb', sha512: DEB_SHA, size: 99 },
      ],
      path: 'XYZ-Wallet-1.2.0-linux-x86_64.AppImage',
      sha512: APPIMAGE_SHA,
      releaseDate: '2026-11-20T10:00:00.000Z',
      releaseNotes: '- faster sync\n- fixes: "quoted" text',
      stagingPercentage: 25,
    });
  });

  it('offers the primary file of the feed as the update', () => {
    expect(toOfferedUpdate(parseUpdateFeed(REAL_FEED))).toEqual({
      version: '1.2.0',
      fileName: 'XYZ-Wallet-1.2.0-linux-x86_64.AppImage',
      sha512: APPIMAGE_SHA,
      size: 123456,
      releaseDate: '2026-11-20T10:00:00.000Z',
      releaseNotes: '- faster sync\n- fixes: "quoted" text',
      stagingPercentage: 25,
    });
  });

  it('checks the UpdateInfo electron-updater parsed with js-yaml (dates as Date, notes as a list)', () => {
    const info = {
      version: '2.0.0-beta.1',
      files: [{ url: 'a.AppImage', sha512: APPIMAGE_SHA, size: 5 }],
      releaseDate: new Date('2026-11-22T00:00:00.000Z'),
      releaseNotes: [{ version: '2.0.0-beta.1', note: 'hi' }],
    };
    expect(readUpdateFeed(info)).toEqual({
      version: '2.0.0-beta.1',
      files: [{ url: 'a.AppImage', sha512: APPIMAGE_SHA, size: 5 }],
      path: 'a.AppImage',
      sha512: APPIMAGE_SHA,
      releaseDate: '2026-11-22T00:00:00.000Z',
    });
  });

  it('accepts the legacy form: only path and sha512', () => {
    expect(parseUpdateFeed(`version: 1.0.0\npath: a.exe\nsha512: ${DEB_SHA}\n`).files).toEqual([
      { url: 'a.exe', sha512: DEB_SHA },
    ]);
  });

  it.each([
    [
      'HTML instead of YAML',
      '<html>oops</html>',
      /^Update feed: Invalid input: expected object, received string$/,
    ],
    ['broken YAML', 'version: [1.0.0\nfiles: x', /^Update feed is not YAML: /],
    ['no version', `files:\n  - url: a\n    sha512: ${DEB_SHA}\n`, /"version"/],
    ['a number for a version', `version: 1.2\npath: a\nsha512: ${DEB_SHA}\n`, /"version"/],
    ['a version that is not semver', `version: 1.02.0\npath: a\nsha512: ${DEB_SHA}\n`, /not a semantic/],
    ['a file without sha512', 'version: 1.0.0\nfiles:\n  - url: a\n', /"files.0.sha512"/],
    ['a sha512 that is not one', 'version: 1.0.0\nfiles:\n  - url: a\n    sha512: abc\n', /base64 SHA-512/],
    [
      'a negative size',
      `version: 1.0.0\nfiles:\n  - url: a\n    sha512: ${DEB_SHA}\n    size: -1\n`,
      /"files.0.size"/,
    ],
    ['nothing to download', 'version: 1.0.0\n', /no file to download/],
    [
      'a staging percentage over 100',
      `version: 1.0.0\npath: a\nsha512: ${DEB_SHA}\nstagingPercentage: 150\n`,
      /"stagingPercentage" must be 0 to 100/,
    ],
  ])('rejects a feed with %s as a typed bad_response error', (_label, text, message) => {
    let thrown: unknown;
    try {
      parseUpdateFeed(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UpdateFeedError);
    expect(thrown).toMatchObject({ code: 'bad_response', message: expect.stringMatching(message) });
  });

  it('never echoes feed values in its error', () => {
    expect(() => parseUpdateFeed('version: 1.0.0\nfiles:\n  - url: a\n    sha512: SECRETISH\n')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('SECRETISH') }),
    );
  });
});

describe('test feed driver helpers', () => {
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

describe('version ordering (semver)', () => {
  it.each([
    ['1.0.1', '1.0.0', 1],
    ['1.0.0', '1.0.0', 0],
    ['1.10.0', '1.9.9', 1],
    ['1.0.0', '1.0.0-beta.1', 1],
    ['1.0.0-beta.2', '1.0.0-beta.10', -1],
    ['1.0.0-alpha', '1.0.0-beta', -1],
    ['1.0.0-beta', '1.0.0-beta.1', -1],
    ['1.0.0-alpha.beta', '1.0.0-alpha.1', 1],
    ['v2.0.0', '1.99.99', 1],
    ['1.0.0+build.5', '1.0.0', 0],
  ])('compares %s with %s as %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('orders a beta series before its release: 1.2.0-beta.2 < 1.2.0-beta.10 < 1.2.0', () => {
    const shuffled = ['1.2.0', '1.2.0-beta.10', '1.1.9', '1.2.0-beta.2'];
    expect([...shuffled].sort(compareVersions)).toEqual(['1.1.9', '1.2.0-beta.2', '1.2.0-beta.10', '1.2.0']);
    expect(isNewerVersion('1.2.0-beta.10', '1.2.0-beta.2')).toBe(true);
    expect(isNewerVersion('1.2.0-beta.10', '1.2.0')).toBe(false);
    expect(isNewerVersion('1.2.0', '1.2.0')).toBe(false);
  });

  it.each(['1.0', '1.02.0', '1.0.0-', 'latest'])('rejects %s with a clear error', (text) => {
    expect(() => compareVersions(text, '1.0.0')).toThrow(/Not a semantic version/);
  });
});
