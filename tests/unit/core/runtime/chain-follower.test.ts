// The chain follower: one height check per block; a new height -> search -> store, refresh and activity; told once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainRestClient } from '../../../../electron/core/chain/chain-rest';
import type { TxResponseJson } from '../../../../electron/core/chain/chain-schemas';
import { createActivityFeed } from '../../../../electron/core/runtime/activity-feed';
import { createChainFollower } from '../../../../electron/core/runtime/chain-follower';
import { createMemoryRepositories } from '../../../../electron/core/cache/repositories';
import { until } from './fake-chain';
import { openRow, openRuntime } from './runtime-harness';

const MAIN = { id: 'main', address: 'xyz1main' };
const SAVINGS = { id: 'savings', address: 'xyz1savings' };
const STRANGER = 'xyz1stranger';

/** A transfer tx as the node's search answers it: message.sender signed, transfer events paid. */
function transferTx(
  hash: string,
  height: number,
  from: string,
  to: string,
  amount = '5000000uxyz',
): TxResponseJson {
  return {
    height: String(height),
    txhash: hash,
    codespace: '',
    code: 0,
    raw_log: '',
    gas_wanted: '0',
    gas_used: '0',
    timestamp: '2026-01-01T00:00:00Z',
    events: [
      { type: 'message', attributes: [{ key: 'sender', value: from }] },
      {
        type: 'transfer',
        attributes: [
          { key: 'recipient', value: to },
          { key: 'sender', value: from },
          { key: 'amount', value: amount },
        ],
      },
    ],
  };
}

/** A chain of blocks in memory: the latest height, its txs, and every request the follower made. */
function fakeChain() {
  /** `bodies`: the latest block also lists its txs (as nodes do; the spec leaves the body out). */
  const state = {
    height: 10,
    down: false,
    bodies: false,
    txs: [] as TxResponseJson[],
    requests: [] as string[],
  };
  const matches = (tx: TxResponseJson, filter: string): boolean => {
    const range = /^tx\.height(>|<=)(\d+)$/.exec(filter);
    if (range)
      return range[1] === '>' ? Number(tx.height) > Number(range[2]) : Number(tx.height) <= Number(range[2]);
    const [, type, key, value] = /^(\w+)\.(\w+)='(.*)'$/.exec(filter)!;
    return (tx.events ?? []).some(
      (e) => e.type === type && e.attributes.some((a) => a.key === key && a.value === value),
    );
  };
  const chain = {
    async latestBlock() {
      state.requests.push('latest');
      if (state.down) throw new Error('unreachable');
      const header = { height: String(state.height), time: '', chain_id: 'x' };
      if (!state.bodies) return { block: { header } };
      const txs = state.txs.filter((tx) => Number(tx.height) === state.height).map((tx) => tx.txhash);
      return { block: { header, data: { txs } } };
    },
    async searchTxs(search: { events: string[] }) {
      state.requests.push(`search ${search.events[0]}`);
      if (state.down) throw new Error('unreachable');
      const found = state.txs.filter((tx) => search.events.every((f) => matches(tx, f)));
      return { txs: [], tx_responses: found, pagination: null };
    },
  } as unknown as ChainRestClient;
  /** Includes `tx` in the next block. */
  const include = (make: (height: number) => TxResponseJson) => {
    state.height += 1;
    state.txs.push(make(state.height));
  };
  return { state, chain, include };
}

