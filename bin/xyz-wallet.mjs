#!/usr/bin/env node
// Launcher of the `xyz-wallet` command: runs cli/main.ts through tsx with this Node (no build step; decision 0500).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx');
const child = spawn(
  process.execPath,
  ['--import', tsx, path.join(root, 'cli', 'main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
