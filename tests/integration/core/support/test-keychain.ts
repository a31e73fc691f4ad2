// The real OS keychain (keytar) under the test service, with a random namespace per test file, and its cleanup.
import keytar from 'keytar';
import { randomBytes } from 'node:crypto';
import {
  createKeytarKeychain,
  testKeychainService,
  type Keychain,
} from '../../../../electron/core/keys/keychain';

export interface TestKeychain {
  keychain: Keychain;
  service: string;
  namespace: string;
  /** Names of this namespace's entries currently in the keychain. */
  entries(): Promise<string[]>;
  /** Deletes every entry of this namespace. */
  cleanup(): Promise<void>;
}

/**
 * findCredentials lists every item of the service and then reads each one: an item deleted in between (by another
 * test file, or another opener's keychain probe, sharing the keyring) fails the whole call with "No such secret item".
 * Listing again is the cure; with test files running side by side the keyring churns, so it tries for a while.
 */
async function credentialsOf(service: string, attempts = 40): Promise<Array<{ account: string }>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await keytar.findCredentials(service);
    } catch (error) {
      if (attempt >= attempts || !/No such secret item/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(25 * attempt, 250)));
    }
  }
}

export async function openTestKeychain(): Promise<TestKeychain> {
  const service = testKeychainService();
  if (!/test/.test(service))
    throw new Error(`refusing to run against a non-test keychain service: ${service}`);
  const namespace = `it-${process.pid}-${randomBytes(4).toString('hex')}`;
  const keychain = await createKeytarKeychain(service, { namespace });
  const entries = async () =>
    (await credentialsOf(service))
      .map((c) => c.account)
      .filter((a) => a.startsWith(`${namespace}/`))
      .map((a) => a.slice(namespace.length + 1));
  return {
    keychain,
    service,
    namespace,
    entries,
    async cleanup() {
      for (const name of await entries()) {
        // Another file's clean-up never touches this namespace, but a listed item may be gone by now: fine.
        await keytar.deletePassword(service, `${namespace}/${name}`).catch(() => false);
      }
    },
  };
}
