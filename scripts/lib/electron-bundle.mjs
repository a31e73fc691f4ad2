// esbuild options for the Electron main and preload bundles. Native addons (and the packages that load them by
// path) stay external: electron-builder packages them from node_modules, rebuilt for Electron and unpacked from asar.

/** Packages main requires at run time from node_modules instead of bundling: each must be a production dependency. */
export const ELECTRON_EXTERNALS = [
  'electron',
  'keytar',
  'better-sqlite3',
  // Loads node-hid (HID.node) and usb (prebuilds/*.node) by path at import; imported lazily on the first Ledger call.
  '@ledgerhq/hw-transport-node-hid',
];

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
  };
}
