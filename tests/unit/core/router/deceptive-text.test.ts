// The contract refuses text that could deceive: lone surrogates anywhere are invalid_request (never internal), and
// names a person gives (accounts, address book, networks) refuse hidden and direction-changing characters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '../../../../shared/api';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { openHarness, type Harness } from '../keys/harness';

let h: Harness;
beforeEach(async () => (h = await openHarness()));
afterEach(async () => h.dispose());

const BOB = DEVNET_KEYS.bob.address;

describe('text that cannot deceive', () => {
  it('answers a lone surrogate in offline/qr with invalid_request, not internal', async () => {
    expect(await h.raw('offline/qr', { text: '\uD800' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: { reason: 'ill_formed_text' } },
    });
  });

  it('answers a lone surrogate on every channel with invalid_request', async () => {
    for (const channel of CHANNEL_NAMES) {
      const result = await h.raw(channel, { text: 'x\uDC00', name: '\uD800' });
      expect(result, channel).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    }
  });

  it.each([
    ['keys/add-watch-only', { address: BOB, name: 'Bob\u202Egnp' }],
    ['addressbook/add', { name: 'Exchange\u200B', address: BOB }],
  ])('refuses a hidden or direction-changing character in a name (%s)', async (channel, payload) => {
    const result = await h.raw(channel, payload);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(JSON.stringify(result)).toMatch(/hidden, direction-changing or control characters/);
  });

  it('still accepts names in any script', async () => {
    expect(await h.raw('keys/add-watch-only', { address: BOB, name: 'محفظة 東京 🙂' })).toMatchObject({
      ok: true,
    });
  });
});
