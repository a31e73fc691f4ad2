// The app, settings, network and address book channels through the router: values, events and typed errors.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { RECORDS_FILE_NAME } from '../../../../electron/core/cache/db';
import { DEFAULT_SETTINGS } from '../../../../shared/api/settings';
import { openHarness, type Harness } from '../keys/harness';

let h: Harness;
beforeEach(async () => {
  h = await openHarness();
});
afterEach(async () => {
  await h.dispose();
});

const profile = {
  name: 'Mainnet',
  chainId: 'xyz-1',
  dialect: 'spec',
  restUrl: 'https://rest.xyz.example',
  rpcUrl: 'https://rpc.xyz.example',
  backendUrl: 'https://api.xyz.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: 'xyz1launchpad',
};

describe('app channels', () => {
  it('reports version, api version and no warnings on a clean start', async () => {
    expect(await h.call('app/info')).toEqual({ version: '0.0.0-dev', apiVersion: 1, startupWarnings: [] });
  });

  it('reports a repaired bad config at startup until the warnings are dismissed', async () => {
    await h.core.close();
    const db = new Database(path.join(h.dir, RECORDS_FILE_NAME));
    db.prepare(
      `INSERT OR REPLACE INTO kv (key, value) VALUES ('settings', '{"autoLockMinutes": "soon"}')`,
    ).run();
    db.prepare(`INSERT OR REPLACE INTO kv (key, value) VALUES ('network.activeId', '"gone"')`).run();
    db.prepare(`INSERT INTO network_profiles (id, data, position) VALUES ('bad', '{not json', 1)`).run();
    db.close();
    await h.reopen();
    const info = await h.call('app/info');
    expect(info.startupWarnings).toEqual([
      { code: 'setting_invalid', details: { key: 'autoLockMinutes' } },
      { code: 'network_profile_invalid', details: { id: 'bad', problem: expect.any(String) } },
      { code: 'active_network_missing' },
    ]);
    expect(await h.call('network/get-active')).toMatchObject({ id: 'devnet' });
    expect(await h.call('settings/get')).toEqual(DEFAULT_SETTINGS);
    await h.call('app/dismiss-warnings');
    expect((await h.call('app/info')).startupWarnings).toEqual([]);
  });
});

describe('settings channels', () => {
  it('updates, pushes settings/changed and resets', async () => {
    const updated = await h.call('settings/update', { feeTier: 'low', broadcastVia: 'chain' });
    expect(updated).toMatchObject({ feeTier: 'low', broadcastVia: 'chain' });
    expect(h.events.at(-1)).toEqual({ event: 'settings/changed', payload: updated });
    expect(await h.raw('settings/update', { gasAdjustment: 2 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await h.call('settings/reset')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('network channels', () => {
  it('adds, selects (pushing network/changed), edits and removes a profile', async () => {
    // force: these example hosts have no node to ask for its chain id.
    const added = await h.call('network/add', { ...profile, force: true });
    expect(added).toMatchObject({ ...profile, builtin: false, isDevnet: false });
    await h.call('network/select', { id: added.id });
    expect(h.events.at(-1)).toMatchObject({ event: 'network/changed', payload: { id: added.id } });
    expect((await h.call('network/update', { id: added.id, changes: { name: 'XYZ' } })).name).toBe('XYZ');
    expect(await h.raw('network/update', { id: added.id, changes: { prefix: 'XYZ!' } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await h.call('network/remove', { id: added.id })).toEqual({ activeId: 'devnet' });
    expect(await h.raw('network/select', { id: added.id })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('never removes the devnet profile and can reset it', async () => {
    expect(await h.raw('network/remove', { id: 'devnet' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    await h.call('network/update', {
      id: 'devnet',
      changes: { restUrl: 'http://127.0.0.1:9999' },
      force: true,
    });
    expect((await h.call('network/reset')).restUrl).toBe('http://127.0.0.1:1317');
  });
});

describe('address book channels', () => {
  it('adds, updates and removes entries with checked addresses', async () => {
    const entry = await h.call('addressbook/add', {
      name: 'Bob',
      address: ` ${DEVNET_KEYS.bob.address.toUpperCase()} `,
    });
    expect(entry).toMatchObject({ name: 'Bob', address: DEVNET_KEYS.bob.address, memo: '' });
    const typo = await h.raw('addressbook/update', {
      id: entry.id,
      address: DEVNET_KEYS.bob.address.replace(/.$/, 'x'),
    });
    expect(typo).toMatchObject({ ok: false, error: { code: 'invalid_address' } });
    h.clock.now += 1000;
    const updated = await h.call('addressbook/update', { id: entry.id, memo: 'exchange tag 7' });
    expect(updated).toMatchObject({ memo: 'exchange tag 7', updatedAt: entry.updatedAt + 1000 });
    expect((await h.call('addressbook/list')).entries).toEqual([updated]);
    await h.call('addressbook/remove', { id: entry.id });
    expect(await h.raw('addressbook/update', { id: entry.id, name: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});
