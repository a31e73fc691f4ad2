// Help texts: the overview (every command) and one command's usage (pure).
import type { Command } from './commands/types';

export const GLOBAL_OPTIONS = [
  "--data-dir <dir>       wallet data directory (default: the app's; XYZ_USER_DATA_DIR also works)",
  '--keystore os|file     where vault entries rest: the OS keychain (default) or keystore.json in the data dir',
  '--network <name>       use (and select) the network profile with this name or id',
  '--rest-url, --rpc-url, --backend-url, --chain-id <value>',
  '                       explicit node URLs for the built-in devnet profile (this run only, never saved)',
  '--dialect spec|cosmos  module names the devnet speaks (spec ledger/... or stock cosmos/...; this run only)',
  '--account <account>    account by name, address or id (default: the active account)',
  '--password-file <file> read the wallet password from a file instead of the terminal',
  '--json                 machine output: one JSON document on stdout, errors as JSON on stderr',
  '--quiet                no text output (exit code only)',
  '--yes                  do not ask for confirmation',
  '--help, -h             help for any command',
  '--version              print the version',
];

export const EXIT_CODE_HELP = 'Exit codes: 0 ok, 1 failed, 2 usage, 3 refused or aborted by you, 4 network.';

export function overviewHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.path.join(' ').length)) + 2;
  return [
    'xyz-wallet: the XYZ Wallet on the command line (same wallet core and data as the app).',
    '',
    'Usage: xyz-wallet <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.path.join(' ').padEnd(width)}${c.summary}`),
    '',
    'Global options:',
    ...GLOBAL_OPTIONS.map((o) => `  ${o}`),
    '',
    EXIT_CODE_HELP,
    "Run xyz-wallet <command> --help for a command's options.",
  ].join('\n');
}

export function commandHelp(command: Command): string {
  return [
    `Usage: xyz-wallet ${command.usage}`,
    '',
    command.summary,
    ...(command.options?.length ? ['', 'Options:', ...command.options.map((o) => `  ${o}`)] : []),
    '',
    'Global options: --data-dir, --keystore, --network, --account, --json, --quiet (see xyz-wallet --help).',
  ].join('\n');
}

export function groupHelp(group: string, commands: readonly Command[]): string {
  return [`xyz-wallet ${group} commands:`, ...commands.map((c) => `  ${c.usage}\n      ${c.summary}`)].join(
    '\n',
  );
}
