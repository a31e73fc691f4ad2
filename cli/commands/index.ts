// Every command, in the order --help lists them, and how argv words pick one (pure).
import { backupCommands } from './backup';
import { contactsCommands } from './contacts';
import { govCommands } from './gov';
import { keysCommands } from './keys';
import { multisigCommands } from './multisig';
import { offlineCommands } from './offline';
import { queryCommands } from './query';
import { tradeCommands } from './trade';
import { txCommands } from './tx';
import { signMessageCommands } from './sign-message';
import type { Command } from './types';

export const COMMANDS: Command[] = [
  ...keysCommands,
  ...queryCommands,
  ...contactsCommands,
  ...txCommands,
  ...govCommands,
  ...tradeCommands,
  ...offlineCommands,
  ...backupCommands,
  ...multisigCommands,
  ...signMessageCommands,
];

/** The command named by the leading positionals (longest match), and the positionals left for it. */
export function findCommand(
  positionals: readonly string[],
  commands: readonly Command[] = COMMANDS,
): { command: Command; args: string[] } | null {
  let best: Command | null = null;
  for (const command of commands) {
    const matches = command.path.every((word, i) => positionals[i] === word);
    if (matches && (!best || command.path.length > best.path.length)) best = command;
  }
  return best ? { command: best, args: positionals.slice(best.path.length) } : null;
}

/** Commands whose first word is `group` (for "xyz-wallet keys" without a subcommand). */
export const commandsIn = (group: string, commands: readonly Command[] = COMMANDS) =>
  commands.filter((c) => c.path[0] === group && c.path.length > 1);
