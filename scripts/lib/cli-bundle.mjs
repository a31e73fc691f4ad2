// esbuild options for the bundled command line behind bin/xyz-wallet.mjs (issue 33): ES modules split into chunks,
// so a command loads only what it imports (`--version` and `--help` never load the core). Native addons, and the
// packages that load them by path, stay external: they load from node_modules as in the tsx CLI.
import path from 'node:path';
import { ELECTRON_EXTERNALS } from './electron-bundle.mjs';

/** The bundle's folder, relative to the repository root; its entry is `xyz-wallet.mjs`. */
export const CLI_BUNDLE_DIR = 'dist/cli';
export const CLI_BUNDLE_ENTRY = `${CLI_BUNDLE_DIR}/xyz-wallet.mjs`;

/** CommonJS dependencies inside an ES module bundle still call `require` (node built-ins): give them one. */
const REQUIRE_BANNER =
  "import { createRequire as __xyzCreateRequire } from 'node:module'; const require = __xyzCreateRequire(import.meta.url);";

export function cliBundleOptions(root) {
  return {
    entryPoints: { 'xyz-wallet': path.join(root, 'cli/main.ts') },
    outdir: path.join(root, CLI_BUNDLE_DIR),
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ELECTRON_EXTERNALS.filter((name) => name !== 'electron'),
    banner: { js: REQUIRE_BANNER },
    sourcemap: false,
    minify: false,
    logLevel: 'warning',
    metafile: true,
  };
}
