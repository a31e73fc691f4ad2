// esbuild options for the Electron main and preload bundles. Native addons (and the packages that load them by
// path) stay external: electron-builder packages them from node_modules, rebuilt for Electron and unpacked from asar.
// WalletConnect's packages are bundled from their ES module builds: their CommonJS builds, bundled, lose default
// exports (`keyvaluestorage.default is not a constructor`, `provider.request is not a function`) and pairing fails.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Packages main requires at run time from node_modules instead of bundling: each must be a production dependency. */
export const ELECTRON_EXTERNALS = [
  'electron',
  'keytar',
  'better-sqlite3',
  // Loads node-hid (HID.node) and usb (prebuilds/*.node) by path at import; imported lazily on the first Ledger call.
  '@ledgerhq/hw-transport-node-hid',
];

/** Resolves a bare `@walletconnect/<name>` import to that package's `module` build when it has one. */
export const walletConnectEsmPlugin = {
  name: 'walletconnect-esm',
  setup(build) {
    build.onResolve({ filter: /^@walletconnect\/[^/]+$/ }, (args) => {
      let manifest;
      try {
        manifest = createRequire(path.join(args.resolveDir, 'x.js')).resolve(`${args.path}/package.json`);
      } catch {
        return undefined; // no package.json export: esbuild resolves it as usual
      }
      const { module: esm } = JSON.parse(readFileSync(manifest, 'utf8'));
      return typeof esm === 'string' ? { path: path.join(path.dirname(manifest), esm) } : undefined;
    });
  },
};

/** The esbuild options for one entry (`src` -> `out`, absolute paths); `updateKeys` is embedded into main. */
export function electronBundleOptions(src, out, updateKeys) {
  return {
    entryPoints: [src],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ELECTRON_EXTERNALS,
    sourcemap: false,
    minify: out.endsWith('preload.cjs'), // both preloads
    define: { __XYZ_UPDATE_KEYS__: JSON.stringify(updateKeys) },
    logLevel: 'warning',
    plugins: [walletConnectEsmPlugin],
  };
}
