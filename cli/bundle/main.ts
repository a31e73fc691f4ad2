// Entry of the bundled CLI (dist/cli/xyz-wallet.mjs, behind bin/xyz-wallet.mjs; issue 33). `--version` is answered
// here by the same function as in cli/run.ts, without loading the command line; anything else runs the command line bundle
// (CommonJS, its file name set by scripts/build-cli.mjs) loaded with its V8 code cache (code-cache.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pkg from '../../package.json' with { type: 'json' };
import { parseArgs, type ParsedArgs } from '../args';
import type { runCliProcess } from '../process';
import { answerVersion } from '../version-answer';
import { loadCommonJsBundle } from './code-cache';

declare const __XYZ_CLI_COMMANDS_FILE__: string;

/** The options when argv parses (a usage error is the command line's to report), else null. */
function optionsOf(argv: readonly string[]): ParsedArgs['options'] | null {
  try {
    return parseArgs(argv).options;
  } catch {
    return null;
  }
}

const argv = process.argv.slice(2);
const options = optionsOf(argv);
if (options?.version) {
  answerVersion(options, pkg.version, {
    out: (s: string) => void process.stdout.write(s),
    err: (s: string) => void process.stderr.write(s),
  });
} else {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), __XYZ_CLI_COMMANDS_FILE__);
  const run = loadCommonJsBundle(file).exports.runCliProcess as typeof runCliProcess;
  await run(argv, pkg.version);
}
