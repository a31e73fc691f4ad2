// Where the CLI writes: results on stdout (text or one JSON document), errors on stderr in one line.
import { EXIT, exitCodeForError, type ExitCode } from '../exit-codes';
import { errorSentence, MSG } from '../messages';

export interface OutputMode {
  json: boolean;
  quiet: boolean;
}

/** A failure the CLI reports and exits on. `code` is a core error code or one of the CLI's own. */
export class CliFailure extends Error {
  override readonly name = 'CliFailure';
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode: ExitCode = exitCodeForError(code),
  ) {
    super(message);
  }
}

export function failureFromCore(error: {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}): CliFailure {
  if (error.code === 'storage' && error.details?.reason === 'busy')
    return new CliFailure('wallet_busy', MSG.walletBusy, EXIT.failed);
  return new CliFailure(error.code, errorSentence(error.code, error.message));
}

export const usageFailure = (message: string) => new CliFailure('usage', message, EXIT.usage);
export const refusedFailure = (message: string) => new CliFailure('refused', message, EXIT.refused);

export interface Output {
  /** The command's result: `text` unless --json (then `data` as one JSON document). --quiet prints no text. */
  result(data: unknown, text: () => string): void;
  /** Human progress or notes on stderr (never with --json or --quiet). */
  note(text: string): void;
  error(failure: CliFailure): void;
}

export function createOutput(
  mode: OutputMode,
  write: { out: (s: string) => void; err: (s: string) => void },
): Output {
  return {
    result(data, text) {
      if (mode.json) write.out(`${JSON.stringify(data, null, 2)}\n`);
      else if (!mode.quiet) {
        const body = text();
        if (body) write.out(body.endsWith('\n') ? body : `${body}\n`);
      }
    },
    note(text) {
      if (!mode.json && !mode.quiet) write.err(`${text}\n`);
    },
    error(failure) {
      const line = failure.message.replace(/\s*\n\s*/g, ' ');
      if (mode.json) write.err(`${JSON.stringify({ error: { code: failure.code, message: line } })}\n`);
      else write.err(`xyz-wallet: ${line}\n`);
    },
  };
}
