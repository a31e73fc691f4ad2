// The static checks of `npm test` (typecheck, lint, format) as one background chain beside vitest: each check's
// output is kept and printed whole once vitest is done, so the two never interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** The checks `npm test` runs, in order (one at a time, so the chain takes about one core). */
export function staticChecks(root) {
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  return [
    { name: 'typecheck (tsc)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
    {
      name: 'typecheck (svelte-check)',
      cmd: bin('svelte-check'),
      args: ['--tsconfig', 'renderer/tsconfig.json', '--threshold', 'error', '--output', 'human'],
    },
    { name: 'lint (eslint)', cmd: bin('eslint'), args: ['.'] },
    {
      name: 'format (prettier --check)',
      cmd: bin('prettier'),
      args: ['--check', '--log-level', 'warn', '.'],
    },
  ];
}

/** Runs one check to completion with its stdout and stderr captured together; never rejects. */
export function runCaptured({ name, cmd, args }, cwd) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      output += `\n${String(error)}\n`;
    });
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      const status = code ?? 1;
      if (signal) output += `\n(ended by ${signal})\n`;
      resolve({ name, status, seconds, output });
    });
  });
}

/** Starts the checks one after another in the background; the promise holds every check's result, in order. */
export function startStaticChecks(checks, cwd) {
  return checks.reduce(
    (previous, check) => previous.then(async (done) => [...done, await runCaptured(check, cwd)]),
    Promise.resolve([]),
  );
}

/** The report of one finished check, as the serial `npm test` printed it, plus its verdict and time. */
export function formatCheck(result) {
  const verdict = result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`;
  const body = result.output.trimEnd();
  return `\n=== ${result.name} ===${body ? `\n${body}` : ''}\n--- ${result.name}: ${verdict} in ${result.seconds.toFixed(0)}s`;
}
