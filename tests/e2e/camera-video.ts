// A fake camera for the scanner e2e: a Y4M video (what Chromium's --use-file-for-fake-video-capture plays, looping)
// made of QR codes drawn from given texts (the app's own frames), and a Chromium launched to film it.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-app';
import { launchChromiumWithFeaturesOff } from '../../scripts/lib/chromium-launch';
import { CHROMIUM_PATH } from './support/browser';

export interface VideoShape {
  width: number;
  height: number;
  fps: number;
  /** Video frames each QR code stays in view. */
  hold: number;
}

export const DEFAULT_SHAPE: VideoShape = { width: 960, height: 720, fps: 10, hold: 3 };

/** One grey (Y) plane with the QR code of `text` centred, as large as whole pixels per module allow. */
function qrPlane(text: string, shape: VideoShape): Uint8Array {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(shape.width, shape.height) * 0.92) / (modules.size + 2 * quiet));
  if (scale < 2) throw new Error(`a ${modules.size}-module QR does not fit ${shape.width}x${shape.height}`);
  const plane = new Uint8Array(shape.width * shape.height).fill(235);
  const side = modules.size * scale;
  const left = Math.floor((shape.width - side) / 2);
  const top = Math.floor((shape.height - side) / 2);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * shape.width + left + col * scale;
        plane.fill(16, start, start + scale);
      }
    }
  return plane;
}

/** Writes a Y4M (4:2:0, grey) showing each text's QR code for `shape.hold` frames, in order; loops when played. */
export function writeQrVideo(
  file: string,
  texts: readonly string[],
  shape: VideoShape = DEFAULT_SHAPE,
): void {
  const header = Buffer.from(`YUV4MPEG2 W${shape.width} H${shape.height} F${shape.fps}:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((shape.width / 2) * (shape.height / 2) * 2, 128);
  const marker = Buffer.from('FRAME\n');
  const parts: Buffer[] = [header];
  for (const text of texts) {
    const plane = Buffer.from(qrPlane(text, shape));
    for (let i = 0; i < shape.hold; i++) parts.push(marker, plane, chroma);
  }
  writeFileSync(file, Buffer.concat(parts));
}

/**
 * Chromium with a fake camera: `video` plays as the camera (null: the built-in fake pattern), and the permission
 * prompt is answered yes as the Electron shell's grant does (decision 0723) unless `allow: false` (then headless
 * Chromium refuses it, as a person would). `camera: false` launches with no camera at all.
 */
export async function launchWithCamera(
  opts: { video?: string | null; camera?: boolean; allow?: boolean } = {},
): Promise<Browser> {
  const camera = opts.camera ?? true;
  const args = [
    ...CHROMIUM_ARGS,
    ...(camera ? ['--use-fake-device-for-media-stream'] : []),
    ...((opts.allow ?? true) ? ['--use-fake-ui-for-media-stream'] : []),
    ...(camera && opts.video ? [`--use-file-for-fake-video-capture=${opts.video}`] : []),
  ];
  return launchChromiumWithFeaturesOff({ executablePath: CHROMIUM_PATH, args, headless: true });
}
