// Vite plugin: drops jsQR's Shift-JIS table (Kanji mode) from the decode worker's bundle; every code the wallet reads
// is ASCII or UTF-8 bytes. Decision 0753.
//
// jsQR ships one prebuilt file whose largest part (about 7,000 lines, ~30 KB of the worker's 46 KB gzip) maps Kanji
// mode's 13-bit values to Unicode. No code the wallet reads uses Kanji mode: payment URIs, `wc:` links and the
// offline frames are ASCII, and a QR encoder writes other text in byte mode. Without the table a Kanji segment
// decodes to U+0000 characters, which every reader of the scanner refuses as an unknown code (none accepts a control
// character), so nothing is misread: it is refused.

/** The module this plugin rewrites. */
export const JSQR_FILE = /[\\/]node_modules[\\/]jsqr[\\/]dist[\\/]jsQR\.js$/;

const TABLE_START = 'exports.shiftJISTable = {';

/**
 * `code` of jsQR's bundle with the Shift-JIS table emptied. Throws when the table is not where jsQR 1.4 has it (a
 * changed jsQR must fail the build, not ship the table silently or cut the wrong code).
 */
export function withoutShiftJisTable(code: string): string {
  const start = code.indexOf(TABLE_START);
  if (start < 0 || code.indexOf(TABLE_START, start + 1) >= 0)
    throw new Error('jsqr-without-kanji: jsQR no longer has exactly one "exports.shiftJISTable = {"');
  const bodyStart = start + TABLE_START.length;
  const end = code.indexOf('\n};', bodyStart);
  const body = code.slice(bodyStart, end);
  if (end < 0 || !/^\s*(0x[0-9A-F]+: 0x[0-9A-F]+,?\s*)+$/.test(body))
    throw new Error('jsqr-without-kanji: the Shift-JIS table is not a plain list of hex pairs');
  return `${code.slice(0, bodyStart)}}${code.slice(end + '\n}'.length)}`;
}

/** The plugin: rewrites jsQR wherever it is bundled (the decode worker). */
export function jsqrWithoutKanji() {
  return {
    name: 'xyz-jsqr-without-kanji',
    transform(code: string, id: string) {
      return JSQR_FILE.test(id) ? { code: withoutShiftJisTable(code), map: null } : null;
    },
  };
}
