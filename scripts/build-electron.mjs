// Bundles the Electron main and preload entries, and the CLI the app's executable runs for `--cli`, with esbuild
// into dist/electron (CommonJS, node20 target).
// The preload is minified: it runs in every window before the page (it carries channel and event names only).
// The update key set (build/update-keys.json) is embedded into main; a release build refuses development keys.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { loadUpdateKeysForBuild } = await import(path.join(root, 'build', 'update-keys.mjs'));
const updateKeys = loadUpdateKeysForBuild(root, process.env);
// main.cjs starts at entry.ts, which loads the app (index.ts) or, for `--cli`, the command line bundled as cli.cjs.
const entries = [
  ['electron/main/entry.ts', 'dist/electron/main.cjs'],
  ['electron/preload/index.ts', 'dist/electron/preload.cjs'],
  ['cli/process.ts', 'dist/electron/cli.cjs'],
].filter(([src]) => existsSync(path.join(root, src)));

for (const [src, out] of entries) {
  await build({
    entryPoints: [path.join(root, src)],
    outfile: path.join(root, out),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['electron', 'keytar', 'better-sqlite3', '@ledgerhq/hw-transport-node-hid'],
    sourcemap: false,
    minify: out.endsWith('preload.cjs'),
    define: { __XYZ_UPDATE_KEYS__: JSON.stringify(updateKeys) },
    logLevel: 'warning',
  });
  console.log(`built ${out}`);
}
if (entries.length === 0) console.log('no Electron entries yet');
