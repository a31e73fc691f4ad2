// Test/dev transport: gives a Playwright page the preload's exact `window.wallet` and serves the built renderer.
// Same contract as electron/preload: invoke(channel, request) and on(event, listener); the core validates payloads.
import type { Page } from 'playwright-core';
import { readFile, stat } from 'node:fs/promises';
import { CONTENT_SECURITY_POLICY } from '../../electron/main/security/csp';
import { mimeTypeOf, resolveAppFile } from '../../electron/main/security/app-files';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../shared/api';

/** The part of the wallet core the bridge needs (structurally the object createWalletCore returns). */
export interface BridgedCore {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  on(listener: (event: string, payload: unknown) => void): () => void;
}

export interface WalletBridgeOptions {
  /** Channels the page may invoke (default: the contract's CHANNEL_NAMES); others never reach core. */
  channels?: readonly string[];
  /** Events the page may subscribe to (default: the contract's EVENT_NAMES); others are refused by `on`. */
  events?: readonly string[];
  /** When set, calls are accepted only while the main frame's URL has this origin (e.g. https://xyz-wallet.invalid). */
  origin?: string;
  /** The page global to define (default `wallet`; the approval surface's page gets `approvals`). */
  globalName?: string;
  /** When set, calls are accepted only while the main frame's path passes it (the approval page, or not it). */
  acceptPath?: (pathname: string) => boolean;
}

/** The approval surface's page (its own bridge, its own two channels: installApprovalBridge). */
export const APPROVAL_PAGE_PATH = '/approval.html';

/** Name of the exposed Playwright binding (a page-visible global, as every binding is). */
export const INVOKE_BINDING = '__xyzWalletInvoke';
/** Name of the non-enumerable page function that receives pushed core events. */
export const DISPATCH_FUNCTION = '__xyzWalletDispatch';

interface PageBridgeConfig {
  globalName: string;
  invokeBinding: string;
  dispatchName: string;
  channels: string[];
  events: string[];
}

/** The contract's answer to a channel that does not exist (same value core's router gives). */
export function unknownChannelResult(channel: unknown): {
  ok: false;
  error: { code: 'unknown_channel'; message: string };
} {
  return {
    ok: false,
    error: { code: 'unknown_channel', message: `Unknown channel ${JSON.stringify(channel)}.` },
  };
}

/**
 * Runs inside the page before any page script: defines a frozen, non-writable `window.wallet` with exactly
 * `invoke` and `on`, and a hidden dispatcher that hands each pushed payload (never an event object) to listeners.
 * An unlisted channel resolves to `{ ok: false, error: { code: 'unknown_channel' } }` without leaving the page.
 * Must be self-contained: Playwright serialises its source.
 */
function definePageWallet(config: PageBridgeConfig): void {
  const w = window as unknown as Record<string, unknown>;
  if (w[config.globalName] !== undefined) return;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const invoke = (channel: unknown, request?: unknown): Promise<unknown> => {
    if (typeof channel !== 'string' || !config.channels.includes(channel)) {
      const message = `Unknown channel ${JSON.stringify(channel)}.`;
      return Promise.resolve({ ok: false, error: { code: 'unknown_channel', message } });
    }
    const binding = w[config.invokeBinding] as ((c: string, r: unknown) => Promise<string>) | undefined;
    if (typeof binding !== 'function')
      return Promise.reject(new Error('wallet.invoke: bridge is not connected'));
    // Answers cross as JSON text: one JSON.parse instead of Playwright's per-value serialisation (a 4 MB token
    // list took seconds that way; Electron's structured clone takes milliseconds).
    return binding(channel, request).then((text) => JSON.parse(text) as unknown);
  };
  const on = (event: unknown, listener: unknown): (() => void) => {
    if (typeof event !== 'string' || !config.events.includes(event)) {
      throw new Error(`wallet.on: unknown event ${JSON.stringify(event)}`);
    }
    if (typeof listener !== 'function') throw new TypeError('wallet.on: listener must be a function');
    const wrapped = (payload: unknown) => (listener as (p: unknown) => void)(payload);
    const set = listeners.get(event) ?? new Set();
    set.add(wrapped);
    listeners.set(event, set);
    return () => void set.delete(wrapped);
  };
  const dispatch = (event: string, payload: unknown): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`wallet.on(${event}) listener threw`, error);
      }
    }
  };
  Object.defineProperty(window, config.dispatchName, { value: dispatch, enumerable: false });
  Object.defineProperty(window, config.globalName, {
    value: Object.freeze({ invoke, on }),
    enumerable: true,
    writable: false,
    configurable: false,
  });
}

