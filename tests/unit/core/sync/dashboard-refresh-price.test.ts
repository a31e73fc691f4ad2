// A dashboard refresh keeps the XYZ/USD price in the cache file, never in the records file (decision 0754): the
// records file's commits are synced to disk and each of its changes rewrites its sealed copy, which a price that
// changes every block must not cost. A wallet that kept the price in its settings before shows it until a refresh.
import { describe, expect, it } from 'vitest';
import { openCacheDatabase, openRecordsDatabase } from '../../../../electron/core/cache/db';
import { createRepositories } from '../../../../electron/core/cache/repositories';
import type { NetworkClients } from '../../../../electron/core/chain/clients';
import { LEGACY_PRICE_KEY_PREFIX, latestUsd } from '../../../../electron/core/charts/latest-usd';
import { refreshDashboard } from '../../../../electron/core/sync/dashboard-refresh';

const SEEN_AT = Date.UTC(2026, 10, 28, 6, 0);
const coin = (amount: string) => ({ denom: 'uxyz', amount });

function clients(price: string): NetworkClients {
  return {
    profile: { id: 'devnet', denom: 'uxyz' },
    chain: {
      balances: async () => ({ balances: [coin('1000')] }),
      spendableBalances: async () => ({ balances: [coin('1000')] }),
      delegations: async () => ({ delegation_responses: [] }),
      unbondingDelegations: async () => ({ unbonding_responses: [] }),
      delegatorRewards: async () => ({ rewards: [], total: [] }),
    },
    backend: { holdings: async () => ({ tokens: [] }), priceUsd: async () => price },
  } as unknown as NetworkClients;
}

function wallet() {
  const records = openRecordsDatabase(':memory:');
  const repos = createRepositories(records, openCacheDatabase(':memory:'));
  const recordChanges = () => records.prepare('SELECT total_changes() AS n').get() as { n: number };
  return { repos, recordChanges };
}

describe('the price a dashboard refresh reads', () => {
  it('goes to the cache file: the records file is not written at all', async () => {
    const { repos, recordChanges } = wallet();
    const before = recordChanges();
    const deps = { db: repos, emit: () => undefined, clock: () => SEEN_AT };
    const { errors } = await refreshDashboard(clients('1.25'), deps, { id: 'a1', address: 'xyz1carol' });
    expect(errors).toEqual([]);
    expect(recordChanges()).toEqual(before);
    expect(latestUsd(repos, 'devnet')).toEqual({ value: '1.25', updatedAt: SEEN_AT });
    expect(repos.charts.usdByDay('devnet')).toEqual(new Map([['2026-11-28', '1.25']]));
    await refreshDashboard(
      clients('1.5'),
      { ...deps, clock: () => SEEN_AT + 1 },
      { id: 'a1', address: 'xyz1carol' },
    );
    expect(latestUsd(repos, 'devnet')).toEqual({ value: '1.5', updatedAt: SEEN_AT + 1 });
    expect(latestUsd(repos, 'other-network')).toBeNull();
  });

  it('of a wallet that kept it in its settings: shown until the first refresh, which then wins', async () => {
    const { repos } = wallet();
    repos.kv.set(`${LEGACY_PRICE_KEY_PREFIX}devnet`, { value: '0.9', updatedAt: 5 });
    expect(latestUsd(repos, 'devnet')).toEqual({ value: '0.9', updatedAt: 5 });
    repos.charts.setLatestUsd('devnet', '1.1', 6);
    expect(latestUsd(repos, 'devnet')).toEqual({ value: '1.1', updatedAt: 6 });
  });

  it('ignores a settings entry of another shape', () => {
    const { repos } = wallet();
    repos.kv.set(`${LEGACY_PRICE_KEY_PREFIX}devnet`, { value: 1.2 });
    expect(latestUsd(repos, 'devnet')).toBeNull();
  });
});
