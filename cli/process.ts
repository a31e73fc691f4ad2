// One CLI process from start to exit: Ctrl-C handling, the command, the exit code. Used by cli/main.ts (Node) and,
// bundled as dist/electron/cli.cjs, by the packaged app's own executable (`--cli`, electron/main/entry.ts).
import type { CoreHost } from './context';
import { runCli } from './run';

export async function runCliProcess(
  argv: readonly string[],
  version: string,
  host: CoreHost = {},
): Promise<void> {
  // Ctrl-C (at a prompt or while waiting) aborts: exit 3, "refused or aborted by the person". The wallet files stay
  // sound (SQLite transactions; the crash suite kills the core at every send step, decision 0209).
  process.on('SIGINT', () => {
    process.stderr.write(
      argv.includes('--json')
        ? `\n${JSON.stringify({ error: { code: 'aborted', message: 'Aborted.' } })}\n`
        : '\nxyz-wallet: Aborted.\n',
    );
    process.exit(3);
  });
  const code = await runCli(argv, version, undefined, host);
  process.exitCode = code;
  // The core's HTTP keep-alive sockets or timers must not keep a finished command alive.
  setTimeout(() => process.exit(code), 50).unref();
  process.stdout.write('', () => process.exit(code));
}
