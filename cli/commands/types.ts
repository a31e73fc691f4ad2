// The shape of a command: its words, help text, and what it does with the context and its positionals.
import type { CommandContext } from '../context';

export interface Command {
  /** Words that name it, e.g. ['keys', 'list']. */
  path: string[];
  summary: string;
  /** Usage line after "xyz-wallet ". */
  usage: string;
  /** Command-specific options, one help line each. */
  options?: string[];
  /** Positionals required (checked before the core opens). */
  minArgs?: number;
  maxArgs?: number;
  run(ctx: CommandContext, args: string[]): Promise<void>;
}
