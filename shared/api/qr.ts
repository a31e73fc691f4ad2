// A QR code as the core draws it for the page: the side in modules and one SVG path of its dark modules.

/** Longest text the page may ask one QR image for: an offline frame (800 characters and its header) fits. */
export const QR_TEXT_MAX = 1000;

/**
 * A QR code with a 2-module quiet zone: `size` modules a side, `path` the dark modules as SVG path data in module
 * units (only absolute M and relative h, v and z), for `<path d>` on a `0 0 size size` view box.
 */
export interface QrImage {
  size: number;
  path: string;
}
