// A plain-Node file logger (hosts without Electron: the Chromium launcher, e2e real stack, tests): one line per
// record, rotated by size. Redacts every record itself, so it is safe to use directly.
import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatLogLine } from './format';
import { isAtLeast, loggerFrom, type Logger, type LogLevel } from './logger';
import { redactRecord } from './redact';
import { LOG_KEEP_FILES, LOG_MAX_BYTES, rotateLogFile } from './rotate';

export interface FileLoggerOptions {
  file: string;
  /** Lowest level written (default 'info'). */
  level?: LogLevel;
  maxBytes?: number;
  keep?: number;
  clock?: () => number;
}

export function createFileLogger(options: FileLoggerOptions): Logger {
  const maxBytes = options.maxBytes ?? LOG_MAX_BYTES;
  const clock = options.clock ?? Date.now;
  mkdirSync(path.dirname(options.file), { recursive: true });
  return loggerFrom((level, message, fields) => {
    if (!isAtLeast(level, options.level ?? 'info')) return;
    try {
      const line = formatLogLine(redactRecord({ time: clock(), level, message, fields: { ...fields } }));
      if (maxBytes > 0 && sizeOf(options.file) + line.length + 1 > maxBytes)
        rotateLogFile(options.file, options.keep ?? LOG_KEEP_FILES);
      appendFileSync(options.file, `${line}\n`, { mode: 0o600 });
    } catch {
      // a full disk or a removed folder never breaks the wallet
    }
  });
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
