// The diagnostics ring keeps only the latest records, oldest first.
import { describe, expect, it } from 'vitest';
import { createLogRing, LOG_RING_CAPACITY } from '../../../../electron/core/log/log-ring';
import type { LogRecord } from '../../../../electron/core/log/logger';

const record = (n: number): LogRecord => ({ time: n, level: 'info', message: `m${n}`, fields: {} });

describe('log ring', () => {
  it('keeps everything while under capacity, in order', () => {
    const ring = createLogRing(5);
    [1, 2, 3].forEach((n) => ring.push(record(n)));
    expect(ring.records().map((r) => r.time)).toEqual([1, 2, 3]);
  });

  it('is bounded: past capacity it drops the oldest and stays in order', () => {
    const ring = createLogRing(5);
    for (let n = 1; n <= 23; n += 1) ring.push(record(n));
    expect(ring.records().map((r) => r.time)).toEqual([19, 20, 21, 22, 23]);
  });

  it('holds about 200 records by default', () => {
    const ring = createLogRing();
    for (let n = 0; n < 1000; n += 1) ring.push(record(n));
    expect(ring.records()).toHaveLength(LOG_RING_CAPACITY);
    expect(LOG_RING_CAPACITY).toBe(200);
    expect(ring.records()[0]!.time).toBe(800);
  });

  it('hands out copies', () => {
    const ring = createLogRing(2);
    ring.push(record(1));
    ring.records().pop();
    expect(ring.records()).toHaveLength(1);
  });

  it('refuses a capacity below one', () => {
    expect(() => createLogRing(0)).toThrow(RangeError);
  });
});
