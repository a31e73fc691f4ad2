// Build step of the bundled CLI (scripts/build-cli.mjs runs it once, then deletes it): loads the command line bundle,
// evaluates every module it has, and writes the code V8 compiled for them as the bundle's code cache.
import { loadCommonJsBundle } from './code-cache';

const file = process.argv[2];
if (!file) throw new Error('usage: write-code-cache <bundle.cjs>');
const bundle = loadCommonJsBundle(file);
await (bundle.exports.loadEveryModule as () => Promise<unknown>)();
bundle.writeCache();
