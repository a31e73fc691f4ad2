// Reads lines from the terminal: prompts on stderr, secrets without echo (raw mode), Ctrl-C / Ctrl-D abort.
import { readFileSync } from 'node:fs';
import { MSG } from '../messages';
import { CliFailure, refusedFailure, usageFailure } from './output';

export interface Terminal {
  /** Whether a person can be asked (stdin is a terminal). */
  readonly interactive: boolean;
  /** Asks for a line with echo (stdin may be a pipe). */
  ask(prompt: string): Promise<string>;
  /** Asks for a secret without echo; only from a terminal. */
  askSecret(prompt: string, what: string, fileFlag: string): Promise<string>;
  close(): void;
}

export function createTerminal(
  input: NodeJS.ReadStream = process.stdin,
  promptOut: NodeJS.WriteStream = process.stderr,
): Terminal {
  let buffer = '';
  let ended = false;
  let waiter: (() => void) | null = null;
  let listening = false;
  const wake = () => {
    const w = waiter;
    waiter = null;
    w?.();
  };
  const listen = () => {
    if (listening) return;
    listening = true;
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      buffer += chunk;
      wake();
    });
    input.on('end', () => {
      ended = true;
      wake();
    });
  };
  const nextChunk = () =>
    new Promise<void>((resolve) => {
      waiter = resolve;
      input.resume();
    });

  async function readLine(secret: boolean): Promise<string> {
    listen();
    const raw = secret && input.isTTY;
    if (raw) input.setRawMode(true);
    try {
      for (;;) {
        if (raw) {
          // In raw mode each key arrives as is: handle editing and aborts here.
          let line = '';
          for (let i = 0; i < buffer.length; i++) {
            const ch = buffer[i]!;
            if (ch === '\u0003' || ch === '\u0004') {
              buffer = '';
              throw refusedFailure('Aborted.');
            }
            if (ch === '\r' || ch === '\n') {
              buffer = buffer.slice(i + 1);
              promptOut.write('\n');
              return line;
            }
            if (ch === '\u007f' || ch === '\b') line = line.slice(0, -1);
            else line += ch;
          }
        } else {
          const nl = buffer.indexOf('\n');
          if (nl !== -1) {
            const line = buffer.slice(0, nl).replace(/\r$/, '');
            buffer = buffer.slice(nl + 1);
            return line;
          }
          if (ended) {
            if (buffer) {
              const line = buffer;
              buffer = '';
              return line;
            }
            throw refusedFailure('Aborted: the input ended.');
          }
        }
        if (ended) throw refusedFailure('Aborted: the input ended.');
        await nextChunk();
      }
    } finally {
      if (raw) input.setRawMode(false);
      input.pause();
    }
  }

  return {
    interactive: Boolean(input.isTTY),
    async ask(prompt) {
      promptOut.write(prompt);
      return readLine(false);
    },
    async askSecret(prompt, what, fileFlag) {
      if (!input.isTTY) throw usageFailure(MSG.noTerminal(what, fileFlag));
      promptOut.write(prompt);
      return readLine(true);
    },
    close() {
      input.pause();
    },
  };
}

/** A secret from an explicit file (first line, trailing newline removed; never trimmed otherwise). */
export function readSecretFile(file: string, flag: string): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new CliFailure('usage', `Cannot read ${flag} ${file}: ${(cause as Error).message}`, 2);
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  if (!line) throw usageFailure(MSG.emptyFile(flag));
  return line;
}
