// Specification of the camera permission for the QR scanner: video for the app's own main frame while its scanner
// is open, and the old "no" for every other origin, frame, permission, media type and moment.
import { describe, expect, it, vi } from 'vitest';
import {
  ScannerCameraGate,
  allowScannerCamera,
  mayUseScannerCamera,
  scannerCameraCheckHandler,
  scannerCameraRequestHandler,
  scannerCameraShellHandlers,
  scannerCameraSignal,
  type MediaAsk,
} from '../../../electron/main/security/scanner-camera';

const APP_PAGE = 'app://wallet/index.html';
const scannerAsk: MediaAsk = {
  permission: 'media',
  requestingUrl: APP_PAGE,
  isMainFrame: true,
  mediaTypes: ['video'],
};

describe('mayUseScannerCamera', () => {
  it("allows video for the app's own main frame while its scanner is open", () => {
    expect(mayUseScannerCamera(scannerAsk, true)).toBe(true);
  });

  it('refuses when no scanner is open', () => {
    expect(mayUseScannerCamera(scannerAsk, false)).toBe(false);
  });

  it('refuses the microphone, and video asked together with it', () => {
    expect(mayUseScannerCamera({ ...scannerAsk, mediaTypes: ['audio'] }, true)).toBe(false);
    expect(mayUseScannerCamera({ ...scannerAsk, mediaTypes: ['video', 'audio'] }, true)).toBe(false);
    expect(mayUseScannerCamera({ ...scannerAsk, mediaTypes: ['unknown'] }, true)).toBe(false);
    expect(mayUseScannerCamera({ ...scannerAsk, mediaTypes: [] }, true)).toBe(false);
  });

  it('refuses every other origin and look-alike, and any subframe', () => {
    for (const requestingUrl of [
      'https://wallet/index.html',
      'app://wallet.evil/index.html',
      'app://user:pw@wallet/index.html',
      'app://wallet:8080/index.html',
      'file:///index.html',
      'null',
      undefined,
    ])
      expect(mayUseScannerCamera({ ...scannerAsk, requestingUrl }, true)).toBe(false);
    expect(mayUseScannerCamera({ ...scannerAsk, isMainFrame: false }, true)).toBe(false);
  });

  it('refuses every other permission, the screen included', () => {
    for (const permission of [
      'display-capture',
      'geolocation',
      'notifications',
      'hid',
      'usb',
      'clipboard-read',
    ])
      expect(mayUseScannerCamera({ ...scannerAsk, permission }, true)).toBe(false);
  });
});

describe('the handlers on a session', () => {
  const contents = (id: number) => ({ id }) as never;

  it('grant the scanner camera per web contents, only between open and close', () => {
    const gate = new ScannerCameraGate();
    const request = scannerCameraRequestHandler(gate);
    const answer = vi.fn();
    const details = { requestingUrl: APP_PAGE, isMainFrame: true, mediaTypes: ['video'] } as never;
    request(contents(1), 'media', answer, details);
    gate.open(1);
    request(contents(1), 'media', answer, details);
    request(contents(2), 'media', answer, details);
    gate.close(1);
    request(contents(1), 'media', answer, details);
    expect(answer.mock.calls).toEqual([[false], [true], [false], [false]]);
  });

  it('answer checks with the same rule (device labels while scanning), and no otherwise', () => {
    const gate = new ScannerCameraGate();
    const check = scannerCameraCheckHandler(gate);
    const details = { requestingUrl: APP_PAGE, isMainFrame: true, mediaType: 'video' } as never;
    expect(check(contents(3), 'media', 'app://wallet', details)).toBe(false);
    gate.open(3);
    expect(check(contents(3), 'media', 'app://wallet', details)).toBe(true);
    expect(check(contents(3), 'geolocation', 'app://wallet', details)).toBe(false);
    expect(check(null, 'media', 'app://wallet', details)).toBe(false);
  });

  it('are installed on the session in place of the deny-all ones', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
    allowScannerCamera(session, new ScannerCameraGate());
    expect(session.setPermissionRequestHandler).toHaveBeenCalledTimes(1);
    expect(session.setPermissionCheckHandler).toHaveBeenCalledTimes(1);
  });
});

describe('the open/close signal from the renderer', () => {
  function sender(id: number) {
    const listeners = new Map<string, () => void>();
    return {
      id,
      once: (name: string, listener: () => void) => listeners.set(name, listener),
      fire: (name: string) => listeners.get(name)?.(),
    };
  }
  const appFrame = { url: APP_PAGE, parent: null };

  it("opens and closes the gate for the app's main frame only, with a boolean only", () => {
    const gate = new ScannerCameraGate();
    const signal = scannerCameraSignal(gate);
    const page = sender(7);
    signal({ senderFrame: { url: 'https://evil.example/', parent: null }, sender: page }, true);
    signal({ senderFrame: { url: APP_PAGE, parent: appFrame as never }, sender: page }, true);
    signal({ senderFrame: appFrame, sender: page }, 'yes');
    signal({ senderFrame: null, sender: page }, true);
    expect(gate.isOpen(7)).toBe(false);
    signal({ senderFrame: appFrame, sender: page }, true);
    expect(gate.isOpen(7)).toBe(true);
    signal({ senderFrame: appFrame, sender: page }, false);
    expect(gate.isOpen(7)).toBe(false);
  });

  it('closes by itself when the page navigates or its web contents is destroyed', () => {
    const gate = new ScannerCameraGate();
    const signal = scannerCameraSignal(gate);
    const page = sender(8);
    signal({ senderFrame: appFrame, sender: page }, true);
    page.fire('did-start-navigation');
    expect(gate.isOpen(8)).toBe(false);
    signal({ senderFrame: appFrame, sender: page }, true);
    page.fire('destroyed');
    expect(gate.isOpen(8)).toBe(false);
  });
});

describe('the app/scanner-camera channel in the shell', () => {
  const appFrame = { url: APP_PAGE, parent: null };
  const page = { id: 9, once: () => undefined };

  it("opens and closes the calling page's gate, and answers like a core channel", async () => {
    const gate = new ScannerCameraGate();
    const handler = scannerCameraShellHandlers(gate)['app/scanner-camera'];
    expect(await handler({ open: true }, { senderFrame: appFrame, sender: page })).toEqual({
      ok: true,
      value: { open: true },
    });
    expect(gate.isOpen(9)).toBe(true);
    await handler({ open: false }, { senderFrame: appFrame, sender: page });
    expect(gate.isOpen(9)).toBe(false);
  });

  it('refuses anything but {open: boolean}, and a call without its sender', async () => {
    const gate = new ScannerCameraGate();
    const handler = scannerCameraShellHandlers(gate)['app/scanner-camera'];
    for (const bad of [{ open: 'yes' }, { open: true, extra: 1 }, {}]) {
      expect(await handler(bad, { senderFrame: appFrame, sender: page })).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
    }
    expect(await handler({ open: true })).toMatchObject({ ok: false });
    expect(gate.isOpen(9)).toBe(false);
  });
});
