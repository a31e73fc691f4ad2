// esbuild options for the bundled command line behind bin/xyz-wallet.mjs (issue 33), in two files: the entry
// (xyz-wallet.mjs, ES module) answers `--version` by itself, and loads the command line (commands-<hash>.cjs,
// CommonJS) for anything else with the V8 code cache the build writes beside it (cli/bundle/code-cache.ts): Node 20
// caches no compiled ES modules, and compiling the 4 MB command line cost ~100 ms of CPU on every run. The command
// line's file name carries its content hash, so its cache can only be the one written for it. Inside it, what only
// some commands need is still evaluated on first use (`--help` never evaluates the core). Native addons, and the
// packages that load them by path, stay external: they load from node_modules as in the tsx CLI.
import path from 'node:path';
import { ELECTRON_EXTERNALS, walletConnectEsmPlugin } from './electron-bundle.mjs';

/** The bundle's folder, relative to the repository root; its entry is `xyz-wallet.mjs`. */
export const CLI_BUNDLE_DIR = 'dist/cli';
export const CLI_BUNDLE_ENTRY = `${CLI_BUNDLE_DIR}/xyz-wallet.mjs`;
/** The build step that writes the code cache (run once by scripts/build-cli.mjs, then deleted). */
export const CLI_CODE_CACHE_WRITER = `${CLI_BUNDLE_DIR}/write-code-cache.mjs`;

const EXTERNALS = ELECTRON_EXTERNALS.filter((name) => name !== 'electron');
const NODE = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  minify: false,
  logLevel: 'warning',
};

/** The command line, CommonJS (as the app's dist/electron/cli.cjs), named after its content hash. */
export function cliCommandsBundleOptions(root) {
  return {
    ...NODE,
    entryPoints: { commands: path.join(root, 'cli/bundle/commands.ts') },
    outdir: path.join(root, CLI_BUNDLE_DIR),
    entryNames: '[name]-[hash]',
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // import() of an external package (keytar, the Ledger transport) becomes require(): the loader's vm.Script has no
    // dynamic import without --experimental-vm-modules.
    supported: { 'dynamic-import': false },
    external: EXTERNALS,
    plugins: [walletConnectEsmPlugin],
    metafile: true,
  };
}

/** The step that loads the command line, evaluates every module and writes its code cache. */
export function cliCodeCacheWriterOptions(root) {
  return {
    ...NODE,
    entryPoints: [path.join(root, 'cli/bundle/write-code-cache.ts')],
    outfile: path.join(root, CLI_CODE_CACHE_WRITER),
    format: 'esm',
  };
}

/** The entry; `commandsFile` is the command line's file name in the same folder. */
export function cliEntryBundleOptions(root, commandsFile) {
  return {
    ...NODE,
    entryPoints: [path.join(root, 'cli/bundle/main.ts')],
    outfile: path.join(root, CLI_BUNDLE_ENTRY),
    format: 'esm',
    define: { __XYZ_CLI_COMMANDS_FILE__: JSON.stringify(commandsFile) },
  };
}
