// One CLI invocation: parse, pick the command, open the core, run, report; returns the exit code (never exits).
// What only some invocations need is imported when they need it (the bundled CLI loads it as its own chunk):
// `--version` loads neither the commands nor the core, `--help` not the core (issue 33).
import { parseArgs, UsageError } from './args';
import type { CoreHost } from './context';
import { EXIT, type ExitCode } from './exit-codes';
import { CliFailure, createOutput, failureFromCore, usageFailure, type Output } from './io/output';
import type { Terminal } from './io/terminal';
import { errorSentence, MSG } from './messages';
import { answerVersion } from './version-answer';
import { WalletError } from '../shared/errors';

export interface RunIo {
  out: (s: string) => void;
  err: (s: string) => void;
  terminal?: Terminal;
}

const defaultIo: RunIo = {
  out: (s) => void process.stdout.write(s),
  err: (s) => void process.stderr.write(s),
};

export async function runCli(
  argv: readonly string[],
  version: string,
  io: RunIo = defaultIo,
  host: CoreHost = {},
): Promise<ExitCode> {
  const jsonWanted = argv.includes('--json');
  let output: Output = createOutput({ json: jsonWanted, quiet: false }, io);
  try {
    let parsed;
    try {
      parsed = parseArgs(argv);
    } catch (error) {
      if (error instanceof UsageError) throw usageFailure(error.message);
      throw error;
    }
    const { positionals, options } = parsed;
    output = createOutput({ json: options.json === true, quiet: options.quiet === true }, io);
    if (options.version) {
      answerVersion(options, version, io);
      return EXIT.ok;
    }
    const { COMMANDS, commandsIn, findCommand } = await import('./commands');
    const { commandHelp, groupHelp, overviewHelp } = await import('./help');
    const found = findCommand(positionals);
    if (!found) {
      const group = positionals[0];
      if (group !== undefined && commandsIn(group).length) {
        io.out(`${groupHelp(group, commandsIn(group))}\n`);
        return options.help ? EXIT.ok : EXIT.usage;
      }
      if (group === undefined || group === 'help') {
        io.out(`${overviewHelp(COMMANDS)}\n`);
        return group === undefined && !options.help ? EXIT.usage : EXIT.ok;
      }
      throw usageFailure(MSG.unknownCommand(positionals.join(' ')));
    }
    const { command, args } = found;
    if (options.help) {
      io.out(`${commandHelp(command)}\n`);
      return EXIT.ok;
    }
    if (args.length < (command.minArgs ?? 0) || args.length > (command.maxArgs ?? command.minArgs ?? 0)) {
      throw usageFailure(`Usage: xyz-wallet ${command.usage}`);
    }
    const { createContext, openCore } = await import('./context');
    const opened = await openCore(options, version, host);
    const terminal = io.terminal ?? (await import('./io/terminal')).createTerminal();
    try {
      const ctx = createContext(opened, options, output, terminal);
      if (options.network !== undefined) await ctx.network();
      await command.run(ctx, args);
    } finally {
      terminal.close();
      await opened.core.close();
    }
    return EXIT.ok;
  } catch (error) {
    const failure =
      error instanceof CliFailure
        ? error
        : error instanceof WalletError
          ? failureFromCore(error.toInfo())
          : new CliFailure(
              'internal',
              `${errorSentence('internal')} ${(error as Error)?.message ?? String(error)}`,
              EXIT.failed,
            );
    output.error(failure);
    return failure.exitCode;
  }
}
