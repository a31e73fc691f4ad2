// One log record as one line of text: ISO time, level, message, then the fields as JSON.
import type { LogRecord } from './logger';

/** `2026-11-23T22:58:48.000Z INFO  core started {"ms":12}` (fields omitted when empty). Pure. */
export function formatLogLine(record: LogRecord): string {
  const fields = Object.keys(record.fields).length > 0 ? ` ${safeJson(record.fields)}` : '';
  return `${new Date(record.time).toISOString()} ${record.level.toUpperCase().padEnd(5)} ${record.message}${fields}`;
}

/** The message and fields without time or level (for writers that add their own, like electron-log). */
export function formatLogText(record: Pick<LogRecord, 'message' | 'fields'>): string {
  return Object.keys(record.fields).length > 0
    ? `${record.message} ${safeJson(record.fields)}`
    : record.message;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return '"[unserialisable]"';
  }
}
