// What happened to a bench's Chromium, for a failed soak cycle to say why (issue 33: a 100,000-cycle soak ended at
// cycle 4,445 with "Target page, context or browser has been closed" and nothing more): the browser process's exit
// code or signal and its last stderr lines, and the browser's and page's events (disconnected, crashed, closed),
// each with its time.
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { createChildLog } from './child-log';

export interface BrowserWatch {
  /** Keeps `child`'s stderr lines and notes how it ends (a browser server's process). */
  attach(child: ChildProcess): void;
  /** Notes `browser`'s disconnection and `page`'s crash and close from now on. */
  watch(browser: Browser, page?: Page): void;
  /** The events seen (or "no browser event"), then the process's last log lines (several lines). */
  diagnosis(): string;
}

export function createBrowserWatch(kept = 20, clock: () => Date = () => new Date()): BrowserWatch {
  const events: string[] = [];
  let log = createChildLog('chromium', undefined, kept);
  const note = (what: string) => events.push(`${what} at ${clock().toISOString().slice(11, 23)}`);
  return {
    attach(child) {
      log = createChildLog('chromium', child.pid, kept);
      child.stderr?.on('data', (chunk: Buffer) => log.add(chunk.toString('utf8')));
      child.once('exit', (code, signal) => {
        log.exited(code, signal);
        note(`process exited (code ${code}, signal ${signal})`);
      });
    },
    watch(browser, page) {
      browser.on('disconnected', () => note('browser disconnected'));
      page?.on('crash', () => note('page crashed'));
      page?.on('close', () => note('page closed'));
    },
    diagnosis() {
      const [head, ...tail] = log.describe().split('\n');
      const pid = /\(pid ([^)]+)\)/.exec(head!)?.[1] ?? '?';
      const happened = events.length ? events.join(', ') : 'no browser event';
      return `chromium (pid ${pid}): ${happened}; its last ${tail.length} log lines:${tail.length ? `\n${tail.join('\n')}` : ' (none)'}`;
    },
  };
}
