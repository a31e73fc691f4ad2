// The Chromium bridge gives a page the preload's exact window.wallet, forwards to core, and serves the app safely.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../support/browser';
import {
  installWalletBridge,
  serveRendererRoutes,
  type BridgedCore,
} from '../../../scripts/lib/chromium-bridge';

const ORIGIN = 'https://xyz-wallet.invalid';

/** The page-side shape under test (types only; erased inside page.evaluate). */
type WalletWindow = Window & {
  wallet: {
    invoke(channel: string, request: unknown): Promise<unknown>;
    on(event: string, listener: (...args: unknown[]) => void): () => void;
  };
};

/** A core double recording calls and letting the test push events. */
function fakeCore() {
  const calls: Array<{ channel: string; payload: unknown }> = [];
  const listeners = new Set<(event: string, payload: unknown) => void>();
  const core: BridgedCore = {
    async invoke(channel, payload) {
      calls.push({ channel, payload });
      return { ok: true, value: { echoed: payload, channel } };
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (event: string, payload: unknown) => listeners.forEach((l) => l(event, payload));
  return { core, calls, emit, listenerCount: () => listeners.size };
}

describe('chromium wallet bridge', () => {
  let browser: Browser;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'xyz-bridge-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>t</title><script src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(dist, 'assets/app.js'), 'window.appLoaded = true;');
    writeFileSync(path.join(dist, 'frame.html'), '<!doctype html><title>frame</title>');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function openPage(core: BridgedCore, options = {}): Promise<Page> {
    const page = await browser.newPage();
    await serveRendererRoutes(page, dist, ORIGIN);
    await installWalletBridge(page, core, {
      channels: ['wallet/status', 'send/review'],
      events: ['sync/progress'],
      ...options,
    });
    await page.goto(`${ORIGIN}/index.html`);
    return page;
  }

  it('exposes exactly invoke and on, frozen, before page scripts run', async () => {
    const { core } = fakeCore();
    const page = await openPage(core);
    const shape = await page.evaluate(() => ({
      keys: Object.keys((window as unknown as WalletWindow).wallet as object).sort(),
      frozen: Object.isFrozen((window as unknown as WalletWindow).wallet),
      appLoaded: (window as unknown as { appLoaded?: boolean }).appLoaded,
    }));
    expect(shape).toEqual({ keys: ['invoke', 'on'], frozen: true, appLoaded: true });
    await page.close();
  });

  it('forwards a listed channel and its request to core and returns core result untouched', async () => {
    const { core, calls } = fakeCore();
    const page = await openPage(core);
    const result = await page.evaluate(() =>
      (window as unknown as WalletWindow).wallet.invoke('wallet/status', { a: '1' }),
    );
    expect(result).toEqual({ ok: true, value: { echoed: { a: '1' }, channel: 'wallet/status' } });
    expect(calls).toEqual([{ channel: 'wallet/status', payload: { a: '1' } }]);
    await page.close();
  });

  it('answers unknown_channel for an unlisted channel, in the page and at the binding, without reaching core', async () => {
    const { core, calls } = fakeCore();
    const page = await openPage(core);
    const viaWallet = await page.evaluate(() =>
      (window as unknown as WalletWindow).wallet.invoke('keys/export-all', {}),
    );
    // The raw binding answers JSON text (the page-side wallet parses it).
    const viaBinding = await page.evaluate(
      async () =>
        JSON.parse(
          await (
            window as unknown as { __xyzWalletInvoke: (c: string, r: unknown) => Promise<string> }
          ).__xyzWalletInvoke('keys/export-all', {}),
        ) as unknown,
    );
    const expected = {
      ok: false,
      error: { code: 'unknown_channel', message: 'Unknown channel "keys/export-all".' },
    };
    expect(viaWallet).toEqual(expected);
    expect(viaBinding).toEqual(expected);
    expect(calls).toEqual([]);
    await page.close();
  });

  it('refuses calls coming from a child frame', async () => {
    const { core, calls } = fakeCore();
    const page = await openPage(core);
    await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/frame.html';
      document.body.appendChild(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve));
    });
    const child = page.frames().find((f) => f !== page.mainFrame());
    const message = await child!.evaluate(() =>
      (window as unknown as WalletWindow).wallet.invoke('wallet/status', {}).catch((e: Error) => e.message),
    );
    expect(message).toContain('not the app main frame');
    expect(calls).toEqual([]);
    await page.close();
  });

  it('refuses calls when the main frame has left the app origin', async () => {
    const { core, calls } = fakeCore();
    const page = await openPage(core, { origin: 'https://other.invalid' });
    const message = await page.evaluate(() =>
      (window as unknown as WalletWindow).wallet.invoke('wallet/status', {}).catch((e: Error) => e.message),
    );
    expect(message).toContain('refused a call from https://xyz-wallet.invalid');
    expect(calls).toEqual([]);
    await page.close();
  });

  it('pushes listed core events to listeners as bare payloads, and stops after unsubscribe', async () => {
    const { core, emit } = fakeCore();
    const page = await openPage(core);
    await page.evaluate(() => {
      const w = window as unknown as { got: unknown[][]; off: () => void };
      w.got = [];
      w.off = (window as unknown as WalletWindow).wallet.on('sync/progress', (...args: unknown[]) =>
        w.got.push(args),
      );
    });
    emit('sync/progress', { done: 1, total: 2 });
    emit('secret/event', { leak: true });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { got: unknown[] }).got.length))
      .toBe(1);
    await page.evaluate(() => (window as unknown as { off: () => void }).off());
    emit('sync/progress', { done: 2, total: 2 });
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    expect(await page.evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([
      [{ done: 1, total: 2 }],
    ]);
    await page.close();
  });

  it('refuses to subscribe to an unlisted event', async () => {
    const { core } = fakeCore();
    const page = await openPage(core);
    const message = await page.evaluate(() => {
      try {
        (window as unknown as WalletWindow).wallet.on('keys/secret', () => undefined);
        return 'subscribed';
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(message).toContain('unknown event');
    await page.close();
  });

  it('unsubscribes from core when the page closes', async () => {
    const { core, listenerCount } = fakeCore();
    const page = await openPage(core);
    expect(listenerCount()).toBe(1);
    await page.close();
    expect(listenerCount()).toBe(0);
  });

  it('serves files with the CSP header and 404s paths that escape the folder', async () => {
    const { core } = fakeCore();
    const page = await openPage(core);
    const response = await page.goto(`${ORIGIN}/index.html`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const statuses: number[] = [];
    for (const p of ['/assets/app.js', '/%2e%2e/%2e%2e/etc/passwd', '/missing.js', '/assets']) {
      statuses.push((await page.goto(`${ORIGIN}${p}`))?.status() ?? 0);
    }
    expect(statuses).toEqual([200, 404, 404, 404]);
    await page.close();
  });
});
