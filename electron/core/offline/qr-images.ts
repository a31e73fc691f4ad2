// QR images for offline files: the text is split into frames (shared/offline/qr-frames) and each frame is drawn
// as an SVG string with the `qrcode` package. No network, no files.
import QRCode from 'qrcode';
import { splitIntoFrames } from '../../../shared/offline/qr-frames';

/** One SVG per frame; error correction M keeps frames of up to 800 characters readable by ordinary cameras. */
export async function qrFramesWithImages(payload: string): Promise<{ frames: string[]; svgs: string[] }> {
  const frames = splitIntoFrames(payload);
  const svgs = await Promise.all(
    frames.map((frame) => QRCode.toString(frame, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })),
  );
  return { frames, svgs };
}
