// The QR decode worker: draws each transferred video frame on its own OffscreenCanvas, reads the pixels and decodes
// them, so neither the pixel copy nor the decoding ever runs on the page's main thread.
import type { DecodeAnswer, DecodeRequest } from './decode-protocol';
import { decodeQr, decoderAvailable } from './qr-decoder';

/** Frames are scaled down to at most this width before decoding: enough for an 800-character QR, and fast. */
const MAX_DECODE_WIDTH = 960;

const scope = self as unknown as {
  postMessage(message: DecodeAnswer): void;
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
};

let canvas: OffscreenCanvas | null = null;

function pixelsOf(frame: ImageBitmap): ImageData {
  const scale = Math.min(1, MAX_DECODE_WIDTH / frame.width);
  const width = Math.max(1, Math.round(frame.width * scale));
  const height = Math.max(1, Math.round(frame.height * scale));
  canvas ??= new OffscreenCanvas(width, height);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(frame, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

scope.onmessage = (event) => {
  const { id, frame } = event.data;
  const started = performance.now();
  let text: string | null = null;
  try {
    if (decoderAvailable) text = decodeQr(pixelsOf(frame));
  } finally {
    frame.close();
  }
  scope.postMessage({ type: 'decoded', id, text, ms: performance.now() - started });
};

scope.postMessage({ type: 'ready', decoderAvailable });
