// Entry of `xyz-wallet` / `npm run cli --`: runs one command and exits with its code.
import pkg from '../package.json' with { type: 'json' };
import { runCli } from './run';

// Ctrl-C (at a prompt or while waiting) aborts: exit 3, "refused or aborted by the person". The wallet files stay
// sound (SQLite transactions; the crash suite kills the core at every send step, decision 0209).
process.on('SIGINT', () => {
  process.stderr.write(
    process.argv.includes('--json')
      ? `\n${JSON.stringify({ error: { code: 'aborted', message: 'Aborted.' } })}\n`
      : '\nxyz-wallet: Aborted.\n',
  );
  process.exit(3);
});

const code = await runCli(process.argv.slice(2), pkg.version);
process.exitCode = code;
// The core's HTTP keep-alive sockets or timers must not keep a finished command alive.
setTimeout(() => process.exit(code), 50).unref();
process.stdout.write('', () => process.exit(code));
