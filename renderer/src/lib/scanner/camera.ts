// Opens and lists cameras for the scanner: video only, never audio; every failure comes back as a CameraProblem.
import { call } from '../api';
import { cameraProblemOf, type CameraProblem } from './camera-problem';

export interface CameraChoice {
  deviceId: string;
  label: string;
}

export type CameraOpening = { ok: true; stream: MediaStream } | { ok: false; problem: CameraProblem };

/** Asks for a camera (the chosen one, else the one facing away from the person, else any). */
export async function openCamera(deviceId?: string): Promise<CameraOpening> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, problem: 'unsupported' };
  const video: MediaTrackConstraints = deviceId
    ? { deviceId: { exact: deviceId } }
    : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } };
  // The Electron shell lets this page have video only while a scanner says it is open (decision 0723).
  await call('app/scanner-camera', { open: true });
  try {
    return { ok: true, stream: await navigator.mediaDevices.getUserMedia({ video, audio: false }) };
  } catch (error) {
    void call('app/scanner-camera', { open: false });
    return { ok: false, problem: cameraProblemOf(error) };
  }
}

/** The cameras this computer has (labels are known once one camera was allowed). */
export async function listCameras(): Promise<CameraChoice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput' && device.deviceId !== '')
    .map((device, i) => ({ deviceId: device.deviceId, label: device.label || `#${i + 1}` }));
}

/** Stops every track of `stream`: the camera light goes off. */
export function closeCamera(stream: MediaStream | null): void {
  if (!stream) return;
  for (const track of stream.getTracks()) track.stop();
  void call('app/scanner-camera', { open: false });
}
