// The Electron package carries what a Ledger needs (no Electron runtime needed to check it): main loads
// @ledgerhq/hw-transport-node-hid from node_modules (a production dependency, so electron-builder ships it), the
// native addons it loads by path (node-hid, usb) are unpacked from asar whole and are Node-API, and the bundled
// core really loads them the way Electron's main process does (CommonJS bundle, Node's own module loader).
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { minimatch } from 'minimatch';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);
const config = require(path.join(ROOT, 'electron-builder.config.cjs')) as { asarUnpack: string[] };
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

interface BundleModule {
  ELECTRON_EXTERNALS: string[];
  electronBundleOptions(src: string, out: string, updateKeys: unknown[]): Parameters<typeof build>[0];
}
const bundle = async () => (await import(path.join(ROOT, 'scripts/lib/electron-bundle.mjs'))) as BundleModule;

/** Every package of the production dependency closure, by its path inside the app (node_modules/...). */
function productionPackages(): string[] {
  const seen = new Set<string>();
  const visit = (fromDir: string, deps: Record<string, string>) => {
    for (const name of Object.keys(deps)) {
      let dir = fromDir;
      let found: string | null = null;
      for (;;) {
        const candidate = path.join(dir, 'node_modules', name);
        if (existsSync(path.join(candidate, 'package.json'))) {
          found = candidate;
          break;
        }
        if (dir === ROOT) break;
        dir = path.dirname(dir.slice(0, dir.lastIndexOf(`${path.sep}node_modules${path.sep}`)) || ROOT);
        if (!dir.startsWith(ROOT)) dir = ROOT;
      }
      if (found === null) continue; // an optional dependency for another platform
      const rel = path.relative(ROOT, found);
      if (seen.has(rel)) continue;
      seen.add(rel);
      const manifest = JSON.parse(readFileSync(path.join(found, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        optionalDependencies?: Record<string, string>;
      };
      visit(found, { ...manifest.dependencies, ...manifest.optionalDependencies });
    }
  };
  visit(ROOT, pkg.dependencies);
  return [...seen];
}

/** The native addons (*.node) a package carries, outside its own nested node_modules. */
function addonsOf(packageDir: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(child);
      else if (entry.isFile() && entry.name.endsWith('.node')) found.push(child);
    }
  };
  walk(packageDir);
  return found;
}

const unpacked = (file: string) =>
  config.asarUnpack.some((pattern) => minimatch(file, pattern, { dot: true }));

const bundlesDir = path.join(ROOT, 'dist', '.test-bundles');
afterAll(() => rmSync(bundlesDir, { recursive: true, force: true }));

describe('Ledger support in the Electron package', () => {
  it('main requires @ledgerhq/hw-transport-node-hid at run time instead of bundling node-hid and usb', async () => {
    const { electronBundleOptions } = await bundle();
    const out = path.join(ROOT, 'dist', 'electron', 'main.cjs');
    const result = await build({
      ...electronBundleOptions(path.join(ROOT, 'electron/main/index.ts'), out, []),
      write: false,
    });
    const main = result.outputFiles?.[0]?.text ?? '';
    // Its CommonJS build: the ES build ("import" export) does not load under Node's ES loader.
    expect(main).toContain('import("@ledgerhq/hw-transport-node-hid/lib/TransportNodeHid")');
    expect(main).not.toContain('HID_hidraw.node'); // node-hid's loader stays in node_modules
    expect(main).not.toContain('node-gyp-build'); // so does usb's
  });

  it('every package main leaves external is a production dependency (electron-builder ships only those)', async () => {
    const { ELECTRON_EXTERNALS } = await bundle();
    expect(ELECTRON_EXTERNALS).toContain('@ledgerhq/hw-transport-node-hid');
    for (const name of ELECTRON_EXTERNALS.filter((n) => n !== 'electron')) {
      expect(Object.keys(pkg.dependencies)).toContain(name);
    }
    expect(Object.keys(pkg.devDependencies)).toContain('electron');
  });

  it('unpacks from asar every native addon the app ships, and node-hid and usb as whole packages', () => {
    const packages = productionPackages();
    const native = packages.filter((dir) => addonsOf(dir).length > 0);
    expect(native.map((dir) => path.basename(dir)).sort()).toEqual([
      'better-sqlite3',
      'keytar',
      'node-hid',
      'usb',
    ]);
    for (const dir of native) {
      for (const addon of addonsOf(dir)) expect(unpacked(addon), addon).toBe(true);
    }
    // `bindings` and `node-gyp-build` look for the addon by walking the package folder on disk.
    for (const name of ['node-hid', 'usb']) {
      const dir = native.find((d) => path.basename(d) === name) ?? '';
      expect(unpacked(path.join(dir, 'package.json'))).toBe(true);
      expect(unpacked(path.join(dir, 'dist/index.js'))).toBe(true);
    }
  });

  it('node-hid and usb are Node-API addons: the same binary loads in Node and Electron (no ABI rebuild needed)', () => {
    const addons = productionPackages()
      .filter((dir) => ['node-hid', 'usb'].includes(path.basename(dir)))
      .flatMap(addonsOf)
      .filter((file) => file.includes(`${process.platform}-`) || !file.includes('prebuilds'));
    expect(addons.length).toBeGreaterThan(0);
    for (const addon of addons) {
      const text = readFileSync(path.join(ROOT, addon)).toString('latin1');
      expect(/napi_register_module_v1|napi_module_register/.test(text), addon).toBe(true);
      expect(text, addon).not.toMatch(/node_register_module_v\d+/);
    }
  });

  it('the bundled core loads the USB transport with Node\'s own loader: no Ledger here means "NoDevice", not "no USB"', async () => {
    const { electronBundleOptions } = await bundle();
    mkdirSync(bundlesDir, { recursive: true });
    const out = path.join(mkdtempSync(path.join(bundlesDir, 'transport-')), 'transport.cjs');
    await build(electronBundleOptions(path.join(ROOT, 'electron/core/ledger/transport.ts'), out, []));
    const script = `require(${JSON.stringify(out)}).nodeHidTransportFactory()().then(
      () => console.log(JSON.stringify({ opened: true })),
      (e) => console.log(JSON.stringify({ id: e.id, ledger: e.details?.ledger, reason: e.details?.reason })),
    ).then(() => process.exit(0));`;
    const answer = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim(),
    ) as {
      opened?: boolean;
      id?: string;
      ledger?: string;
      reason?: string;
    };
    if (answer.opened) return; // a Ledger is plugged into this machine
    expect(answer).toEqual({ id: 'NoDevice' });
  });
});