function follow(opts: { accounts?: Array<typeof MAIN>; safetyRefreshMs?: number } = {}) {
  const fake = fakeChain();
  let now = 1_000;
  const events: Array<{ event: string; payload: Record<string, unknown> }> = [];
  const feed = createActivityFeed({
    emit: (event, payload) => void events.push({ event, payload: payload as Record<string, unknown> }),
    clock: () => now,
  });
  const refreshed: string[] = [];
  const stored: string[] = [];
  const follower = createChainFollower({
    chain: () => fake.chain,
    networkId: () => 'devnet',
    accounts: () => opts.accounts ?? [MAIN, SAVINGS],
    store: (account, found) =>
      found.forEach(({ response }) => stored.push(`${account.id}:${response.txhash}`)),
    refresh: async (account) => void refreshed.push(account.id),
    onFound: (meaning) => feed.onFound(meaning),
    sleep: async () => undefined,
    clock: () => now,
    intervalMs: 5000,
    safetyRefreshMs: opts.safetyRefreshMs ?? 0,
    maxBackoffMs: 60_000,
  });
  const activity = () => events.filter((e) => e.event === 'activity/new').map((e) => e.payload);
  const advanceClock = (ms: number) => (now += ms);
  return { ...fake, follower, feed, refreshed, stored, activity, advanceClock };
}

