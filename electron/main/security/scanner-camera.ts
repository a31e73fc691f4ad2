// Camera permission for the QR scanner (decision 0723): the app's own page, in its main frame, may have video (never
// audio) while it has a scanner open; every other origin, frame, permission and moment stays refused.
import type { Session } from 'electron';
import { isAppUrl } from '../app-origin';
import { isTrustedSender, type SenderFrameLike } from '../ipc-binding';
import { denyAllPermissionChecks, denyAllPermissionRequests } from './permissions';

/** What a media request or check says about itself (the parts of Electron's details this rule reads). */
export interface MediaAsk {
  permission: string;
  /** URL of the frame that asks. */
  requestingUrl: string | undefined;
  isMainFrame: boolean;
  /** Requests list every kind asked for; checks name one ('video', 'audio' or 'unknown'). */
  mediaTypes: readonly string[];
}

/** Pure: true only for a video-only media ask from the app's own main frame while its scanner is open. */
export function mayUseScannerCamera(ask: MediaAsk, scannerOpen: boolean): boolean {
  return (
    scannerOpen &&
    ask.permission === 'media' &&
    ask.isMainFrame &&
    isAppUrl(ask.requestingUrl) &&
    ask.mediaTypes.length > 0 &&
    ask.mediaTypes.every((type) => type === 'video')
  );
}

/** Which web contents have a scanner open right now (opened and closed by the renderer's scanner, through IPC). */
export class ScannerCameraGate {
  readonly #open = new Set<number>();

  open(contentsId: number): void {
    this.#open.add(contentsId);
  }

  close(contentsId: number): void {
    this.#open.delete(contentsId);
  }

  isOpen(contentsId: number): boolean {
    return this.#open.has(contentsId);
  }
}

type RequestHandler = NonNullable<Parameters<Session['setPermissionRequestHandler']>[0]>;
type CheckHandler = NonNullable<Parameters<Session['setPermissionCheckHandler']>[0]>;

/** The request handler: the scanner's camera when the gate allows it, everything else refused as before. */
export function scannerCameraRequestHandler(gate: ScannerCameraGate): RequestHandler {
  return (contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    const ask = {
      permission,
      requestingUrl: details.requestingUrl,
      isMainFrame: details.isMainFrame,
      mediaTypes,
    };
    if (mayUseScannerCamera(ask, gate.isOpen(contents.id))) callback(true);
    else denyAllPermissionRequests(contents, permission, callback, details);
  };
}

/** The check handler (device labels, permission queries): the same rule, asked about one media type. */
export function scannerCameraCheckHandler(gate: ScannerCameraGate): CheckHandler {
  return (contents, permission, requestingOrigin, details) => {
    const ask = {
      permission,
      requestingUrl: details.requestingUrl,
      isMainFrame: details.isMainFrame,
      mediaTypes: details.mediaType ? [details.mediaType] : [],
    };
    if (contents && mayUseScannerCamera(ask, gate.isOpen(contents.id))) return true;
    return denyAllPermissionChecks(contents, permission, requestingOrigin, details);
  };
}

/** Installs both handlers on `session` (after hardenSession, whose deny-all handlers they replace). */
export function allowScannerCamera(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  gate: ScannerCameraGate,
): void {
  session.setPermissionRequestHandler(scannerCameraRequestHandler(gate));
  session.setPermissionCheckHandler(scannerCameraCheckHandler(gate));
}

/** The contract channel the renderer's scanner calls with `open: true` before asking for the camera, `false` after. */
export const SCANNER_CAMERA_SIGNAL = 'scanner/camera';

/** The parts of an ipcMain event the signal reads. */
export interface ScannerSignalEvent {
  senderFrame: SenderFrameLike | null;
  sender: { id: number; once(event: 'destroyed' | 'did-start-navigation', listener: () => void): unknown };
}

/**
 * The listener for SCANNER_CAMERA_SIGNAL (`ipcMain.on(SCANNER_CAMERA_SIGNAL, scannerCameraSignal(gate))`): only the
 * app's main frame may open its own gate, only with a boolean; the gate closes by itself when that page navigates
 * or its web contents is destroyed, so a reload never inherits an open camera.
 */
export function scannerCameraSignal(
  gate: ScannerCameraGate,
): (event: ScannerSignalEvent, open: unknown) => void {
  return (event, open) => {
    if (!isTrustedSender(event.senderFrame) || typeof open !== 'boolean') return;
    const id = event.sender.id;
    if (!open) return gate.close(id);
    gate.open(id);
    event.sender.once('destroyed', () => gate.close(id));
    event.sender.once('did-start-navigation', () => gate.close(id));
  };
}

/**
 * The shell's `app/scanner-camera` handler (the IPC binding has already checked the sender is the app's main page):
 * opens or closes that page's camera gate through the same rule as the signal above. Answers like a core channel.
 */
export function scannerCameraShellHandlers(
  gate: ScannerCameraGate,
): Record<'app/scanner-camera', (payload: unknown, event?: ScannerSignalEvent) => Promise<unknown>> {
  const signal = scannerCameraSignal(gate);
  return {
    'app/scanner-camera': async (payload, event) => {
      const open = (payload as { open?: unknown } | null)?.open;
      if (!event || typeof open !== 'boolean' || Object.keys(payload as object).length !== 1) {
        return {
          ok: false,
          error: { code: 'invalid_request', message: 'Invalid request. open: expected a boolean.' },
        };
      }
      signal(event, open);
      return { ok: true, value: { open: gate.isOpen(event.sender.id) } };
    },
  };
}
