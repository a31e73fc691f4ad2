// The keychain's start-up probe: two processes (the app and the CLI, or two test files) opening the same service at
// the same moment must both succeed — each probes its own entry, so one's probe never reads the other's value.
import { afterEach, describe, expect, it } from 'vitest';
import { createKeytarKeychain } from '../../../../electron/core/keys/keychain';

const store = new Map<string, string>();
let calls = 0;
/** Uneven call lengths (0-3 ms), so one opener's delete can land between another's write and read. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, (calls++ * 7) % 4));

/** keytar's surface over a map, each call a tick long so concurrent openers interleave as real D-Bus calls do. */
const fakeKeytar = {
  async setPassword(service: string, account: string, password: string) {
    await tick();
    store.set(`${service}|${account}`, password);
  },
  async getPassword(service: string, account: string) {
    await tick();
    return store.get(`${service}|${account}`) ?? null;
  },
  async deletePassword(service: string, account: string) {
    await tick();
    return store.delete(`${service}|${account}`);
  },
};
const open = (namespace?: string) =>
  createKeytarKeychain('xyz-wallet-test', { namespace, keytar: fakeKeytar });

afterEach(() => {
  store.clear();
  calls = 0;
});

describe('keychain start-up probe', () => {
  it('lets many openers of one service probe at the same time', async () => {
    const opened = await Promise.allSettled(Array.from({ length: 8 }, () => open()));
    expect(opened.map((o) => o.status)).toEqual(Array(8).fill('fulfilled'));
  });

  it('leaves no probe entry behind', async () => {
    await Promise.allSettled([open(), open()]);
    expect([...store.keys()]).toEqual([]);
  });

  it('still works as a keychain after the probe', async () => {
    const chain = await open('n1');
    await chain.set('vault', 'sealed');
    expect(await chain.get('vault')).toBe('sealed');
    expect([...store.keys()]).toEqual(['xyz-wallet-test|n1/vault']);
  });
});
