// Electron main entry: `<app> --cli <command>` answers on the terminal as `xyz-wallet` does (no window, no
// single-instance lock: the CLI may run while the app is open); any other start loads the app (./index).
import { app } from 'electron';
import path from 'node:path';
import { cliArgsOf } from './cli-invocation';
import { sqliteBindingForApp } from './native-bindings';

type CliBundle = {
  runCliProcess(argv: string[], version: string, host: { sqliteBinding?: string }): Promise<void>;
};

const cliArgs = cliArgsOf(process.argv, app.isPackaged);
if (cliArgs) {
  app.dock?.hide();
  // The CLI is its own bundle (scripts/build-electron.mjs), loaded only here: the app never carries it in memory.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cli = require(path.join(__dirname, 'cli.cjs')) as CliBundle;
  const sqliteBinding = sqliteBindingForApp(app, () => undefined);
  void cli.runCliProcess(cliArgs, app.getVersion(), sqliteBinding ? { sqliteBinding } : {});
} else {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./index');
}
