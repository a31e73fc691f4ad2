// The key set a build embeds: development keys are fine for development builds and refused by release builds.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseUpdateKeyFile } from '../../../electron/core/update/key-chain';

const ROOT = path.resolve(__dirname, '../../..');

interface BuildKeys {
  isReleaseBuild(env: Record<string, string>): boolean;
  updateKeyProblems(keys: unknown, options: { release: boolean }): string[];
  loadUpdateKeysForBuild(root: string, env: Record<string, string>): unknown[];
}

async function buildKeys(): Promise<BuildKeys> {
  return (await import(path.join(ROOT, 'build/update-keys.mjs'))) as BuildKeys;
}

const releaseRoot = {
  keyId: 'r',
  publicKey: 'A'.repeat(43),
  purpose: 'release',
  signedBy: null,
  signature: null,
};
const devRoot = { ...releaseRoot, keyId: 'd', purpose: 'development' };

describe('update keys in the build', () => {
  it('the repository embeds a clearly marked development key, readable by the app', () => {
    const keys = JSON.parse(readFileSync(path.join(ROOT, 'build/update-keys.json'), 'utf8')) as unknown[];
    const set = parseUpdateKeyFile(keys);
    expect(set.roots.length).toBeGreaterThan(0);
    expect(set.roots.every((key) => key.purpose === 'development')).toBe(true);
  });

  it('a release is NODE_ENV=production or XYZ_RELEASE=1', async () => {
    const { isReleaseBuild } = await buildKeys();
    expect(isReleaseBuild({ NODE_ENV: 'production' })).toBe(true);
    expect(isReleaseBuild({ XYZ_RELEASE: '1' })).toBe(true);
    expect(isReleaseBuild({})).toBe(false);
  });

  it('a release build refuses no key, no release root, or any development key', async () => {
    const { updateKeyProblems } = await buildKeys();
    expect(updateKeyProblems([], { release: true }).join()).toMatch(/at least one update key/);
    expect(updateKeyProblems([devRoot], { release: true }).join()).toMatch(
      /must not embed development key "d"/,
    );
    expect(updateKeyProblems([releaseRoot, devRoot], { release: true })).toHaveLength(1);
    expect(updateKeyProblems([releaseRoot], { release: true })).toEqual([]);
    expect(updateKeyProblems([devRoot], { release: false })).toEqual([]);
    expect(updateKeyProblems({}, { release: false })).toEqual(['the key file is not a list of keys']);
  });

  it('refuses to build a release with the repository key file, and builds a development bundle with it', async () => {
    const { loadUpdateKeysForBuild } = await buildKeys();
    expect(() => loadUpdateKeysForBuild(ROOT, { XYZ_RELEASE: '1' })).toThrow(/development key/);
    expect(loadUpdateKeysForBuild(ROOT, {})).toHaveLength(1);
  });
});
