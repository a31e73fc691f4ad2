// app/boot: the first screen's whole state in one call — each part exactly what its own channel answers, the home
// screen only when it can be shown, and never a wait on the network.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { cacheFilePath } from '../../../../electron/core/cache/db';
import { DEVNET_PROFILE_ID } from '../../../../electron/core/config/devnet-profile';
import type { CacheCheckResult } from '../../../../electron/core/recovery/cache-check-worker';
import { BOOT_RECENT_ROWS, type BootSnapshot } from '../../../../shared/api';
import { openHarness, PASSWORD, type Harness } from '../keys/harness';

/** Nothing listens on port 9 (discard): background refreshes fail at once instead of reaching a real node. */
const CLOSED = {
  restUrl: 'http://127.0.0.1:9',
  rpcUrl: 'http://127.0.0.1:9',
  backendUrl: 'http://127.0.0.1:9',
};

let h: Harness;
beforeEach(async () => {
  h = await openHarness({ network: CLOSED });
});
afterEach(async () => {
  await h.dispose();
});

/** Puts `count` history rows for `address` straight into the cache file (heights 1..count). */
function cacheHistory(address: string, count: number): void {
  const db = new Database(cacheFilePath(h.dir));
  try {
    db.prepare('INSERT OR IGNORE INTO history_owners (network_id, address) VALUES (?, ?)').run(
      DEVNET_PROFILE_ID,
      address,
    );
    const insert = db.prepare(
      `INSERT INTO history (owner, hash, height, timestamp, code, memo, fee, messages, direction, raw_log)
       VALUES ((SELECT id FROM history_owners WHERE network_id = ? AND address = ?), ?, ?, ?, 0, '', '[]', '[]', 'in', '')`,
    );
    for (let i = 1; i <= count; i++)
      insert.run(
        DEVNET_PROFILE_ID,
        address,
        `HASH${i}`,
        i,
        new Date(1_800_000_000_000 + i * 1000).toISOString(),
      );
  } finally {
    db.close();
  }
}

describe('app/boot', () => {
  it('on a first run gives the session parts and no home screen', async () => {
    const boot = await h.call<BootSnapshot>('app/boot');
    expect(boot.accounts).toEqual([]);
    expect(boot.activeAccountId).toBeNull();
    expect(boot.home).toBeNull();
    expect(boot.status).toEqual(await h.call('keys/status'));
    expect(boot.info).toEqual(await h.call('app/info'));
    expect(boot.settings).toEqual(await h.call('settings/get'));
    expect(boot.networks).toEqual(await h.call('network/list'));
  });

  it('gives the active account its cached dashboard, newest rows and submitted txs, as their own channels do', async () => {
    const bob = await h.call<{ id: string; address: string }>('keys/add-watch-only', {
      address: DEVNET_KEYS.bob.address,
      name: 'Bob',
    });
    cacheHistory(bob.address, 20);
    const boot = await h.call<BootSnapshot>('app/boot');
    expect(boot.activeAccountId).toBe(bob.id);
    expect(boot.accounts).toEqual((await h.call('keys/list')).accounts);
    expect(boot.home?.accountId).toBe(bob.id);
    expect(boot.home?.recent).toEqual(
      (await h.call('history/page', { accountId: bob.id, limit: BOOT_RECENT_ROWS })).rows,
    );
    expect(boot.home?.recent.map((r) => r.height)).toEqual([20, 19, 18, 17, 16, 15]);
    expect(boot.home?.pending).toEqual((await h.call('tx/pending', { accountId: bob.id })).transactions);
    expect(boot.home?.dashboard).toEqual(
      await h.call('dashboard/get', { accountId: bob.id, refresh: false }),
    );
  });

  it('has no home screen while the wallet is locked, and the home screen again once unlocked', async () => {
    await h.call('keys/import-mnemonic', {
      mnemonic: DEVNET_KEYS.alice.mnemonic,
      name: 'Alice',
      password: PASSWORD,
    });
    await h.call('keys/lock');
    const locked = await h.call<BootSnapshot>('app/boot');
    expect(locked.status.locked).toBe(true);
    expect(locked.accounts).toHaveLength(1);
    expect(locked.home).toBeNull();
    await h.call('keys/unlock', { password: PASSWORD });
    expect((await h.call<BootSnapshot>('app/boot')).home?.dashboard.address).toBe(DEVNET_KEYS.alice.address);
  });

  it('answers from the cache without waiting on the network (the node is unreachable here)', async () => {
    await h.call('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'Bob' });
    const boot = await h.call<BootSnapshot>('app/boot');
    expect(boot.home?.dashboard).toMatchObject({ balances: null, stale: true, refreshing: false });
  });

  it('refuses a payload with unknown keys like every channel', async () => {
    expect(await h.raw('app/boot', { accountId: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });
});

describe('start-up work that grows with the cache waits for the first screen (decision 0602)', () => {
  /** A cache check that records when it starts and answers only when stopped (held while the test looks). */
  const heldChecks = () => {
    const started: string[] = [];
    const check = (file: string) => {
      started.push(file);
      let stopped: () => void = () => undefined;
      const result = new Promise<CacheCheckResult>(
        (resolve) => (stopped = () => resolve({ state: 'unchecked', reason: 'stopped' })),
      );
      return { result, stop: async () => stopped() };
    };
    return { started, check };
  };

  it("answers the boot snapshot before the cache file's quick_check has even started; the check starts after", async () => {
    const checks = heldChecks();
    const core = await openHarness({
      network: CLOSED,
      startup: { afterBootMs: 30, fallbackMs: 60_000, cacheCheck: checks.check },
    });
    try {
      await core.call('keys/add-watch-only', { address: DEVNET_KEYS.bob.address, name: 'Bob' });
      const boot = await core.call<BootSnapshot>('app/boot');
      expect(boot.home?.accountId).toBeDefined();
      expect(checks.started).toEqual([]);
      await vi.waitFor(() => expect(checks.started).toEqual([cacheFilePath(core.dir)]), { timeout: 5000 });
    } finally {
      await core.dispose();
    }
  });

  it('starts the check without a boot snapshot once the fallback delay has passed (a core with no window)', async () => {
    const checks = heldChecks();
    const core = await openHarness({
      network: CLOSED,
      startup: { afterBootMs: 60_000, fallbackMs: 30, cacheCheck: checks.check },
    });
    try {
      expect(checks.started).toEqual([]);
      await vi.waitFor(() => expect(checks.started).toHaveLength(1), { timeout: 5000 });
    } finally {
      await core.dispose();
    }
  });
});
