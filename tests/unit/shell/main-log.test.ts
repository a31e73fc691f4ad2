// The main process's log: electron-log configured for rotation in the logs folder, every record redacted on the
// way through the adapter, and the updater's state changes written to it. Electron is faked (no runtime here).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { AppUpdater } from 'electron-updater';
import { LOG_KEEP_FILES, LOG_MAX_BYTES, rotatedPath } from '../../../electron/core/log/rotate';
import {
  configureElectronLog,
  createMainLogger,
  logLevelFromEnv,
  type ElectronLogLike,
} from '../../../electron/main/log';
import { startShellUpdater } from '../../../electron/main/updater';

function fakeElectronLog() {
  const lines: Array<[string, unknown[]]> = [];
  const log: ElectronLogLike = {
    transports: {
      file: { level: 'silly', maxSize: 0, archiveLogFn: () => undefined },
      console: { level: 'silly' },
    },
    debug: (...p) => void lines.push(['debug', p]),
    info: (...p) => void lines.push(['info', p]),
    warn: (...p) => void lines.push(['warn', p]),
    error: (...p) => void lines.push(['error', p]),
  };
  return { log, lines };
}

describe('electron-log settings', () => {
  it('writes info and above to the file, rotates at about 1 MB and prints only warnings to the terminal', () => {
    const { log } = fakeElectronLog();
    configureElectronLog(log);
    expect(log.transports.file.level).toBe('info');
    expect(log.transports.file.maxSize).toBe(LOG_MAX_BYTES);
    expect(LOG_MAX_BYTES).toBe(1024 * 1024);
    expect(log.transports.console.level).toBe('warn');
  });

  it('rotation keeps a few old files: main.log -> main.1.log ... main.3.log', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'xyz-mainlog-'));
    try {
      const file = path.join(dir, 'main.log');
      const { log } = fakeElectronLog();
      configureElectronLog(log);
      for (let round = 1; round <= 5; round += 1) {
        writeFileSync(file, `round ${round}`);
        log.transports.file.archiveLogFn({ toString: () => file });
      }
      expect(LOG_KEEP_FILES).toBe(3);
      expect(readFileSync(rotatedPath(file, 1), 'utf8')).toBe('round 5');
      expect(readFileSync(rotatedPath(file, 3), 'utf8')).toBe('round 3');
      expect(existsSync(rotatedPath(file, 4))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('crops instead when the file cannot be moved', () => {
    const { log } = fakeElectronLog();
    configureElectronLog(log);
    const crop = vi.fn();
    log.transports.file.archiveLogFn({ toString: () => '/nonexistent-dir/\0bad/main.log', crop });
    expect(crop).toHaveBeenCalledWith(256 * 1024);
  });

  it('takes the file level from XYZ_LOG_LEVEL', () => {
    expect(logLevelFromEnv({ XYZ_LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(logLevelFromEnv({ XYZ_LOG_LEVEL: 'verbose' })).toBe('info');
    expect(logLevelFromEnv({})).toBe('info');
  });
});

describe('the adapter', () => {
  it('passes every record through redaction before electron-log sees it', () => {
    const { log, lines } = fakeElectronLog();
    const logger = createMainLogger(log);
    const key = 'cd'.repeat(32);
    logger.warn(`imported ${key}`, { passphrase: 'open sesame', channel: 'offline/backup-export' });
    expect(lines).toEqual([
      ['warn', ['imported [redacted:hex] {"passphrase":"[redacted]","channel":"offline/backup-export"}']],
    ]);
  });

  it('keeps each level', () => {
    const { log, lines } = fakeElectronLog();
    const logger = createMainLogger(log);
    logger.debug('d');
    logger.info('i');
    logger.error('e');
    expect(lines.map(([level, p]) => `${level}:${String(p[0])}`)).toEqual(['debug:d', 'info:i', 'error:e']);
  });

  it('never throws when electron-log does', () => {
    const { log } = fakeElectronLog();
    log.info = () => {
      throw new Error('EACCES');
    };
    expect(() => createMainLogger(log).info('x')).not.toThrow();
  });
});

describe('updater state changes', () => {
  it('are written to the log once per change', async () => {
    const messages: string[] = [];
    const autoUpdater = {
      setFeedURL: vi.fn(),
      on: vi.fn(),
      off: vi.fn(),
      checkForUpdates: vi.fn(async () => null),
    } as unknown as AppUpdater;
    const updater = startShellUpdater({
      autoUpdater,
      provider: { provider: 'generic', url: 'https://updates.example/' },
      channel: 'stable',
      currentVersion: '0.1.0',
      keys: { roots: [], links: [] },
      isPackaged: true,
      platform: 'linux',
      arch: 'x64',
      verifiedDir: '/nonexistent/verified-update',
      emit: () => undefined,
      log: (message) => messages.push(message),
      schedule: { setTimer: () => undefined },
    });
    await updater.controller.check();
    updater.stop();
    expect(messages).toEqual(['update state: checking', 'update state: idle']);
  });
});
