// The app's one QR encoder for the page: text -> QrImage (the `qrcode` package's module matrix as an SVG path).
import QRCode from 'qrcode';
import type { QrImage } from '../../../shared/api/qr';
import { WalletError } from '../../../shared/errors';

/** Quiet zone in modules on each side (the standard asks for 4; 2 reads on screens and keeps frames larger). */
const MARGIN = 2;

/**
 * The QR image of `text` at error correction M (frames of up to 800 characters stay readable by ordinary cameras).
 * Each run of dark modules in a row is one rectangle `M x y h w v1 h-w z`. Text too long for one QR code is
 * invalid_request.
 */
export function qrImage(text: string): QrImage {
  let modules: { size: number; get(x: number, y: number): number | boolean };
  try {
    ({ modules } = QRCode.create(text, { errorCorrectionLevel: 'M' }));
  } catch {
    throw new WalletError('invalid_request', 'This text is too long for one QR code.', {
      reason: 'qr_too_long',
    });
  }
  const n = modules.size;
  let path = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && modules.get(x, y)) x++;
      const width = x - start;
      path += `M${start + MARGIN} ${y + MARGIN}h${width}v1h-${width}z`;
    }
  }
  return { size: n + 2 * MARGIN, path };
}
