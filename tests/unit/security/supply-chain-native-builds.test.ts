// Attack (issue #27, hole 9): keytar, better-sqlite3 and node-hid install through prebuild-install, which downloads
// a ready-made binary from a GitHub release (outside the npm registry, with no integrity check against the lockfile)
// whenever one exists for the platform. Whoever controls that download runs code in the wallet's core with access to
// the keychain. The lead made npm build them from source (`.npmrc` build-from-source=true; the set-up's `npm ci`
// passes npm_config_build_from_source=true).
// This suite proves both settings are in place, that the set-up really passes the variable to npm, and that each
// installed addon was built here (node-gyp's Makefile and object files beside build/Release/*.node; a downloaded
// prebuild has only the .node file).
import type * as ChildProcess from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const spawned = vi.hoisted(() => [] as Array<{ cmd: string; args: string[]; env: NodeJS.ProcessEnv }>);
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof ChildProcess>();
  return {
    ...actual,
    spawnSync: (cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv } = {}) => {
      spawned.push({ cmd, args, env: opts.env ?? {} });
      return { status: 0 };
    },
  };
});

let scratch: string | null = null;
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = null;
});

describe('native addons are built from source, never downloaded', () => {
  it('.npmrc asks npm to build from source', () => {
    const lines = readFileSync(path.join(ROOT, '.npmrc'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toContain('build-from-source=true');
  });

  it("the set-up's npm ci runs with npm_config_build_from_source=true", async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'xyz-provision-'));
    writeFileSync(path.join(scratch, 'package.json'), '{}');
    writeFileSync(path.join(scratch, 'package-lock.json'), '{}');
    mkdirSync(path.join(scratch, 'node_modules'));
    const provision = path.join(ROOT, 'scripts/lib/provision.mjs'); // plain JS
    const { ensureNodeModules } = (await import(provision)) as { ensureNodeModules: (root: string) => void };
    ensureNodeModules(scratch);
    const npm = spawned.find((call) => /npm(\.cmd)?$/.test(call.cmd));
    expect(npm?.args[0]).toBe('ci');
    expect(npm?.env.npm_config_build_from_source).toBe('true');
  });

  it.each([
    ['keytar', true],
    ['better-sqlite3', true],
    ['node-hid', false],
  ])('%s has a locally built build/Release/*.node', (name, required) => {
    const build = path.join(ROOT, 'node_modules', name, 'build');
    if (!existsSync(build)) {
      // node-hid is optional (Ledger over USB); some installs have no build dir at all, so there is nothing to check.
      if (!required)
        return void console.warn(`${name}: no build directory, skipped (nothing installed from it)`);
      throw new Error(`${name} has no build directory: was it installed from a prebuilt binary?`);
    }
    const release = path.join(build, 'Release');
    expect(readdirSync(release).filter((file) => file.endsWith('.node')).length).toBeGreaterThan(0);
    // node-gyp's own output: a download leaves only the .node file.
    expect(existsSync(path.join(build, 'Makefile')) || existsSync(path.join(build, 'binding.sln'))).toBe(
      true,
    );
    expect(existsSync(path.join(build, 'config.gypi'))).toBe(true);
    expect(existsSync(path.join(release, 'obj.target')) || existsSync(path.join(release, 'obj'))).toBe(true);
  });
});
