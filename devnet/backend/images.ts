// Token images served by the devnet itself: a deterministic SVG badge generated from the image name.
import { sha256 } from '@cosmjs/crypto';
import { toUtf8 } from '@cosmjs/encoding';

/** Path prefix of generated images on the backend listener: /images/<name>.svg */
export const IMAGES_PREFIX = '/images/';

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The image name of an /images/<name>.svg path, or null when the path is not a valid image path. */
export function imageName(pathname: string): string | null {
  if (!pathname.startsWith(IMAGES_PREFIX) || !pathname.endsWith('.svg')) return null;
  const name = pathname.slice(IMAGES_PREFIX.length, -'.svg'.length);
  return NAME.test(name) ? name : null;
}

/** A 256x256 SVG badge for `name`: two-colour gradient from its hash and up to 4 letters of it. Pure. */
export function tokenSvg(name: string): string {
  const h = sha256(toUtf8(name));
  const hue1 = ((h[0]! << 8) | h[1]!) % 360;
  const hue2 = (hue1 + 40 + (h[2]! % 140)) % 360;
  const shape = h[3]! % 3;
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
