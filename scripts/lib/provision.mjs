// Provisions a fresh Debian machine for this project: apt packages and npm dependencies, idempotently.
// Used by `npm test` and `npm start`; uses only Node built-ins so it runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Debian packages the project needs: keytar and node-hid (Ledger over USB) build deps, a Secret Service, Chromium, a
 * virtual display.
 */
export const APT_PACKAGES = [
  'libsecret-1-dev',
  'libusb-1.0-0-dev',
  'libudev-dev',
  'gnome-keyring',
  'dbus',
  'dbus-x11',
  'chromium',
  'xvfb',
  'xauth',
  'fonts-dejavu-core',
  'python3',
  'make',
  'g++',
];

function log(message) {
  console.log(`[setup] ${message}`);
}

function isInstalled(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/** Installs missing apt packages when root on Debian; otherwise explains exactly what to install. */
export function ensureAptPackages(packages = APT_PACKAGES) {
  const hasDpkg = spawnSync('which', ['dpkg-query']).status === 0;
  if (!hasDpkg) {
    log(`Not a Debian-family system: install these yourself if tests fail: ${packages.join(' ')}`);
    return { ok: true, skipped: true };
  }
  const missing = packages.filter((p) => !isInstalled(p));
  if (missing.length === 0) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `[setup] Missing system packages: ${missing.join(' ')}\n` +
        `[setup] Run as root:  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    return { ok: false };
  }
  log(`installing system packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  return { ok: true };
}

function depsFingerprint(root) {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json']) {
    const p = path.join(root, file);
    if (existsSync(p)) hash.update(readFileSync(p));
  }
  hash.update(process.version);
  return hash.digest('hex');
}

/**
 * What to do about node_modules: nothing when its stamp matches, install otherwise — except when it is a symbolic
 * link (a checkout sharing another's dependencies): `npm ci` empties the link's target, which belongs to that
 * other checkout, so it is left alone and the caller says where to install instead.
 */
export function planNodeModules({ stampMatches, linkTarget }) {
  if (stampMatches) return { action: 'none' };
  if (linkTarget !== null) return { action: 'leave-shared', linkTarget };
  return { action: 'install' };
}

function linkTargetOf(file) {
  try {
    return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : null;
  } catch {
    return null;
  }
}

/** Runs `npm ci` (or `npm install` without a lockfile) when node_modules is absent or stale. */
export function ensureNodeModules(root) {
  const stamp = path.join(root, 'node_modules', '.xyz-deps-stamp');
  const want = depsFingerprint(root);
  const plan = planNodeModules({
    stampMatches: existsSync(stamp) && readFileSync(stamp, 'utf8') === want,
    linkTarget: linkTargetOf(path.join(root, 'node_modules')),
  });
  if (plan.action === 'none') return;
  if (plan.action === 'leave-shared') {
    log(
      `node_modules links to ${plan.linkTarget} (another checkout's): not reinstalling it from here. ` +
        'If dependencies changed, run `npm ci` in that checkout.',
    );
    return;
  }
  const hasLock = existsSync(path.join(root, 'package-lock.json'));
  log(`installing npm dependencies (${hasLock ? 'npm ci' : 'npm install'}); native addons build from source`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // build-from-source: keytar, better-sqlite3 and node-hid would otherwise let prebuild-install download a
  // binary from outside the npm registry with no integrity check; built here, the lockfile covers what runs.
  const result = spawnSync(npm, [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_build_from_source: 'true' },
  });
  if (result.status !== 0) throw new Error('npm dependency install failed (see output above)');
  writeFileSync(stamp, want);
}

/** Runs a command, streaming output; returns its exit status. */
export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
