// Cold open: the first screen comes from one app/boot call (no waves of per-domain calls before it is painted), a
// core that cannot build the snapshot still gets a working app through the per-domain channels, and the first-run
// and unlock screens (lazy chunks) still come up; the scripts of the first screen are compiled eagerly (0714).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, openApp, RENDERER_DIST } from './support/browser';
import { EAGER_COMPILE_HINT } from '../../renderer/build/compile-hints';
import { FakeCore } from './support/fake-core';
import { DASHBOARD_PAINT_PROBE, PROBE_GLOBAL } from '../bench/support/paint-probe';

/** Channels whose answers the boot snapshot carries: none of them is needed to paint the first screen. */
const IN_SNAPSHOT = [
  'app/info',
  'keys/status',
  'keys/list',
  'settings/get',
  'network/list',
  'dashboard/get',
  'history/page',
  'tx/pending',
];

async function dashboardPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const total = document.querySelector('[data-testid="balance-total"]')?.textContent ?? '';
    return (
      total.includes('XYZ') &&
      (document.querySelector('[data-testid="recent-activity"]')?.children.length ?? 0) > 0
    );
  });
}

describe('cold open', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('paints the balance and newest rows from a single app/boot call, even while every other channel hangs', async () => {
    const core = new FakeCore({ withWallet: true, hangChannels: [...IN_SNAPSHOT, 'node/status'] });
    const { page, errors } = await openApp(browser, core);
    await dashboardPainted(page);
    const channels = core.calls.map((c) => c.channel);
    expect(channels[0]).toBe('app/boot');
    expect(channels.filter((c) => c === 'app/boot')).toHaveLength(1);
    expect(await page.getByTestId('balance-total').textContent()).toBe('1,906.981091 XYZ');
    expect(await page.getByTestId('recent-activity').locator('[data-testid="tx-row"]').count()).toBe(6);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after the first frame, asks core for a dashboard refresh and probes the node', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core);
    await dashboardPainted(page);
    await expect
      .poll(() => core.calls.find((c) => c.channel === 'dashboard/get')?.payload)
      .toMatchObject({ refresh: true });
    await expect.poll(() => core.calls.some((c) => c.channel === 'node/status')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fetches the portfolio chart only after the first frame is out, and re-reads no rows the snapshot gave', async () => {
    const core = new FakeCore({ withWallet: true });
    const { page, errors } = await openApp(browser, core, { initScripts: [DASHBOARD_PAINT_PROBE] });
    await page.getByTestId('portfolio-chart').waitFor();
    const times = await page.evaluate((probe) => {
      const state = (window as unknown as Record<string, { painted?: number }>)[probe];
      const chunk = performance
        .getEntriesByType('resource')
        .find((e) => /\/PortfolioChart-[^/]*\.js$/.test(e.name));
      return { painted: state?.painted, chartFetched: chunk?.startTime };
    }, PROBE_GLOBAL);
    // painted: the first task after the frame that showed the balance and the newest rows (see paint-probe.ts).
    expect(times.painted).toBeGreaterThan(0);
    expect(times.chartFetched).toBeGreaterThan(times.painted!);
    await expect
      .poll(() => core.calls.find((c) => c.channel === 'dashboard/get')?.payload)
      .toMatchObject({ refresh: true });
    // The snapshot's newest rows stand until a change event says otherwise: no history page (and its row count).
    expect(core.calls.filter((c) => c.channel === 'history/page')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the loading state while a slow core builds the snapshot, then the dashboard from it', async () => {
    const core = new FakeCore({ withWallet: true, bootDelayMs: 1500 });
    const { page, errors } = await openApp(browser, core);
    await page.locator('[data-phase="loading"]').waitFor();
    await dashboardPainted(page);
    expect(core.calls.filter((c) => c.channel === 'app/boot')).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('falls back to the per-domain channels when core cannot build the snapshot', async () => {
    const core = new FakeCore({ withWallet: true, failBoot: true });
    const { page, errors } = await openApp(browser, core);
    await dashboardPainted(page);
    const channels = core.calls.map((c) => c.channel);
    for (const c of ['keys/status', 'keys/list', 'settings/get', 'dashboard/get', 'history/page'])
      expect(channels).toContain(c);
    expect(await page.getByTestId('balance-usd').textContent()).toBe('$2,383.72');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('boots a locked wallet to the unlock screen, then loads the dashboard through its channel', async () => {
    const core = new FakeCore({ withWallet: true, locked: true });
    const { page, errors } = await openApp(browser, core);
    await page.getByTestId('unlock-password').fill('correct horse');
    await page.getByTestId('unlock-submit').click();
    await dashboardPainted(page);
    expect(core.calls.map((c) => c.channel)).toContain('dashboard/get');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('boots a first run to onboarding', async () => {
    const { page, errors } = await openApp(browser, new FakeCore());
    await page.getByTestId('onboarding').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the built first screen', () => {
  /** Script files index.html loads before the first screen: the module entry and its modulepreloads. */
  function firstScreenScripts(html: string): string[] {
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    return tags
      .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
      .map((tag) => /(?:src|href)="\.\/([^"]+\.js)"/.exec(tag)?.[1])
      .filter((file): file is string => file !== undefined);
  }

  it("marks every script loaded before the first screen for eager compilation, and no lazy screen's chunk", () => {
    const html = readFileSync(path.join(RENDERER_DIST, 'index.html'), 'utf8');
    expect(firstScreenScripts(html).length).toBeGreaterThan(1);
    // The approval window's page is a first screen of its own (its own entry, shown the moment a request arrives).
    const approvalHtml = readFileSync(path.join(RENDERER_DIST, 'approval.html'), 'utf8');
    const early = [...new Set([...firstScreenScripts(html), ...firstScreenScripts(approvalHtml)])];
    const firstLine = (file: string) =>
      readFileSync(path.join(RENDERER_DIST, file), 'utf8').split('\n', 1)[0];
    for (const file of early) expect(firstLine(file), file).toBe(EAGER_COMPILE_HINT);
    const lazy = readdirSync(path.join(RENDERER_DIST, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`)
      .filter((file) => !early.includes(file));
    expect(lazy.some((file) => /^assets\/Tokens-/.test(file))).toBe(true);
    for (const file of lazy) expect(firstLine(file), file).not.toBe(EAGER_COMPILE_HINT);
  });
});
