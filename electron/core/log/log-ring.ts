// A bounded in-memory ring of the latest log records, so diagnostics work without a log file.
import type { LogRecord } from './logger';

/** How many records the core keeps for diagnostics. */
export const LOG_RING_CAPACITY = 200;

export interface LogRing {
  push(record: LogRecord): void;
  /** The kept records, oldest first (a copy). */
  records(): LogRecord[];
}

export function createLogRing(capacity: number = LOG_RING_CAPACITY): LogRing {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('capacity must be a positive integer');
  const slots: LogRecord[] = [];
  let next = 0;
  return {
    push(record) {
      if (slots.length < capacity) slots.push(record);
      else slots[next] = record;
      next = (next + 1) % capacity;
    },
    records() {
      return slots.length < capacity ? [...slots] : [...slots.slice(next), ...slots.slice(0, next)];
    },
  };
}
