// app/qr-image through the router: the page gets the core's QR image of a short text, and a text longer than any
// frame or address is refused by the contract before the encoder sees it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QR_TEXT_MAX } from '../../../../shared/api/qr';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { qrImage } from '../../../../electron/core/qr/qr-image';
import { openHarness, type Harness } from '../keys/harness';

let h: Harness;
beforeEach(async () => (h = await openHarness()));
afterEach(async () => h.dispose());

describe('app/qr-image', () => {
  it("answers the core encoder's image of the text", async () => {
    const text = DEVNET_KEYS.bob.address;
    expect(await h.raw('app/qr-image', { text })).toEqual({ ok: true, value: qrImage(text) });
  });

  it('refuses an empty text, a text over the limit and extra fields with invalid_request', async () => {
    for (const request of [{ text: '' }, { text: 'x'.repeat(QR_TEXT_MAX + 1) }, { text: 'x', size: 9 }])
      expect(await h.raw('app/qr-image', request)).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
  });

  it("answers a text within the limit but too long in bytes for a QR code (3,000 bytes of '€') with invalid_request", async () => {
    expect(await h.raw('app/qr-image', { text: '€'.repeat(QR_TEXT_MAX) })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: { reason: 'qr_too_long' } },
    });
  });
});
