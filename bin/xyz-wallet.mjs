#!/usr/bin/env node
// Launcher of the `xyz-wallet` command: runs the bundled CLI (dist/cli, esbuild, issue 33: an entry that answers
// `--version` and loads the command line with its V8 code cache, scripts/lib/cli-bundle.mjs), built by
// `npm run build:cli` (also part of `npm run build` and of the integration tests' set-up). Without the bundle (a
// checkout that has not built it), or with XYZ_CLI_FROM_SOURCES=1 (working on the CLI), it registers tsx and runs
// cli/main.ts from the sources, as before (decision 0500).
// One process, not a child: Ctrl-C from a terminal reaches only the CLI's own handler (exit 3). With a child, the
// terminal's SIGINT and the forwarded one raced, and the second could land while Node was tearing the child down
// (default disposition again) and end it by the signal: exit 130 instead of 3.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/cli/xyz-wallet.mjs', import.meta.url);
if (process.env.XYZ_CLI_FROM_SOURCES !== '1' && existsSync(bundle)) {
  await import(bundle.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/main.ts');
}
