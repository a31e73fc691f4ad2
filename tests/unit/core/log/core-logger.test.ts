// The core's logger: every record is redacted before the ring or the sink sees it; a failing sink breaks nothing.
import { describe, expect, it } from 'vitest';
import { createCoreLogger } from '../../../../electron/core/log/core-logger';
import { formatLogLine, formatLogText } from '../../../../electron/core/log/format';
import { createLogRing } from '../../../../electron/core/log/log-ring';
import { memoryLogger, noopLogger, isAtLeast, type Logger } from '../../../../electron/core/log/logger';
import { REDACTED, REDACTED_HEX } from '../../../../electron/core/log/redact';

const KEY = 'ab'.repeat(32);

describe('core logger', () => {
  it('redacts before both the ring and the sink, at debug level too', () => {
    const sink = memoryLogger();
    const ring = createLogRing(10);
    const log = createCoreLogger({ sink, ring, clock: () => 42 });
    log.debug(`got ${KEY}`, { password: 'hunter22', nested: { privateKey: KEY }, count: 3 });
    const expected = {
      time: 42,
      level: 'debug',
      message: `got ${REDACTED_HEX}`,
      fields: { password: REDACTED, nested: { privateKey: REDACTED }, count: 3 },
    };
    expect(ring.records()).toEqual([expected]);
    expect(sink.records).toEqual([{ ...expected, time: expect.any(Number) }]);
  });

  it('sends each level to the same level of the sink', () => {
    const sink = memoryLogger();
    const log = createCoreLogger({ sink, ring: createLogRing(10), clock: () => 0 });
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(sink.records.map((r) => `${r.level}:${r.message}`)).toEqual([
      'debug:d',
      'info:i',
      'warn:w',
      'error:e',
    ]);
  });

  it('never throws, even when the sink does', () => {
    const throwing: Logger = {
      ...noopLogger,
      info: () => {
        throw new Error('disk full');
      },
    };
    const log = createCoreLogger({ sink: throwing, ring: createLogRing(10), clock: () => 0 });
    expect(() => log.info('x')).not.toThrow();
  });
});

describe('levels and formatting', () => {
  it('orders levels debug < info < warn < error', () => {
    expect(isAtLeast('warn', 'info')).toBe(true);
    expect(isAtLeast('debug', 'info')).toBe(false);
    expect(isAtLeast('error', 'error')).toBe(true);
  });

  it('formats one line: ISO time, level, message, JSON fields', () => {
    const line = formatLogLine({ time: 0, level: 'info', message: 'core started', fields: { ms: 12 } });
    expect(line).toBe('1970-01-01T00:00:00.000Z INFO  core started {"ms":12}');
    expect(formatLogText({ message: 'core closed', fields: {} })).toBe('core closed');
  });
});
