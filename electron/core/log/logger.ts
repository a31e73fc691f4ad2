// The core's logging interface (structured records), a logger that drops everything and one that keeps them (tests).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Levels from least to most severe. */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** Structured data of a record: small, JSON-like values (codes, counts, durations, ids, hashes, addresses). */
export type LogFields = Readonly<Record<string, unknown>>;

export interface LogRecord {
  /** Epoch ms. */
  time: number;
  level: LogLevel;
  message: string;
  fields: Record<string, unknown>;
}

/** Where the core writes what happened. Implementations must not throw. Never pass request payloads. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** True when `level` is at least as severe as `threshold`. */
export function isAtLeast(level: LogLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
}

/** Builds a Logger from one function that receives every call. */
export function loggerFrom(write: (level: LogLevel, message: string, fields: LogFields) => void): Logger {
  return {
    debug: (message, fields = {}) => write('debug', message, fields),
    info: (message, fields = {}) => write('info', message, fields),
    warn: (message, fields = {}) => write('warn', message, fields),
    error: (message, fields = {}) => write('error', message, fields),
  };
}

/** Drops every record (the default when nothing is injected). */
export const noopLogger: Logger = Object.freeze(loggerFrom(() => undefined));

export interface MemoryLogger extends Logger {
  /** Every record received, oldest first, exactly as given. */
  readonly records: LogRecord[];
}

/** Keeps every record it receives in memory (tests). */
export function memoryLogger(clock: () => number = Date.now): MemoryLogger {
  const records: LogRecord[] = [];
  const logger = loggerFrom((level, message, fields) =>
    records.push({ time: clock(), level, message, fields: { ...fields } }),
  );
  return { ...logger, records };
}
