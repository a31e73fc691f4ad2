// The answer to `--version` (the version, or `{"version": ...}` with --json), one for both entries of the command
// line: cli/run.ts and the bundle's entry, which answers it before loading the rest (cli/bundle/main.ts).
import type { ParsedArgs } from './args';
import { createOutput } from './io/output';

export function answerVersion(
  options: ParsedArgs['options'],
  version: string,
  io: { out: (s: string) => void; err: (s: string) => void },
): void {
  createOutput({ json: options.json === true, quiet: options.quiet === true }, io).result(
    { version },
    () => version,
  );
}
