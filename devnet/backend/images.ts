// Token images served by the devnet itself: a deterministic badge generated from the image name, as SVG or PNG
// (the wallet shows PNG/JPEG/GIF/WebP only, decision 0306; genesis tokens point at the PNG).
import { sha256 } from '@cosmjs/crypto';
import { toUtf8 } from '@cosmjs/encoding';
import { encodePng } from './png';

/** Path prefix of generated images on the backend listener: /images/<name>.svg or /images/<name>.png */
export const IMAGES_PREFIX = '/images/';

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The name and format of an /images/<name>.(svg|png) path, or null when the path is not a valid image path. */
export function imageFile(pathname: string): { name: string; format: 'svg' | 'png' } | null {
  const match = /^\/images\/(.+)\.(svg|png)$/.exec(pathname);
  if (!match || !NAME.test(match[1]!)) return null;
  return { name: match[1]!, format: match[2] as 'svg' | 'png' };
}

/** The image name of an /images/<name>.svg path, or null when the path is not a valid SVG image path. */
export function imageName(pathname: string): string | null {
  const file = imageFile(pathname);
  return file?.format === 'svg' ? file.name : null;
}

/** The two hues and ring shape of `name`'s badge (shared by the SVG and the PNG). */
function badgeStyle(name: string): { hue1: number; hue2: number; shape: number } {
  const h = sha256(toUtf8(name));
  const hue1 = ((h[0]! << 8) | h[1]!) % 360;
  return { hue1, hue2: (hue1 + 40 + (h[2]! % 140)) % 360, shape: h[3]! % 3 };
}

/** RGB of an HSL colour (h in degrees, s and l in 0..1). */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/**
 * A `size` x `size` PNG badge for `name`: the SVG badge's round two-colour gradient and ring shape (without the
 * letters: the wallet shows the symbol beside it). Pure and deterministic.
 */
export function tokenPng(name: string, size = 96): Buffer {
  const { hue1, hue2, shape } = badgeStyle(name);
  const from = hslToRgb(hue1, 0.7, 0.55);
  const to = hslToRgb(hue2, 0.7, 0.4);
  const rgba = new Uint8Array(size * size * 4);
  const c = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      // Coordinates in the SVG's 256-unit box, at the pixel centre.
      const u = ((x + 0.5) * 256) / size;
      const v = ((y + 0.5) * 256) / size;
      const r = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      const alpha = Math.max(0, Math.min(1, c - r + 0.5));
      if (alpha === 0) continue;
      const t = (u + v) / 512;
      const ring =
        shape === 0
          ? Math.abs(Math.hypot(u - 128, v - 128) - 96) <= 5
          : shape === 1
            ? Math.max(Math.abs(u - 128), Math.abs(v - 128)) <= 93 &&
              Math.max(Math.abs(u - 128), Math.abs(v - 128)) >= 83
            : Math.abs(Math.abs(u - 128) + Math.abs(v - 128) - 100) <= 7;
      const at = (y * size + x) * 4;
      for (let i = 0; i < 3; i += 1) {
        const base = from[i]! + (to[i]! - from[i]!) * t;
        rgba[at + i] = Math.round(ring ? base * 0.75 + 255 * 0.25 : base);
      }
      rgba[at + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, rgba);
}

/** A 256x256 SVG badge for `name`: two-colour gradient from its hash and up to 4 letters of it. Pure. */
export function tokenSvg(name: string): string {
  const { hue1, hue2, shape } = badgeStyle(name);
  const label =
    name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 4)
      .toUpperCase() || '?';
  const fontSize = label.length <= 2 ? 104 : label.length === 3 ? 84 : 66;
  const ring =
    shape === 0
      ? '<circle cx="128" cy="128" r="96" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="10"/>'
      : shape === 1
        ? '<rect x="40" y="40" width="176" height="176" rx="36" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="10"/>'
        : '<path d="M128 28 L222 128 L128 228 L34 128 Z" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="10"/>';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue1},70%,55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2},70%,40%)"/></linearGradient></defs>`,
    '<rect width="256" height="256" rx="128" fill="url(#g)"/>',
    ring,
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
}

/**
 * Image URLs recorded on chain as a path on the devnet (e.g. "/images/pepe.svg") are relative to whichever
 * port the devnet listens on today; B1 makes them absolute against the URL the client used.
 */
export function absoluteImageUrl(image: string | null, origin: string): string | null {
  if (image === null) return null;
  return image.startsWith('/') ? `${origin}${image}` : image;
}
