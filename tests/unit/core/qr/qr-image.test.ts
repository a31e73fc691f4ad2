// The core's QR encoder: what the page draws from a QrImage reads back, in a QR decoder, as exactly the text given.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrImage } from '../../../../electron/core/qr/qr-image';
import { splitIntoFrames } from '../../../../shared/offline/qr-frames';
import type { QrImage } from '../../../../shared/api/qr';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';

const PIXELS_PER_MODULE = 4;

/**
 * Fills the rectangles of `image.path` on a white bitmap, as an SVG renderer would: each `M x y` starts a
 * subpath and the relative `h`/`v` moves trace its outline; the commands the encoder promises are the only ones read.
 */
function rasterize(image: QrImage): { data: Uint8ClampedArray; width: number; height: number } {
  const side = image.size * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const commands = image.path.match(/[A-Za-z][^A-Za-z]*/g) ?? [];
  let x = 0;
  let y = 0;
  let xs: number[] = [];
  let ys: number[] = [];
  const fill = () => {
    for (let my = Math.min(...ys); my < Math.max(...ys); my++)
      for (let mx = Math.min(...xs); mx < Math.max(...xs); mx++)
        for (let py = 0; py < PIXELS_PER_MODULE; py++)
          for (let px = 0; px < PIXELS_PER_MODULE; px++) {
            const i = ((my * PIXELS_PER_MODULE + py) * side + mx * PIXELS_PER_MODULE + px) * 4;
            data[i] = data[i + 1] = data[i + 2] = 0;
          }
  };
  for (const command of commands) {
    const [op, ...args] = [
      command[0],
      ...command
        .slice(1)
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    ];
    if (op === 'M') [x, y] = [args[0]!, args[1]!];
    else if (op === 'h') x += args[0]!;
    else if (op === 'v') y += args[0]!;
    else if (op === 'z') {
      fill();
      xs = [];
      ys = [];
      continue;
    } else throw new Error(`unexpected path command ${op}`);
    xs.push(x);
    ys.push(y);
  }
  return { data, width: side, height: side };
}

function decoded(image: QrImage): string | null {
  const bitmap = rasterize(image);
  return jsQR(bitmap.data, bitmap.width, bitmap.height)?.data ?? null;
}

describe('the QR image the core draws for the page', () => {
  it('reads back as the address on the Receive screen', () => {
    const address = DEVNET_KEYS.alice.address;
    expect(decoded(qrImage(address))).toBe(address);
  });

  it('reads back as every frame of an offline file, the longest included', () => {
    const frames = splitIntoFrames(JSON.stringify({ memo: 'x'.repeat(2000), note: 'grüße 👋' }));
    expect(frames.length).toBeGreaterThan(1);
    for (const frame of frames) expect(decoded(qrImage(frame))).toBe(frame);
  });

  it('keeps a two-module quiet zone and only the path commands M, h, v and z', () => {
    const image = qrImage('xyz');
    expect(image.size).toBe(21 + 4);
    expect(image.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const starts = [...image.path.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...starts.map(([x]) => x!))).toBe(2);
    expect(Math.min(...starts.map(([, y]) => y!))).toBe(2);
  });

  it('draws one rectangle per run of dark modules, not one per module', () => {
    const image = qrImage(DEVNET_KEYS.alice.address);
    const rectangles = image.path.split('z').length - 1;
    const darkModules = [...image.path.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(rectangles).toBeLessThan(darkModules);
  });

  it('refuses text too long for one QR code with invalid_request', () => {
    expect(() => qrImage('x'.repeat(3000))).toThrow(
      expect.objectContaining({ code: 'invalid_request', details: { reason: 'qr_too_long' } }),
    );
  });
});
