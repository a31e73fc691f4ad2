// Unbonding completed: an entry learnt from a refresh is told once, at the first block whose time reaches its
// completion time (the funds are spendable again), and the account is refreshed then; never before, never twice.
import { describe, expect, it } from 'vitest';
import type { ChainRestClient } from '../../../../electron/core/chain/chain-rest';
import { createActivityFeed } from '../../../../electron/core/runtime/activity-feed';
import { createChainFollower } from '../../../../electron/core/runtime/chain-follower';
import { createUnbondingWatch } from '../../../../electron/core/sync/unbonding-watch';

const MAIN = { id: 'main', address: 'xyz1main' };
const VALOPER = 'xyzvaloper1first';
const T0 = Date.parse('2026-01-01T00:00:00Z');

/** A node whose latest block has a height and a block time the test moves (the fake clock). */
function chainAt(state: { height: number; time: number }) {
  return {
    async latestBlock() {
      return {
        block: {
          header: { height: String(state.height), time: new Date(state.time).toISOString(), chain_id: 'x' },
        },
      };
    },
    async searchTxs() {
      return { txs: [], tx_responses: [], pagination: null };
    },
  } as unknown as ChainRestClient;
}

function wallet() {
  const block = { height: 10, time: T0 };
  const events: Array<Record<string, unknown>> = [];
  const feed = createActivityFeed({
    emit: (_e, p) => void events.push(p as Record<string, unknown>),
    clock: () => block.time,
  });
  const watch = createUnbondingWatch();
  const refreshed: string[] = [];
  const follower = createChainFollower({
    chain: () => chainAt(block),
    networkId: () => 'devnet',
    accounts: () => [MAIN],
    store: () => undefined,
    refresh: async () => undefined,
    onFound: (meaning) => feed.onFound(meaning),
    // The runtime's wiring: each new block tells the entries it matured and refreshes their accounts.
    async onBlock(height, blockTimeMs) {
      for (const entry of watch.completedBy('devnet', blockTimeMs)) {
        feed.onUnbondingCompleted(entry, height, 'uxyz');
        refreshed.push(entry.accountId);
      }
    },
    sleep: async () => undefined,
    clock: () => block.time,
    intervalMs: 1000,
    safetyRefreshMs: 0,
    maxBackoffMs: 60_000,
  });
  /** The next block, `seconds` after the last one. */
  const nextBlock = async (seconds: number) => {
    block.height += 1;
    block.time += seconds * 1000;
    await follower.checkOnce();
  };
  return { watch, follower, events, refreshed, nextBlock };
}

const entry = (completesAt: number, balance = '5000000') => ({
  validator: VALOPER,
  balance,
  creationHeight: '9',
  completesAt,
});

describe('unbonding completed', () => {
  it('is told once, at the first block at or after the completion time, with the amount and the validator', async () => {
    const w = wallet();
    await w.follower.checkOnce();
    w.watch.learn('devnet', MAIN.id, [entry(T0 + 60_000)]);
    await w.nextBlock(30);
    await w.nextBlock(29);
    expect(w.events).toEqual([]);
    await w.nextBlock(1);
    expect(w.events).toEqual([
      {
        kind: 'unbonding_completed',
        accountId: 'main',
        txHash: '',
        height: '13',
        amounts: [{ denom: 'uxyz', amount: '5000000' }],
        from: null,
        validator: VALOPER,
        at: T0 + 60_000,
      },
    ]);
    expect(w.refreshed).toEqual(['main']);
    // A refresh that still lists the entry (read just before the block) does not tell it again.
    w.watch.learn('devnet', MAIN.id, [entry(T0 + 60_000)]);
    await w.nextBlock(1);
    await w.nextBlock(1);
    expect(w.events).toHaveLength(1);
  });

  it('tells each of several entries when its own time comes', async () => {
    const w = wallet();
    await w.follower.checkOnce();
    w.watch.learn('devnet', MAIN.id, [entry(T0 + 60_000, '1'), entry(T0 + 120_000, '2')]);
    await w.nextBlock(61);
    await w.nextBlock(61);
    expect(w.events.map((e) => (e.amounts as Array<{ amount: string }>)[0]!.amount)).toEqual(['1', '2']);
  });

  it('says nothing of an entry the chain stopped listing before it matured (cancelled)', async () => {
    const w = wallet();
    await w.follower.checkOnce();
    w.watch.learn('devnet', MAIN.id, [entry(T0 + 60_000)]);
    w.watch.learn('devnet', MAIN.id, []);
    await w.nextBlock(120);
    expect(w.events).toEqual([]);
  });

  it('says nothing when the node gives no block time, and nothing for another network', () => {
    const watch = createUnbondingWatch();
    watch.learn('devnet', MAIN.id, [entry(T0)]);
    expect(watch.completedBy('testnet', T0 + 1)).toEqual([]);
    expect(watch.completedBy('devnet', T0 - 1)).toEqual([]);
    expect(watch.completedBy('devnet', T0)).toHaveLength(1);
  });
});
