// Bundles the Electron main and preload entries, and the CLI the app's executable runs for `--cli`, with esbuild
// into dist/electron (CommonJS, node20 target).
// The preload is minified: it runs in every window before the page (it carries channel and event names only).
// The update key set (build/update-keys.json) is embedded into main; a release build refuses development keys.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBundleOptions } from './lib/electron-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { loadUpdateKeysForBuild } = await import(path.join(root, 'build', 'update-keys.mjs'));
const updateKeys = loadUpdateKeysForBuild(root, process.env);
// main.cjs starts at entry.ts, which loads the app (index.ts) or, for `--cli`, the command line bundled as cli.cjs.
const entries = [
  ['electron/main/entry.ts', 'dist/electron/main.cjs'],
  ['electron/preload/index.ts', 'dist/electron/preload.cjs'],
  ['electron/preload/approval.ts', 'dist/electron/approval-preload.cjs'],
  ['cli/process.ts', 'dist/electron/cli.cjs'],
].filter(([src]) => existsSync(path.join(root, src)));

for (const [src, out] of entries) {
  await build(electronBundleOptions(path.join(root, src), path.join(root, out), updateKeys));
  console.log(`built ${out}`);
}
if (entries.length === 0) console.log('no Electron entries yet');
