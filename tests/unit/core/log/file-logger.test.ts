// The plain-Node file logger: redacted lines, a level threshold, rotation by size keeping a few old files.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLogger } from '../../../../electron/core/log/file-logger';
import { rotatedPath, rotateLogFile } from '../../../../electron/core/log/rotate';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'xyz-log-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('rotation', () => {
  it('names rotated files main.1.log, main.2.log ...', () => {
    expect(rotatedPath('/x/main.log', 2)).toBe(path.join('/x', 'main.2.log'));
  });

  it('shifts every file by one and drops the oldest beyond the kept count', () => {
    const file = path.join(dir, 'main.log');
    writeFileSync(file, 'current');
    writeFileSync(rotatedPath(file, 1), 'one');
    writeFileSync(rotatedPath(file, 2), 'two');
    rotateLogFile(file, 2);
    expect(existsSync(file)).toBe(false);
    expect(readFileSync(rotatedPath(file, 1), 'utf8')).toBe('current');
    expect(readFileSync(rotatedPath(file, 2), 'utf8')).toBe('one');
    expect(existsSync(rotatedPath(file, 3))).toBe(false);
  });
});

describe('file logger', () => {
  it('writes redacted lines at or above its level', () => {
    const file = path.join(dir, 'logs', 'core.log');
    const log = createFileLogger({ file, level: 'info', clock: () => 0 });
    log.debug('not written');
    log.info('unlock', { password: 'hunter22' });
    const text = readFileSync(file, 'utf8');
    expect(text).toBe('1970-01-01T00:00:00.000Z INFO  unlock {"password":"[redacted]"}\n');
  });

  it('rotates when the file would pass maxBytes and keeps only `keep` old files', () => {
    const file = path.join(dir, 'core.log');
    const log = createFileLogger({ file, level: 'debug', maxBytes: 200, keep: 2 });
    for (let n = 0; n < 40; n += 1) log.info(`record ${n}`, { n });
    expect(readFileSync(file).length).toBeLessThanOrEqual(200);
    expect(existsSync(rotatedPath(file, 1))).toBe(true);
    expect(existsSync(rotatedPath(file, 2))).toBe(true);
    expect(existsSync(rotatedPath(file, 3))).toBe(false);
    expect(readFileSync(file, 'utf8')).toContain('record 39');
  });
});
