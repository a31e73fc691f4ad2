// The one module that names the QR decoding library (decision 0722: jsQR). It runs inside the decode worker only.
//
// jsqr@1.4.0 is not installed in this checkout yet. Until it is, `decoderAvailable` is false, the scanner says so
// and offers the file route. Once installed, this file becomes:
//   import jsQR from 'jsqr';
//   export const decoderAvailable = true;
//   export function decodeQr(image: RgbaImage): string | null {
//     return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
//   }

/** RGBA pixels, 4 bytes per pixel, row by row (what ImageData holds). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Whether this build can decode QR codes. */
export const decoderAvailable: boolean = false;

/** The text of the QR code in `image`, or null when none is found. */
export function decodeQr(image: RgbaImage): string | null {
  void image;
  return null;
}
