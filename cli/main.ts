// Entry of `xyz-wallet` / `npm run cli --`: runs one command and exits with its code.
import pkg from '../package.json' with { type: 'json' };
import { runCliProcess } from './process';

await runCliProcess(process.argv.slice(2), pkg.version);
