// Bundles the command line (cli/main.ts) into dist/cli with esbuild: what bin/xyz-wallet.mjs runs (issue 33).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_BUNDLE_DIR, cliBundleOptions } from './lib/cli-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.join(root, CLI_BUNDLE_DIR), { recursive: true, force: true });
const result = await build(cliBundleOptions(root));
const files = Object.keys(result.metafile.outputs).length;
console.log(`built ${CLI_BUNDLE_DIR} (${files} files)`);
