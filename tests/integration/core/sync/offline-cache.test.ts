// Cache-first reads: after the devnet stops, a reopened wallet still shows the cached dashboard, token list and
// history (marked stale), surfaces the failure as events and typed errors, and never shows a failed read as 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from '../flows/harness';

let h: Harness;
let alice: { id: string; address: string };
let cachedTotal: string;
let sentHash: string;

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '10000000');
  const review = await h.call('tx/draft-send', {
    accountId: alice.id,
    to: DEVNET_KEYS.bob.address,
    amount: '1',
  });
  sentHash = (await confirmAndWait(h, review.reviewId)).txHash;
  const create = await h.call('tx/draft-launchpad-create', {
    accountId: alice.id,
    name: 'Offline Coin',
    symbol: 'OFFL',
  });
  await confirmAndWait(h, create.reviewId);
  await h.call('history/sync', { accountId: alice.id });
  await waitFor(
    async () => (await h.call('tokens/list', { refresh: true })).tokens.some((t) => t.symbol === 'OFFL'),
    'OFFL indexed',
  );
  const dashboard = await waitFor(async () => {
    await h.call('dashboard/get', { accountId: alice.id });
    const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
    return d.balances ? d : null;
  }, 'cached balances');
  expect(dashboard.balances!.total).not.toBe('0');
  await h.devnet.stop();
  await h.reopenCore();
  // What the cache holds once the old core closed (closing waits for a refresh still on its way, which may have
  // written newer balances after the read above): the figure a cache-first answer must show.
  cachedTotal = (await h.call('dashboard/get', { accountId: alice.id, refresh: false })).balances!.total;
  expect(cachedTotal).not.toBe('0');
  h.events.length = 0;
});

afterAll(async () => {
  await h?.stop();
});

describe('offline with a warm cache', () => {
  it('answers the dashboard from the cache at once, then marks it stale when the refresh fails', async () => {
    const first = await h.call('dashboard/get', { accountId: alice.id });
    expect(first.balances!.total).toBe(cachedTotal);
    await waitFor(
      async () =>
        h.events.find(
          (e) =>
            e.event === 'sync/progress' &&
            (e.payload as { finished: boolean; error?: unknown }).finished &&
            (e.payload as { error?: unknown }).error,
        ),
      'a failed refresh event',
    );
    const later = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
    expect(later.balances!.total).toBe(cachedTotal);
    expect(later.stale).toBe(true);
  });

  it('pages the cached history, including the send made before going offline', async () => {
    const page = await h.call('history/page', { accountId: alice.id, limit: 50 });
    expect(page.rows.map((r) => r.hash)).toContain(sentHash);
  });

  it('lists the cached tokens', async () => {
    const list = await h.call('tokens/list', {});
    expect(list.tokens.map((t) => t.symbol)).toContain('OFFL');
    expect(list.updatedAt).not.toBeNull();
  });

  it('answers a typed network error when asked to refresh or sign, and reports the node unreachable', async () => {
    const draft = await h.invoke('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1',
    });
    expect(draft).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(await h.invoke('history/sync', { accountId: alice.id })).toMatchObject({
      ok: false,
      error: { code: 'network' },
    });
    const status = await h.call('node/status', {});
    expect(status).toMatchObject({ health: 'unreachable', signingBlocked: true });
  });
});
