// Settings and network profiles are validated; a bad saved config is repaired and reported, never fatal.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { DEVNET_PROFILE } from '../../../../electron/core/config/devnet-profile';
import { createLaunchpadResolver } from '../../../../electron/core/config/launchpad';
import { createNetworkStore } from '../../../../electron/core/config/network-store';
import { createSettingsStore, repairSettings } from '../../../../electron/core/config/settings-store';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';

const repos = () => createMemoryRepositories();
let counter = 0;
const newId = () => `p${++counter}`;

const userProfile = {
  name: 'Stock Cosmos',
  chainId: 'cosmoshub-4',
  dialect: 'cosmos' as const,
  restUrl: 'https://rest.example',
  rpcUrl: 'https://rpc.example',
  backendUrl: 'https://backend.example',
  prefix: 'cosmos',
  coinType: 118,
  gasPrices: { low: '0.01', average: '0.025', high: '0.04' },
  denom: 'uatom',
  launchpadAddress: null,
};

describe('the devnet default profile', () => {
  it('has the chain id, dialect, prefix, coin type, gas prices and URLs of the brief', () => {
    expect(DEVNET_PROFILE).toMatchObject({
      chainId: 'xyz-devnet-1',
      dialect: 'spec',
      prefix: 'xyz',
      coinType: 118,
      gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
      restUrl: 'http://127.0.0.1:1317',
      rpcUrl: 'http://127.0.0.1:26657',
      backendUrl: 'http://127.0.0.1:8080',
      launchpadAddress: null,
      isDevnet: true,
    });
  });
});

describe('settings', () => {
  it('repairs each bad saved field on its own and reports it', () => {
    const { settings, problems } = repairSettings({ autoLockMinutes: -5, feeTier: 'high', gasAdjustment: 9 });
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, feeTier: 'high' });
    expect(problems).toEqual([
      { code: 'setting_invalid', details: { key: 'autoLockMinutes' } },
      { code: 'setting_invalid', details: { key: 'gasAdjustment' } },
    ]);
    expect(repairSettings('garbage').problems).toEqual([{ code: 'settings_unreadable' }]);
    expect(repairSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  it('validates updates as a whole and persists them', () => {
    const db = repos();
    const store = createSettingsStore(db.kv);
    expect(() => store.update({ gasAdjustment: 1.6 })).toThrow(/gasAdjustment/);
    store.update({ gasAdjustment: 1.3, signMode: 'amino' });
    expect(createSettingsStore(db.kv).get()).toMatchObject({ gasAdjustment: 1.3, signMode: 'amino' });
    expect(store.reset()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('network profiles', () => {
  it('starts on the devnet, applying in-memory overrides that are never saved', () => {
    const db = repos();
    const store = createNetworkStore({
      repo: db.networks,
      kv: db.kv,
      newId,
      devnetOverride: { restUrl: 'http://127.0.0.1:5555' },
    });
    expect(store.active()).toMatchObject({ id: 'devnet', restUrl: 'http://127.0.0.1:5555' });
    expect(db.networks.list()).toEqual([]);
  });

  it('adds, edits, selects and removes a user profile', () => {
    const db = repos();
    const store = createNetworkStore({ repo: db.networks, kv: db.kv, newId });
    const added = store.add(userProfile);
    expect(store.select(added.id).prefix).toBe('cosmos');
    expect(store.update(added.id, { name: 'Hub' }).name).toBe('Hub');
    expect(() => store.update(added.id, { restUrl: 'ftp://x' })).toThrow(/http/);
    const reopened = createNetworkStore({ repo: db.networks, kv: db.kv, newId });
    expect(reopened.active()).toMatchObject({ id: added.id, name: 'Hub' });
    expect(reopened.remove(added.id)).toBe('devnet');
    expect(() => reopened.remove('devnet')).toThrow(/cannot be removed/);
  });

  it('falls back to the devnet and reports it when the saved profile is corrupt', () => {
    const db = repos();
    const store = createNetworkStore({ repo: db.networks, kv: db.kv, newId });
    const added = store.add(userProfile);
    store.select(added.id);
    db.networks.upsert({ ...added, restUrl: 'not a url' });
    const reopened = createNetworkStore({ repo: db.networks, kv: db.kv, newId });
    expect(reopened.active().id).toBe('devnet');
    // Codes with data, no sentences: the renderer words them.
    expect(reopened.warnings).toEqual([
      {
        code: 'network_profile_invalid',
        details: { id: added.id, problem: expect.stringMatching(/^restUrl: /) },
      },
      { code: 'active_network_missing' },
    ]);
  });

  it('lets the devnet profile be edited and reset', () => {
    const db = repos();
    const store = createNetworkStore({ repo: db.networks, kv: db.kv, newId });
    expect(store.update('devnet', { backendUrl: 'http://127.0.0.1:9090' }).backendUrl).toBe(
      'http://127.0.0.1:9090',
    );
    expect(createNetworkStore({ repo: db.networks, kv: db.kv, newId }).active().backendUrl).toBe(
      'http://127.0.0.1:9090',
    );
    expect(store.resetDevnet().backendUrl).toBe('http://127.0.0.1:8080');
  });
});

describe('launchpad address', () => {
  const devnet = { ...DEVNET_PROFILE };

  it('uses an explicit address without any request', async () => {
    const resolve = createLaunchpadResolver(async () => {
      throw new Error('no network');
    });
    expect(await resolve({ ...devnet, launchpadAddress: 'xyz1launch' })).toBe('xyz1launch');
  });

  it('learns it once from /devnet/info on the devnet', async () => {
    const urls: string[] = [];
    const resolve = createLaunchpadResolver(async (url) => {
      urls.push(String(url));
      return new Response(
        JSON.stringify({ chain_id: 'xyz-devnet-1', launchpad_address: 'xyz1pad', faucet_address: 'x' }),
      );
    });
    expect(await resolve(devnet)).toBe('xyz1pad');
    expect(await resolve(devnet)).toBe('xyz1pad');
    expect(urls).toEqual(['http://127.0.0.1:8080/devnet/info']);
  });

  it('answers null for a malformed reply, an error status or another network', async () => {
    expect(await createLaunchpadResolver(async () => new Response('{"nope":1}'))(devnet)).toBeNull();
    expect(await createLaunchpadResolver(async () => new Response('x', { status: 500 }))(devnet)).toBeNull();
    expect(
      await createLaunchpadResolver(async () => new Response('{}'))({ ...devnet, isDevnet: false }),
    ).toBeNull();
  });
});
