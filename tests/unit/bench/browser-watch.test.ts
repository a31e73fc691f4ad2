// A failed soak cycle says what happened to Chromium (issue 33: a 100,000-cycle soak ended at cycle 4,445 with
// "Target page, context or browser has been closed" and nothing more): the watch notes the process's exit code or
// signal, the browser's disconnection and the page's close, with the process's last log lines.
import { describe, expect, it } from 'vitest';
import { cycleFailure } from '../../bench/live-soak';
import { launchWatchedBenchChromium } from '../../bench/support/browser-host';
import { createBrowserWatch } from '../../bench/support/browser-watch';

const devnetRunning = { diagnosis: () => 'devnet host (pid 7): still running; its last 0 log lines: (none)' };

describe("the soak's watch on Chromium", () => {
  it('says nothing happened while the browser runs', () => {
    expect(createBrowserWatch().diagnosis()).toBe(
      'chromium (pid ?): no browser event; its last 0 log lines: (none)',
    );
  });

  it('reports a browser killed under a page: its signal, the disconnection and the closed page', async () => {
    const watch = createBrowserWatch();
    const watched = await launchWatchedBenchChromium(watch);
    try {
      expect(watched.endpoint).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/[\w-]{16,}$/); // loopback, random path
      const page = await watched.browser.newPage();
      watch.watch(watched.browser, page);
      const pid = Number(/^chromium \(pid (\d+)\)/.exec(watch.diagnosis())?.[1]);
      expect(pid, watch.diagnosis()).toBeGreaterThan(0);
      const disconnected = new Promise((resolve) => watched.browser.once('disconnected', resolve));
      process.kill(pid, 'SIGKILL');
      await disconnected;
      // The process's exit and the browser's disconnection are two events in either order: wait for both.
      await expect.poll(() => watch.diagnosis(), { timeout: 30_000 }).toContain('process exited');
      const failed = await page.evaluate(() => 1).catch((error: unknown) => error);
      const error = cycleFailure(4445, failed, devnetRunning, () => undefined, watch);
      const firstLine = error.message.split('\n')[0]!;
      expect(firstLine).toMatch(/^cycle 4445 failed: .*closed.*; devnet host \(pid 7\): still running/);
      expect(firstLine).toContain(`chromium (pid ${pid}): `);
      expect(firstLine).toContain('process exited (code null, signal SIGKILL) at ');
      expect(firstLine).toContain('browser disconnected at ');
    } finally {
      await watched.close().catch(() => undefined);
    }
  }, 60_000);
});
