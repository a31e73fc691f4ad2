// The dashboard refresh stores the staking parts of the headline: delegated, unbonding (sum of entries) and whole
// claimable rewards; a staking read that fails keeps the part's previous cached amount (a busy node is never a 0).
import { describe, expect, it } from 'vitest';
import type { BalanceEntry } from '../../../../electron/core/cache/repos/balances-types';
import type { NetworkClients } from '../../../../electron/core/chain/clients';
import { refreshDashboard, type RefreshDeps } from '../../../../electron/core/sync/dashboard-refresh';

const ADDRESS = 'xyz1carol';
const coin = (amount: string) => ({ denom: 'uxyz', amount });

function fakeClients(staking: { unbonding?: () => Promise<unknown>; rewards?: () => Promise<unknown> }) {
  return {
    profile: { id: 'devnet', denom: 'uxyz' },
    chain: {
      balances: async () => ({ balances: [coin('1000')] }),
      spendableBalances: async () => ({ balances: [coin('1000')] }),
      delegations: async () => ({ delegation_responses: [{ balance: coin('700') }] }),
      unbondingDelegations:
        staking.unbonding ??
        (async () => ({
          unbonding_responses: [
            { validator_address: 'v1', entries: [{ balance: '20' }, { balance: '5' }] },
            { validator_address: 'v2', entries: [{ balance: '11' }] },
          ],
        })),
      delegatorRewards:
        staking.rewards ??
        (async () => ({
          rewards: [],
          total: [coin('3141592.718281828459045235'), { denom: 'uatom', amount: '9.5' }],
        })),
    },
    backend: {
      holdings: async () => ({ tokens: [] }),
      priceUsd: async () => '1.25',
    },
  } as unknown as NetworkClients;
}

function fakeDeps(initial: BalanceEntry[] = []) {
  let stored = initial;
  const deps = {
    db: {
      balances: {
        get: () => ({ entries: stored, updatedAt: 1 }),
        replace: (_n: string, _a: string, entries: BalanceEntry[]) => {
          stored = entries;
        },
      },
      holdings: { replace: () => undefined },
      tokens: {},
      charts: { recordUsd: () => undefined, setLatestUsd: () => undefined },
    },
    emit: () => undefined,
    clock: () => 2,
  } as unknown as RefreshDeps;
  return { deps, amounts: () => Object.fromEntries(stored.map((e) => [e.kind, e.amount])) };
}

describe('refreshDashboard stores every part of the headline total', () => {
  it('stores unbonding as the sum of every entry and rewards as the whole uxyz of the total', async () => {
    const { deps, amounts } = fakeDeps();
    await refreshDashboard(fakeClients({}), deps, { id: 'a1', address: ADDRESS });
    expect(amounts()).toEqual({
      total: '1000',
      spendable: '1000',
      delegated: '700',
      unbonding: '36',
      rewards: '3141592',
    });
  });

  it('keeps the cached unbonding and rewards when their reads fail, and leaves them out when never read', async () => {
    const failing = {
      unbonding: () => Promise.reject(new Error('busy')),
      rewards: () => Promise.reject(new Error('busy')),
    };
    const cached = fakeDeps([
      { kind: 'unbonding', denom: 'uxyz', amount: '36' },
      { kind: 'rewards', denom: 'uxyz', amount: '7' },
    ]);
    await refreshDashboard(fakeClients(failing), cached.deps, { id: 'a1', address: ADDRESS });
    expect(cached.amounts()).toMatchObject({ unbonding: '36', rewards: '7', spendable: '1000' });

    const fresh = fakeDeps();
    await refreshDashboard(fakeClients(failing), fresh.deps, { id: 'a1', address: ADDRESS });
    expect(fresh.amounts()).not.toHaveProperty('unbonding');
    expect(fresh.amounts()).not.toHaveProperty('rewards');
  });
});
