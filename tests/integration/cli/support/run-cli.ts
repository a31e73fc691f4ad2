// Runs the real `xyz-wallet` (bin/xyz-wallet.mjs -> the bundle in dist/cli, built by the integration set-up) as a
// subprocess: stdin piped, or a real pseudo-terminal through util-linux `script` where answers are typed once their
// prompt has appeared.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const BIN = path.join(REPO_ROOT, 'bin', 'xyz-wallet.mjs');
/** The bundle bin/xyz-wallet.mjs runs; the CLI tests run against it, never the sources through tsx. */
export const CLI_BUNDLE = path.join(REPO_ROOT, 'dist', 'cli', 'xyz-wallet.mjs');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Typed into the terminal once `when` matches the output so far (each answer once, in order). */
export interface Answer {
  when: RegExp;
  /** The keys to type, or a function of everything printed so far. */
  type: string | ((printed: string) => string);
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

export function runCli(
  args: string[],
  opts: { stdin?: string; pty?: Answer[]; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<CliRun> {
  if (!existsSync(CLI_BUNDLE))
    throw new Error(`no CLI bundle at ${CLI_BUNDLE}: the integration set-up builds it`);
  const env = { ...process.env, ...opts.env };
  delete env.XYZ_CLI_FROM_SOURCES;
  const child = opts.pty
    ? // `exec`: `script` runs the command through $SHELL -c, and dash (Debian's /bin/sh, used when SHELL is unset or
      // /bin/sh, as on CI) stays as the CLI's parent in the same process group. Ctrl-C then reaches dash too, which
      // dies of it, and `script -e` reports 130 whatever the CLI exited with. A person's shell puts the CLI in its own
      // process group; exec gives the test the same: the CLI alone receives the terminal's SIGINT.
      spawn(
        'script',
        ['-qefc', `exec ${[process.execPath, BIN, ...args].map(quote).join(' ')}`, '/dev/null'],
        {
          cwd: REPO_ROOT,
          env: { ...env, SHELL: '/bin/sh' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      )
    : spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const answers = [...(opts.pty ?? [])];
  let seen = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const next = answers[0];
    if (next && next.when.test(stdout.slice(seen))) {
      answers.shift();
      seen = stdout.length;
      // Give the CLI a moment to switch the terminal to no-echo after printing its prompt.
      const keys = typeof next.type === 'string' ? next.type : next.type(stdout);
      setTimeout(() => child.stdin.write(keys), 150);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (opts.stdin !== undefined) child.stdin.end(opts.stdin);
  else if (!opts.pty) child.stdin.end();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`xyz-wallet ${args.join(' ')} did not finish: ${stdout} ${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** stdout parsed as the one JSON document --json prints. */
export function jsonOf<T = Record<string, unknown>>(run: CliRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${run.code}): ${run.stdout} / ${run.stderr}`);
  }
}
