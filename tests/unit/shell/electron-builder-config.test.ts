// electron-builder configuration: valid against electron-builder's own schema, and carrying every release promise.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const config = require(path.join(ROOT, 'electron-builder.config.cjs')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const { signableArtifacts } = require(path.join(ROOT, 'build/sign-artifacts.cjs')) as {
  signableArtifacts(paths: string[]): string[];
};
const { notarizeCredentials } = require(path.join(ROOT, 'build/notarize.cjs')) as {
  notarizeCredentials(env: Record<string, string>): unknown;
};

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('electron-builder configuration', () => {
  it("passes electron-builder's own schema validation", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('is rejected by that validation when a key is wrong (so the check above means something)', async () => {
    const broken = { ...config, linux: { ...config.linux, targte: ['AppImage'] } };
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(/configuration/);
  });

  it('has an app id, product name and artifact names carrying the version', () => {
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/);
    expect(config.productName).toBe('XYZ Wallet');
    for (const name of [
      config.artifactName,
      config.deb.artifactName,
      config.dmg.artifactName,
      config.nsis.artifactName,
    ]) {
      expect(name).toContain('${version}');
    }
  });

  it('targets Linux AppImage + deb, macOS dmg + zip with hardened runtime and a notarize hook, Windows nsis', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg', 'zip']);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.afterSign).toBe('build/notarize.cjs');
    expect(config.win.target).toEqual(['nsis']);
  });

  it('packages only the built app and unpacks and rebuilds the native modules for Electron', () => {
    expect(config.files).toEqual(
      expect.arrayContaining(['dist/electron/**/*', 'dist/renderer/**/*', 'package.json']),
    );
    expect(config.extraMetadata.main).toBe('dist/electron/main.cjs');
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['**/*.node', 'node_modules/keytar/**/*', 'node_modules/better-sqlite3/**/*']),
    );
    expect(config.npmRebuild).toBe(true);
    expect(config.buildDependenciesFromSource).toBe(true);
  });

  it('flips the release fuses: no RunAsNode, NODE_OPTIONS or --inspect; cookie encryption and ASAR-only integrity on', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('publishes to GitHub and a generic feed for stable and beta channels, with signed artifacts', () => {
    expect(config.publish.map((p: { provider: string }) => p.provider)).toEqual(['github', 'generic']);
    expect(config.generateUpdatesFilesForAllChannels).toBe(true);
    expect(config.afterAllArtifactBuild).toBe('build/sign-artifacts.cjs');
    expect(
      signableArtifacts(['a.AppImage', 'latest-linux.yml', 'a.AppImage.blockmap', 'a.deb', 'a.AppImage.sig']),
    ).toEqual(['a.AppImage', 'a.deb']);
  });

  it('points at icons and entitlements that exist, with icon.png large enough for .icns and .ico', () => {
    expect(pngSize(path.join(ROOT, 'build/icon.png'))).toEqual({ width: 1024, height: 1024 });
    expect(pngSize(path.join(ROOT, 'build/icons/512x512.png'))).toEqual({ width: 512, height: 512 });
    for (const file of [
      config.mac.entitlements,
      config.afterSign,
      config.afterAllArtifactBuild,
      'build/icon.svg',
    ]) {
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(ROOT, config.mac.entitlements), 'utf8')).not.toContain(
      'disable-library-validation',
    );
  });

  it('notarizes only with complete Apple credentials', () => {
    expect(notarizeCredentials({})).toBeNull();
    expect(notarizeCredentials({ APPLE_ID: 'a', APPLE_APP_SPECIFIC_PASSWORD: 'b' })).toBeNull();
    expect(
      notarizeCredentials({ APPLE_ID: 'a', APPLE_APP_SPECIFIC_PASSWORD: 'b', APPLE_TEAM_ID: 'c' }),
    ).toEqual({
      appleId: 'a',
      appleIdPassword: 'b',
      teamId: 'c',
    });
  });

  it('is what `npm run dist` uses', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.dist).toContain('--config electron-builder.config.cjs');
  });
});
