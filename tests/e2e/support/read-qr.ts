// Reads the QR code in a screenshot (PNG) the way a phone would: jsQR on its pixels. Null when none is found.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function readQr(png: Buffer): string | null {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height)?.data ?? null;
}
