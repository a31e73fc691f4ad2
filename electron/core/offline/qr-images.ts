// QR images for offline files: the text is split into frames (shared/offline/qr-frames) and each frame is drawn
// by the app's one QR encoder (../qr/qr-image). No network, no files.
import type { QrImage } from '../../../shared/api/qr';
import { splitIntoFrames } from '../../../shared/offline/qr-frames';
import { qrImage } from '../qr/qr-image';

/** The frames of `payload` and one QR image per frame, in order. */
export function qrFramesWithImages(payload: string): { frames: string[]; images: QrImage[] } {
  const frames = splitIntoFrames(payload);
  return { frames, images: frames.map(qrImage) };
}
