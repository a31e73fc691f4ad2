// Electron security checklist (electronjs.org/docs/latest/tutorial/security), asserted on the real main-process code.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { appMenuTemplate } from '../../../electron/main/menu';
import { secureWebPreferences } from '../../../electron/main/security/web-preferences';
import { mainWindowOptions } from '../../../electron/main/window';
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  META_CONTENT_SECURITY_POLICY,
} from '../../../electron/main/security/csp';
import { hardenSession, hardenWebContents, type SessionLike } from '../../../electron/main/security/harden';
import { isAllowedExternalUrl } from '../../../electron/main/security/external-links';
import { isFrameNavigationAllowed, isNavigationAllowed } from '../../../electron/main/security/navigation';
import { APP_ENTRY_URL, isAppUrl } from '../../../electron/main/app-origin';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from '../../../electron/main/protocol';
import {
  denyAllDevicePermissions,
  denyAllPermissionChecks,
  denyAllPermissionRequests,
} from '../../../electron/main/security/permissions';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('Electron security checklist', () => {
  const prefs = secureWebPreferences('/app/preload.cjs', { devTools: false });

  it('#2 does not enable Node.js integration anywhere (window, workers, subframes)', () => {
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('#3 enables context isolation and #4 the process sandbox', () => {
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
  });

  it('#6 keeps webSecurity, #8 refuses insecure content, #9 no experimental features, #10 no Blink features', () => {
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.experimentalFeatures).toBe(false);
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
  });

  it('#11/#12 disables the <webview> tag', () => {
    expect(prefs.webviewTag).toBe(false);
  });

  it('the main window uses exactly these preferences, the preload given, and no dev tools when packaged', () => {
    const options = mainWindowOptions('/app/preload.cjs', { devTools: false });
    expect(options.webPreferences).toEqual(secureWebPreferences('/app/preload.cjs', { devTools: false }));
    expect(options.webPreferences?.preload).toBe('/app/preload.cjs');
    expect(options.webPreferences?.devTools).toBe(false);
    expect(options.show).toBe(false);
  });

  it('#7 defines a strict CSP: scripts only from the app, nothing by default, no exceptions', () => {
    expect(CSP_DIRECTIVES['default-src']).toEqual(["'none'"]);
    expect(CSP_DIRECTIVES['script-src']).toEqual(["'self'"]);
    expect(CSP_DIRECTIVES['object-src']).toEqual(["'none'"]);
    expect(CSP_DIRECTIVES['base-uri']).toEqual(["'none'"]);
    expect(CSP_DIRECTIVES['frame-ancestors']).toEqual(["'none'"]);
    expect(CSP_DIRECTIVES['connect-src']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    for (const values of Object.values(CSP_DIRECTIVES)) expect(values).not.toContain('*');
  });

  it('#7 allows no inline styles and no remote images: styles from the app, images from the app or data: only', () => {
    expect(CSP_DIRECTIVES['style-src']).toEqual(["'self'"]);
    expect(CSP_DIRECTIVES['img-src']).toEqual(["'self'", 'data:']);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|https?:|127\.0\.0\.1|localhost/);
  });

  it("#7 the renderer's own meta CSP allows scripts only from the app too", () => {
    const html = readFileSync(path.join(ROOT, 'renderer/index.html'), 'utf8');
    const meta = /Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(meta).toMatch(/script-src 'self'(;|$)/);
    expect(meta).toMatch(/default-src 'none'/);
  });

  it("#7 the meta CSP is the header's policy, less the directives a meta tag ignores (frame-ancestors)", () => {
    const html = readFileSync(path.join(ROOT, 'renderer/index.html'), 'utf8');
    const meta = /Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(meta).toBe(META_CONTENT_SECURITY_POLICY);
    expect(META_CONTENT_SECURITY_POLICY).toBe(
      CONTENT_SECURITY_POLICY.replace("; frame-ancestors 'none'", ''),
    );
  });

  it('#5 denies every permission request, check and device permission', () => {
    const callback = vi.fn();
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
    ] as const) {
      denyAllPermissionRequests({} as never, permission, callback, {} as never);
    }
    expect(callback.mock.calls).toEqual([[false], [false], [false], [false], [false]]);
    expect(denyAllPermissionChecks({} as never, 'media', 'app://wallet', {} as never)).toBe(false);
    expect(denyAllDevicePermissions({} as never)).toBe(false);
  });

  it('#5/#7 hardening a session installs the deny-all handlers and puts the app CSP on every response', () => {
    let onHeaders:
      ((details: { responseHeaders?: Record<string, string[]> }, cb: (r: unknown) => void) => void) | null =
      null;
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
      webRequest: { onHeadersReceived: vi.fn((listener) => (onHeaders = listener)) },
    };
    hardenSession(session as unknown as SessionLike);
    expect(session.setPermissionRequestHandler).toHaveBeenCalledWith(denyAllPermissionRequests);
    expect(session.setPermissionCheckHandler).toHaveBeenCalledWith(denyAllPermissionChecks);
    expect(session.setDevicePermissionHandler).toHaveBeenCalledWith(denyAllDevicePermissions);
    const answer = vi.fn();
    onHeaders!({ responseHeaders: { 'content-security-policy': ['script-src *'], 'x-a': ['1'] } }, answer);
    expect(answer).toHaveBeenCalledWith({
      responseHeaders: { 'x-a': ['1'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });

  describe('#13 navigation, #14 new windows, #12 webviews, #15 openExternal', () => {
    function hardened() {
      const handlers: Record<string, (event: { preventDefault(): void }, url?: string) => void> = {};
      let windowOpen: ((details: { url: string }) => { action: string }) | null = null;
      const contents = {
        on: vi.fn((name: string, handler: (event: { preventDefault(): void }, url?: string) => void) => {
          handlers[name] = handler;
        }),
        setWindowOpenHandler: vi.fn((handler) => (windowOpen = handler)),
      };
      const openExternal = vi.fn();
      hardenWebContents(contents as never, openExternal);
      const fire = (name: string, url?: string) => {
        const event = { preventDefault: vi.fn() };
        handlers[name]!(event, url);
        return event.preventDefault.mock.calls.length > 0;
      };
      return { fire, open: (url: string) => windowOpen!({ url }), openExternal };
    }

    it('blocks navigation and redirects away from the app, allows the app itself', () => {
      const { fire } = hardened();
      expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
      expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
      expect(fire('will-navigate', 'app://wallet.evil/index.html')).toBe(true);
      expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
      expect(fire('will-navigate', APP_ENTRY_URL)).toBe(false);
    });

    it('blocks any frame (main or sub) navigating away from the app, with the same rule as will-navigate', () => {
      const handlers: Record<string, (details: unknown) => void> = {};
      const contents = {
        on: vi.fn((name: string, handler: (details: unknown) => void) => void (handlers[name] = handler)),
        setWindowOpenHandler: vi.fn(),
      };
      hardenWebContents(contents as never, vi.fn());
      const blocked = (url: string, isMainFrame: boolean) => {
        const details = { url, isMainFrame, isSameDocument: false, frame: null, preventDefault: vi.fn() };
        handlers['will-frame-navigate']!(details);
        return details.preventDefault.mock.calls.length > 0;
      };
      expect(blocked('https://evil.example/', false)).toBe(true);
      expect(blocked('http://127.0.0.1:8080/', false)).toBe(true);
      expect(blocked('javascript:alert(1)', false)).toBe(true);
      expect(blocked('https://evil.example/', true)).toBe(true);
      expect(blocked('app://wallet.evil/index.html', true)).toBe(true);
      expect(blocked(APP_ENTRY_URL, true)).toBe(false);
    });

    it.each([
      ['https://evil.example/', false],
      ['file:///etc/passwd', false],
      ['data:text/html,<b>x</b>', false],
      ['app://wallet:81/index.html', false],
      [APP_ENTRY_URL, true],
    ])('frame navigation policy: %s -> %s (main frame and subframe alike)', (url, allowed) => {
      expect(isFrameNavigationAllowed({ url, isMainFrame: true })).toBe(allowed);
      expect(isFrameNavigationAllowed({ url, isMainFrame: false })).toBe(allowed);
      expect(isFrameNavigationAllowed({ url, isMainFrame: true })).toBe(isNavigationAllowed(url));
    });

    it('refuses to attach any <webview>', () => {
      expect(hardened().fire('will-attach-webview')).toBe(true);
    });

    it('never opens a new window; allow-listed https links go to the system browser, others nowhere', () => {
      const { open, openExternal } = hardened();
      expect(open('https://explorer.xyz.network/tx/ABC')).toEqual({ action: 'deny' });
      expect(open('https://evil.example/')).toEqual({ action: 'deny' });
      expect(open('app://wallet/index.html')).toEqual({ action: 'deny' });
      expect(openExternal.mock.calls).toEqual([['https://explorer.xyz.network/tx/ABC']]);
    });

    it.each([
      ['https://docs.xyz.network/guide', true],
      ['https://explorer.xyz.network/account/xyz1abc', true],
      ['http://docs.xyz.network/', false],
      ['https://docs.xyz.network.evil.example/', false],
      ['https://user:pw@docs.xyz.network/', false],
      ['https://docs.xyz.network:8443/', false],
      ['javascript:alert(1)', false],
      ['file:///etc/passwd', false],
      ['smb://docs.xyz.network/share', false],
      ['not a url', false],
    ])('openExternal allow-list: %s -> %s', (url, allowed) => {
      expect(isAllowedExternalUrl(url)).toBe(allowed);
    });
  });

  describe('#18 serves the renderer from a privileged custom protocol, not file://', () => {
    const dist = path.join(ROOT, 'tests/unit/shell/fixtures/renderer');
    const handler = createAppProtocolHandler(dist);

    it('registers app:// as a standard secure scheme without CSP bypass, with V8 code caching', () => {
      expect(APP_SCHEME_PRIVILEGES).toEqual({
        scheme: 'app',
        privileges: {
          standard: true,
          secure: true,
          supportFetchAPI: true,
          bypassCSP: false,
          corsEnabled: false,
          codeCache: true,
        },
      });
      expect(APP_ENTRY_URL).toBe('app://wallet/index.html');
    });

    it('serves app files with the CSP, nosniff and the right content type', async () => {
      const response = await handler(new Request('app://wallet/index.html'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('fixture');
      expect((await handler(new Request('app://wallet/'))).status).toBe(200);
    });

    it.each([
      'app://wallet/../../../../etc/passwd',
      'app://wallet/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      'app://wallet/..%2f..%2f..%2fetc%2fpasswd',
      'app://wallet/%00index.html',
      'app://wallet/assets',
      'app://wallet/missing.js',
      'app://other/index.html',
    ])('answers 404 for %s', async (url) => {
      expect((await handler(new Request(url))).status).toBe(404);
    });

    it('answers 405 to anything but GET and HEAD', async () => {
      expect(
        (await handler(new Request('app://wallet/index.html', { method: 'POST', body: 'x' }))).status,
      ).toBe(405);
    });

    it('recognises only app://wallet as the app', () => {
      expect(isAppUrl('app://wallet/index.html')).toBe(true);
      expect(isAppUrl('app://wallet:81/index.html')).toBe(false);
      expect(isAppUrl('app://user@wallet/index.html')).toBe(false);
      expect(isAppUrl('file:///app/index.html')).toBe(false);
      expect(isAppUrl('https://wallet/')).toBe(false);
      expect(isAppUrl(null)).toBe(false);
    });
  });

  describe('#17 IPC and #20 exposure, by the shape of the code', () => {
    const electronFiles = filesUnder(path.join(ROOT, 'electron'));
    const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');

    it('only electron/main/ipc.ts imports ipcMain', () => {
      const importers = electronFiles.filter((f) =>
        /import\s*{[^}]*\bipcMain\b[^}]*}\s*from\s*'electron'/.test(readFileSync(f, 'utf8')),
      );
      expect(importers.map(rel)).toEqual(['electron/main/ipc.ts']);
    });

    it('only the two preload entries touch contextBridge, and each exposes one object', () => {
      const users = electronFiles.filter((f) => /contextBridge\./.test(readFileSync(f, 'utf8')));
      expect(users.map(rel).sort()).toEqual(['electron/preload/approval.ts', 'electron/preload/index.ts']);
      const source = readFileSync(path.join(ROOT, 'electron/preload/index.ts'), 'utf8');
      expect(source.match(/exposeInMainWorld\(/g)).toHaveLength(1);
      expect(source).toContain("exposeInMainWorld('wallet'");
      // The approval window's preload exposes only `approvals`, with the approval names alone.
      const approval = readFileSync(path.join(ROOT, 'electron/preload/approval.ts'), 'utf8');
      expect(approval.match(/exposeInMainWorld\(/g)).toHaveLength(1);
      expect(approval).toMatch(/exposeInMainWorld\(\s*'approvals'/);
      expect(approval).toContain('APPROVAL_CHANNEL_NAMES');
      expect(approval).not.toContain('CHANNEL_NAME_LIST');
    });

    it('calls shell.openExternal only behind the allow-list', () => {
      for (const file of electronFiles) {
        const source = readFileSync(file, 'utf8');
        if (!source.includes('shell.openExternal(')) continue;
        expect(rel(file)).toBe('electron/main/index.ts');
        expect(source).toMatch(/if \(isAllowedExternalUrl\(url\)\) void shell\.openExternal\(url\)/);
      }
    });

    it('never turns a security preference back on in the shell (electron/main, electron/preload)', () => {
      const shellFiles = electronFiles.filter((f) => /electron\/(main|preload)\//.test(rel(f)));
      expect(shellFiles.length).toBeGreaterThan(10);
      for (const file of shellFiles) {
        const source = readFileSync(file, 'utf8');
        expect(source, rel(file)).not.toMatch(
          /nodeIntegration\w*:\s*true|contextIsolation:\s*false|sandbox:\s*false|webSecurity:\s*false|webviewTag:\s*true|loadFile\(|['"`]file:\/\//,
        );
      }
    });

    it('#16 uses a current Electron major version', () => {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      expect(Number(/\d+/.exec(pkg.devDependencies.electron ?? '')?.[0])).toBeGreaterThanOrEqual(45);
    });
  });
});

describe('application menu', () => {
  const roles = (items: MenuItemConstructorOptions[]): string[] =>
    items.flatMap((item) => [
      ...(item.role ? [item.role] : []),
      ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
    ]);

  it('offers copy and paste everywhere (macOS needs an Edit menu for them)', () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      expect(roles(appMenuTemplate(platform, true))).toEqual(
        expect.arrayContaining(['copy', 'paste', 'selectAll']),
      );
    }
  });

  it('has no dev tools or reload in packaged builds', () => {
    expect(roles(appMenuTemplate('linux', true))).not.toContain('toggleDevTools');
    expect(roles(appMenuTemplate('linux', true))).not.toContain('reload');
    expect(roles(appMenuTemplate('linux', false))).toContain('toggleDevTools');
  });
});
