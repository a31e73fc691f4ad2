// The decode worker's jsQR without its Shift-JIS table: byte-mode codes (all the wallet reads) decode exactly as with
// the whole library; a Kanji-mode code decodes to U+0000 characters the scanner's readers refuse, never to other
// text; a jsQR that changed shape fails the build instead of shipping the table or cutting the wrong code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  JSQR_FILE,
  jsqrWithoutKanji,
  withoutShiftJisTable,
} from '../../../../renderer/build/jsqr-without-kanji';
import { parsePaymentUri } from '../../../../shared/payment-uri';

const require = createRequire(import.meta.url);
const JSQR_PATH = require.resolve('jsqr/dist/jsQR.js');
const toSJIS = require('qrcode/helper/to-sjis') as (codePoint: string) => number;
const ORIGINAL = readFileSync(JSQR_PATH, 'utf8');

type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/** Evaluates a jsQR bundle (UMD) as CommonJS and returns its function. */
function loadJsQr(code: string): JsQr {
  const module = { exports: {} as { default?: JsQr } };
  new Function('module', 'exports', code)(module, module.exports);
  return (module.exports.default ?? module.exports) as unknown as JsQr;
}

/** RGBA pixels of `segments` as a QR code, 4 pixels a module, with a quiet zone of 4 modules. */
function qrImage(segments: QRCode.QRCodeSegment[]): {
  data: Uint8ClampedArray;
  width: number;
  height: number;
} {
  const qr = QRCode.create(segments, { errorCorrectionLevel: 'M', toSJISFunc: toSJIS });
  const scale = 4;
  const quiet = 4;
  const side = (qr.modules.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < qr.modules.size && col < qr.modules.size;
      if (inside && qr.modules.get(row, col)) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  return { data, width: side, height: side };
}

const whole = loadJsQr(ORIGINAL);
const trimmed = loadJsQr(withoutShiftJisTable(ORIGINAL));

describe('jsQR without the Shift-JIS table', () => {
  it('drops the table: the bundle loses most of its size', () => {
    expect(withoutShiftJisTable(ORIGINAL).length).toBeLessThan(ORIGINAL.length / 2);
    expect(withoutShiftJisTable(ORIGINAL)).toContain('exports.shiftJISTable = {}');
  });

  it.each([
    ['a payment URI', 'xyz:xyz1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu?amount=1.5&memo=caf%C3%A9'],
    ['an offline frame', 'XYZTX:1/2:0a1b2c3d:{"kind":"xyz-wallet/signed-tx"}'],
    ['UTF-8 text in byte mode', 'Grüße, 東京 and ✓'],
  ])('decodes %s exactly as the whole jsQR does', (_what, text) => {
    const image = qrImage([{ data: new TextEncoder().encode(text), mode: 'byte' }]);
    expect(whole(image.data, image.width, image.height)?.data).toBe(text);
    expect(trimmed(image.data, image.width, image.height)?.data).toBe(text);
  });

  it('reads a Kanji-mode code as U+0000 characters, which a reader refuses, never as other text', () => {
    const image = qrImage([
      { data: new TextEncoder().encode('xyz:'), mode: 'byte' },
      { data: '漢字', mode: 'kanji' },
    ]);
    expect(whole(image.data, image.width, image.height)?.data).toBe('xyz:漢字');
    const read = trimmed(image.data, image.width, image.height)?.data;
    expect(read).toBe('xyz:\u0000\u0000');
    expect(parsePaymentUri(read!).ok).toBe(false);
  });

  it('fails the build when jsQR no longer has the table where 1.4 has it', () => {
    expect(() => withoutShiftJisTable('exports.other = {};')).toThrow(/shiftJISTable/);
    expect(() => withoutShiftJisTable('exports.shiftJISTable = {\n    0x8140: someCall(),\n};')).toThrow(
      /hex pairs/,
    );
  });

  it('rewrites jsQR only', () => {
    const plugin = jsqrWithoutKanji();
    expect(JSQR_FILE.test(JSQR_PATH)).toBe(true);
    expect(plugin.transform(ORIGINAL, JSQR_PATH)?.code).toContain('exports.shiftJISTable = {}');
    expect(plugin.transform('exports.shiftJISTable = {', '/app/node_modules/other/index.js')).toBeNull();
  });
});
