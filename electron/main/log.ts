// The main process's log file: electron-log writes to the app's logs folder (rotated by size), adapted to the
// core's Logger interface. Every record is redacted here too, so shell code may log through it directly.
import { formatLogText } from '../core/log/format';
import type { Logger, LogLevel } from '../core/log/logger';
import { loggerFrom } from '../core/log/logger';
import { redactRecord } from '../core/log/redact';
import { LOG_KEEP_FILES, LOG_MAX_BYTES, rotateLogFile } from '../core/log/rotate';

/** The part of electron-log's main logger the adapter uses (tests pass a fake). */
export interface ElectronLogLike {
  transports: {
    file: {
      /** electron-log also knows 'verbose' and 'silly'; this app sets one of the core's levels. */
      level: string | false;
      maxSize: number;
      archiveLogFn(oldLogFile: { toString(): string; crop?(bytesAfter: number): void }): void;
      getFile?: () => { path: string };
    };
    console: { level: string | false };
  };
  debug(...params: unknown[]): void;
  info(...params: unknown[]): void;
  warn(...params: unknown[]): void;
  error(...params: unknown[]): void;
}

export interface MainLogOptions {
  /** Lowest level written to the file (default 'info'; XYZ_LOG_LEVEL=debug for a bug hunt). */
  level?: LogLevel;
  /** Lowest level also printed to the terminal (default 'warn'; false = none). */
  consoleLevel?: LogLevel | false;
  maxBytes?: number;
  /** Rotated files kept besides main.log (main.1.log ... main.N.log). */
  keep?: number;
  clock?: () => number;
}

/** Sets level, size limit and rotation (main.log -> main.1.log ... main.{keep}.log) on electron-log's file transport. */
export function configureElectronLog(electronLog: ElectronLogLike, options: MainLogOptions = {}): void {
  const file = electronLog.transports.file;
  const keep = options.keep ?? LOG_KEEP_FILES;
  file.level = options.level ?? 'info';
  file.maxSize = options.maxBytes ?? LOG_MAX_BYTES;
  file.archiveLogFn = (oldLogFile) => {
    try {
      rotateLogFile(oldLogFile.toString(), keep);
    } catch {
      oldLogFile.crop?.(256 * 1024); // cannot rename (locked on Windows): keep the newest quarter instead
    }
  };
  electronLog.transports.console.level = options.consoleLevel === undefined ? 'warn' : options.consoleLevel;
}

/** The core's Logger on electron-log: each record is redacted, then written as `message {fields}`. */
export function electronLogAdapter(electronLog: ElectronLogLike, clock: () => number = Date.now): Logger {
  return loggerFrom((level, message, fields) => {
    try {
      const record = redactRecord({ time: clock(), level, message, fields: { ...fields } });
      electronLog[level](formatLogText(record));
    } catch {
      // logging never breaks the app
    }
  });
}

/** Configures electron-log and returns the Logger the main process and the core write through. */
export function createMainLogger(electronLog: ElectronLogLike, options: MainLogOptions = {}): Logger {
  configureElectronLog(electronLog, options);
  return electronLogAdapter(electronLog, options.clock);
}

/** The file level asked for by the environment: XYZ_LOG_LEVEL=debug|info|warn|error, else 'info'. Pure. */
export function logLevelFromEnv(env: Readonly<Record<string, string | undefined>>): LogLevel {
  const asked = env.XYZ_LOG_LEVEL?.trim().toLowerCase();
  return asked === 'debug' || asked === 'warn' || asked === 'error' ? asked : 'info';
}
