// Two wallet cores (the app and the CLI, or test files running side by side) open the same keychain service at
// once: each one's availability probe must use its own entry, so neither reads the other's probe or deletes it
// under the other's feet (which failed a core with keychain_unavailable and left gnome-keyring listing an item
// it could no longer read).
import keytar from 'keytar';
import { expect, it } from 'vitest';
import { createKeytarKeychain, testKeychainService } from '../../../../electron/core/keys/keychain';

it('opens many keychains of one service at the same moment, and leaves no probe behind', async () => {
  const service = testKeychainService();
  expect(service).toMatch(/test/);
  const opened = await Promise.allSettled(
    Array.from({ length: 12 }, (_, i) => createKeytarKeychain(service, { namespace: `probe-race-${i}` })),
  );
  expect(opened.filter((r) => r.status === 'rejected')).toEqual([]);
  const left = (await keytar.findCredentials(service)).filter(
    (c) => /probe/.test(c.account) && c.account.startsWith('__'),
  );
  expect(left).toEqual([]);
});