describe('the chain follower', () => {
  it('starts from the current height without searching (what came before is loaded by the screens)', async () => {
    const f = follow();
    expect(await f.follower.checkOnce()).toBe('started');
    expect(f.state.requests).toEqual(['latest']);
  });

  it('costs one height check per block while nothing happens', async () => {
    const f = follow();
    await f.follower.checkOnce();
    expect(await f.follower.checkOnce()).toBe('unchanged');
    expect(await f.follower.checkOnce()).toBe('unchanged');
    expect(f.state.requests).toEqual(['latest', 'latest', 'latest']);
    expect(f.refreshed).toEqual([]);
  });

  it('when the height advances, searches the new blocks for every account, stores, refreshes and tells an incoming transfer', async () => {
    const f = follow();
    await f.follower.checkOnce();
    f.include((h) => transferTx('AA01', h, STRANGER, MAIN.address));
    expect(await f.follower.checkOnce()).toBe('advanced');
    expect(f.state.requests.filter((r) => r.startsWith('search'))).toEqual([
      `search transfer.recipient='${MAIN.address}'`,
      `search message.sender='${MAIN.address}'`,
      `search transfer.recipient='${SAVINGS.address}'`,
      `search message.sender='${SAVINGS.address}'`,
    ]);
    expect(f.stored).toEqual(['main:AA01']);
    expect(f.refreshed).toEqual(['main']);
    expect(f.activity()).toEqual([
      {
        kind: 'incoming',
        accountId: 'main',
        txHash: 'AA01',
        height: '11',
        amounts: [{ denom: 'uxyz', amount: '5000000' }],
        from: STRANGER,
        at: 1000,
      },
    ]);
  });

  it('searches only the heights it has not seen: a transfer is told once, however many checks follow', async () => {
    const f = follow();
    await f.follower.checkOnce();
    f.include((h) => transferTx('AA02', h, STRANGER, MAIN.address));
    await f.follower.checkOnce();
    f.include((h) => transferTx('AA03', h, STRANGER, SAVINGS.address));
    await f.follower.checkOnce();
    await f.follower.checkOnce();
    expect(f.activity().map((a) => [a.txHash, a.accountId])).toEqual([
      ['AA02', 'main'],
      ['AA03', 'savings'],
    ]);
    expect(f.refreshed).toEqual(['main', 'savings']);
  });

  it("tells the wallet's own send once, as included, never also as incoming", async () => {
    const f = follow();
    await f.follower.checkOnce();
    f.include((h) => transferTx('BB01', h, MAIN.address, STRANGER));
    await f.follower.checkOnce();
    f.feed.onTxStatus({ accountId: 'main', txHash: 'bb01', status: 'included', height: '11', code: 0 });
    f.feed.onTxStatus({ accountId: 'main', txHash: 'BB01', status: 'included', height: '11', code: 0 });
    expect(f.activity().map((a) => [a.kind, a.txHash])).toEqual([['included', 'BB01']]);
    expect(f.refreshed).toEqual(['main']);
  });

  it('tells a transfer between two of the person’s accounts once, and refreshes both', async () => {
    const f = follow();
    await f.follower.checkOnce();
    f.include((h) => transferTx('CC01', h, MAIN.address, SAVINGS.address));
    await f.follower.checkOnce();
    f.feed.onTxStatus({ accountId: 'main', txHash: 'CC01', status: 'included', height: '11' });
    expect(f.activity().map((a) => a.kind)).toEqual(['included']);
    expect(f.stored.sort()).toEqual(['main:CC01', 'savings:CC01']);
    expect(f.refreshed.sort()).toEqual(['main', 'savings']);
  });

  it('does no work while the node is unreachable, then catches up on the heights it missed', async () => {
    const f = follow();
    await f.follower.checkOnce();
    f.state.down = true;
    f.include((h) => transferTx('DD01', h, STRANGER, MAIN.address));
    expect(await f.follower.checkOnce()).toBe('unreachable');
    expect(await f.follower.checkOnce()).toBe('unreachable');
    expect(f.state.requests.filter((r) => r.startsWith('search'))).toEqual([]);
    expect(f.refreshed).toEqual([]);
    f.state.down = false;
    expect(await f.follower.checkOnce()).toBe('advanced');
    expect(f.activity().map((a) => a.txHash)).toEqual(['DD01']);
  });

  it('does not search a single new block that lists no tx (a quiet chain costs one request per block)', async () => {
    const f = follow();
    f.state.bodies = true;
    await f.follower.checkOnce();
    f.state.height += 1;
    expect(await f.follower.checkOnce()).toBe('advanced');
    f.state.height += 1;
    await f.follower.checkOnce();
    expect(f.state.requests).toEqual(['latest', 'latest', 'latest']);
    // A block with a tx is searched, and so are skipped heights (their bodies were not seen).
    f.include((h) => transferTx('EE01', h, STRANGER, MAIN.address));
    await f.follower.checkOnce();
    f.state.height += 2;
    await f.follower.checkOnce();
    expect(f.state.requests.filter((r) => r.startsWith('search'))).toHaveLength(8);
    expect(f.activity().map((a) => a.txHash)).toEqual(['EE01']);
  });

  it('searches every new block when the node leaves the block body out', async () => {
    const f = follow();
    await f.follower.checkOnce();
    f.state.height += 1;
    await f.follower.checkOnce();
    expect(f.state.requests.filter((r) => r.startsWith('search'))).toHaveLength(4);
  });

  it('refreshes the active account now and then even when nothing was found (CW20 transfers are not searchable)', async () => {
    const f = follow({ safetyRefreshMs: 60_000 });
    await f.follower.checkOnce();
    await f.follower.checkOnce();
    expect(f.refreshed).toEqual([]);
    f.advanceClock(60_000);
    await f.follower.checkOnce();
    expect(f.refreshed).toEqual(['main']);
    await f.follower.checkOnce();
    expect(f.refreshed).toEqual(['main']);
  });
});

describe('the chain runtime follows the chain', () => {
  afterEach(() => vi.useRealTimers());

  it('checks the height once per block interval and leaves no timer behind when closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { runtime, chain } = openRuntime({ options: { followIntervalMs: 5000 } });
    const latest = () => chain.requests.filter((r) => r.endsWith('/blocks/latest')).length;
    await vi.advanceTimersByTimeAsync(4999);
    expect(latest()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest()).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(latest()).toBe(4);
    await runtime.close();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(latest()).toBe(4);
  });

  it("tells the wallet's own send once as an activity item when the tracker sees it included", async () => {
    const db = createMemoryRepositories();
    const hash = 'EF'.repeat(32);
    db.pending.add(openRow(hash));
    const { runtime, chain, events } = openRuntime({ db });
    chain.included.set(hash, { height: '12', code: 0 });
    await until(() => events.some((e) => e.event === 'activity/new'), 'the activity item');
    runtime.tracker.settleOpen('devnet');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await runtime.close();
    expect(events.filter((e) => e.event === 'activity/new').map((e) => e.payload)).toEqual([
      expect.objectContaining({ kind: 'included', txHash: hash, accountId: 'acc-1', height: '12' }),
    ]);
  });
});
