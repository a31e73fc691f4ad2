// Offline files as QR codes on the terminal: the app's frames (offline/qr, shared/offline/qr-frames) drawn with
// the `qrcode` package's terminal renderer, two modules per character row, error correction M as the app's SVGs.
import QRCode from 'qrcode';

/** One frame as terminal text (ANSI colours: dark modules on a light quiet zone). */
export const terminalQr = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });

/** Every frame, each under a "QR i/n" heading: a reader joins them in any order (the frame headers number them). */
export async function framesAsTerminalQr(frames: readonly string[]): Promise<string> {
  const drawn = await Promise.all(frames.map(terminalQr));
  return drawn
    .map(
      (qr, i) =>
        `QR ${i + 1}/${frames.length}${frames.length > 1 ? ' (scan every code, in any order)' : ''}\n${qr}`,
    )
    .join('\n');
}
