// Names what went wrong when the camera was asked for, from the DOMException getUserMedia rejects with. Pure.

/**
 * denied: the person or the shell refused the camera; no_camera: there is none (or not the one chosen);
 * busy: another program holds it; unsupported: this window has no camera API (not a secure context);
 * no_decoder: the app was built without its QR decoder; failed: anything else.
 */
export type CameraProblem = 'denied' | 'no_camera' | 'busy' | 'unsupported' | 'no_decoder' | 'failed';

const BY_ERROR_NAME: Record<string, CameraProblem> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'no_camera',
  DevicesNotFoundError: 'no_camera',
  OverconstrainedError: 'no_camera',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
  TypeError: 'unsupported',
};

/** The problem behind a getUserMedia rejection (any thrown value). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return BY_ERROR_NAME[name] ?? 'failed';
}
