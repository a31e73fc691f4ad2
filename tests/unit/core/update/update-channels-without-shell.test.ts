// Core hosted without the Electron shell (Chromium fallback, tests): update/* answer the typed `unavailable` result.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPDATES_UNAVAILABLE_MESSAGE } from '../../../../electron/core/handlers/update';
import { openHarness, type Harness } from '../keys/harness';

let h: Harness;
beforeEach(async () => {
  h = await openHarness();
});
afterEach(async () => {
  await h.dispose();
});

describe('update channels without the Electron shell', () => {
  it.each(['update/status', 'update/check', 'update/download', 'update/install'])(
    '%s answers unavailable with a human message',
    async (channel) => {
      expect(await h.core.invoke(channel, {})).toEqual({
        ok: false,
        error: {
          code: 'unavailable',
          message: 'Updates are managed by the desktop app; this window has no updater.',
        },
      });
    },
  );

  it('still rejects a malformed request before answering', async () => {
    expect(await h.core.invoke('update/check', { channel: 'beta' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });

  it('uses one message for every channel', () => {
    expect(UPDATES_UNAVAILABLE_MESSAGE).toMatch(/desktop app/);
  });
});