/**
 * Installs `window.wallet` on `page` (call before `page.goto`). Invokes are forwarded to `core.invoke` through
 * `page.exposeBinding`, accepted only from the page's main frame (and `options.origin`, when given; a refusal
 * rejects the promise) and only for listed channels; listed core events are pushed into the page until it closes.
 * Core results pass through untouched (as JSON text, parsed in the page): the bridge validates nothing else, core does.
 */
export async function installWalletBridge(
  page: Page,
  core: BridgedCore,
  options: WalletBridgeOptions = {},
): Promise<void> {
  const channels = [...(options.channels ?? CHANNEL_NAMES)];
  // The main page's bridge never answers the approval page (it has its own: chromium-approval.ts).
  const acceptPath = options.acceptPath ?? ((pathname: string) => pathname !== APPROVAL_PAGE_PATH);
  const events = [...(options.events ?? EVENT_NAMES)];
  await page.exposeBinding(INVOKE_BINDING, async (source, channel: unknown, request: unknown) => {
    if (source.frame !== page.mainFrame()) {
      throw new Error('wallet bridge: refused a call from a frame that is not the app main frame');
    }
    if (options.origin !== undefined && originOf(source.frame.url()) !== options.origin) {
      throw new Error(`wallet bridge: refused a call from ${originOf(source.frame.url())}`);
    }
    if (!acceptPath(pathOf(source.frame.url()))) {
      throw new Error(`wallet bridge: refused a call from the page at ${pathOf(source.frame.url())}`);
    }
    if (typeof channel !== 'string' || !channels.includes(channel))
      return JSON.stringify(unknownChannelResult(channel));
    return JSON.stringify(await core.invoke(channel, request));
  });
  const config: PageBridgeConfig = {
    globalName: options.globalName ?? 'wallet',
    invokeBinding: INVOKE_BINDING,
    dispatchName: DISPATCH_FUNCTION,
    channels,
    events,
  };
  // Sent as source text with a `__name` shim: tsx/esbuild's keepNames wraps named functions in __name(),
  // which does not exist in the page.
  const source = `(() => { const __name = (f) => f; (${definePageWallet.toString()})(${JSON.stringify(config)}); })();`;
  await page.addInitScript({ content: source });
  const unsubscribe = core.on((event, payload) => {
    if (!events.includes(event)) return;
    if (page.isClosed()) return;
    page
      .evaluate(
        ([name, e, p]) => {
          const dispatch = (window as unknown as Record<string, unknown>)[name as string];
          if (typeof dispatch === 'function') dispatch(e, p);
        },
        [DISPATCH_FUNCTION, event, payload] as const,
      )
      .catch(() => {
        // The page is navigating or closing; listeners re-subscribe after the next load.
      });
  });
  page.once('close', unsubscribe);
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return 'an unparsable URL';
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'an unparsable URL';
  }
}

/**
 * Serves `distDir` under `origin` for this page through `page.route` (no listening port), with the app's CSP
 * header and a path check that stays inside `distDir`; anything else under the origin is a 404.
 */
export async function serveRendererRoutes(page: Page, distDir: string, origin: string): Promise<void> {
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const file = resolveAppFile(distDir, new URL(route.request().url()).pathname);
      const isFile = file !== null && (await stat(file).catch(() => null))?.isFile() === true;
      if (file === null || !isFile) {
        await route.fulfill({ status: 404, body: 'not found', headers: { 'content-type': 'text/plain' } });
        return;
      }
      await route.fulfill({
        status: 200,
        body: await readFile(file),
        headers: {
          'content-type': mimeTypeOf(file),
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'x-content-type-options': 'nosniff',
        },
      });
    },
  );
}
