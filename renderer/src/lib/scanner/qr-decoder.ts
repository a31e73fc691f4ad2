// The one module that names the QR decoding library (decision 0723: jsQR). It runs inside the decode worker only.
import jsQR from 'jsqr';

/** RGBA pixels, 4 bytes per pixel, row by row (what ImageData holds). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Whether this build can decode QR codes. */
export const decoderAvailable: boolean = true;

/** The text of the QR code in `image`, or null when none is found. */
export function decodeQr(image: RgbaImage): string | null {
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
