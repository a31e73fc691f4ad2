// Entry of `xyz-wallet` / `npm run cli --`: runs one command and exits with its code.
import pkg from '../package.json' with { type: 'json' };
import { runCli } from './run';

const code = await runCli(process.argv.slice(2), pkg.version);
process.exitCode = code;
// The core's HTTP keep-alive sockets or timers must not keep a finished command alive.
setTimeout(() => process.exit(code), 50).unref();
process.stdout.write('', () => process.exit(code));
