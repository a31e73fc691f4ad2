#!/usr/bin/env node
// Launcher of the `xyz-wallet` command: registers tsx in this process and runs cli/main.ts (no build step; decision 0500).
// One process, not a tsx child: Ctrl-C from a terminal reaches only the CLI's own handler (exit 3). With a child, the
// terminal's SIGINT and the forwarded one raced, and the second could land while Node was tearing the child down
// (default disposition again) and end it by the signal: exit 130 instead of 3.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
