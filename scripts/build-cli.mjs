// Bundles the command line into dist/cli with esbuild (what bin/xyz-wallet.mjs runs, issue 33): the command line as
// CommonJS, its V8 code cache (written by loading it once here, with this Node), then the entry that loads them.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLI_BUNDLE_DIR,
  CLI_CODE_CACHE_WRITER,
  cliCodeCacheWriterOptions,
  cliCommandsBundleOptions,
  cliEntryBundleOptions,
} from './lib/cli-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.join(root, CLI_BUNDLE_DIR), { recursive: true, force: true });
const commands = await build(cliCommandsBundleOptions(root));
const commandsFile = path.resolve(root, Object.keys(commands.metafile.outputs)[0]);
if (/\bimport\(\s*["'`]/.test(readFileSync(commandsFile, 'utf8')))
  throw new Error(`${commandsFile} calls import(): the code cache loader (a vm.Script) cannot run it`);
await build(cliCodeCacheWriterOptions(root));
const writer = path.join(root, CLI_CODE_CACHE_WRITER);
execFileSync(process.execPath, [writer, commandsFile], { cwd: root, stdio: 'inherit' });
rmSync(writer);
await build(cliEntryBundleOptions(root, path.basename(commandsFile)));
console.log(`built ${CLI_BUNDLE_DIR} (${path.basename(commandsFile)} and its code cache)`);
