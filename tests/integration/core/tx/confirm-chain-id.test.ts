// The confirm's chain-id check costs no round trip right after its draft (issue 33): the draft asked the same node for
// its chain id a moment ago, and that answer stands for CHAIN_ID_FRESH_MS. Later, the node is asked again before
// anything is broadcast, and a node that moved to another chain gets nothing (the guard of decision 0216 stays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { CHAIN_ID_FRESH_MS } from '../../../../electron/core/tx/account-memory';
import { importDevnetKey, startHarness, waitFor, type Harness } from '../flows/harness';

const BOB = DEVNET_KEYS.bob.address;
let h: Harness;
let alice: { id: string; address: string };
/** The core's clock runs this far ahead of the wall clock (the test moves it). */
let ahead = 0;
/** Requests the core made, as "METHOD pathname". */
const requests: string[] = [];

beforeAll(async () => {
  h = await startHarness({ clock: () => Date.now() + ahead });
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
}, 60_000);

afterAll(async () => {
  await h?.stop();
});

/** Records every request; `otherChain`: the node now says it is on another chain. */
function watchRequests(otherChain = false): void {
  requests.length = 0;
  h.intercept = (url, init) => {
    const { pathname } = new URL(url);
    requests.push(`${init?.method ?? 'GET'} ${pathname}`);
    if (otherChain && pathname.endsWith('/node_info'))
      return Promise.resolve(Response.json({ default_node_info: { network: 'some-other-chain-1' } }));
    return undefined;
  };
}

const asksChainId = () => requests.some((r) => r.endsWith('/node_info'));
/** Broadcasts, through the backend (the default) or the node. */
const broadcasts = () => requests.filter((r) => r.startsWith('POST '));

describe("a confirm and the node's chain id", () => {
  it('right after its draft broadcasts without asking the chain id again', async () => {
    ahead = 0;
    const review = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '0.1' });
    watchRequests();
    const sent = await h.call('tx/confirm', { reviewId: review.reviewId });
    expect(asksChainId()).toBe(false);
    expect(broadcasts()).toHaveLength(1);
    await waitFor(
      async () => (await h.call('tx/status', { txHash: sent.txHash, refresh: true })).status === 'included',
      'inclusion',
    );
  });

  it('long after its draft asks again, and broadcasts nothing to a node now on another chain', async () => {
    ahead = 0;
    h.intercept = null;
    const review = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '0.1' });
    ahead = CHAIN_ID_FRESH_MS + 1_000;
    watchRequests(true);
    const result = await h.invoke('tx/confirm', { reviewId: review.reviewId });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('chain_id_mismatch');
    expect(asksChainId()).toBe(true);
    expect(broadcasts()).toEqual([]);
  });

  it('a draft still refuses a node on another chain', async () => {
    ahead = 0;
    watchRequests(true);
    const failed = await h.invoke('tx/draft-send', { accountId: alice.id, to: BOB, amount: '0.1' });
    expect(!failed.ok && failed.error.code).toBe('chain_id_mismatch');
    h.intercept = null;
  });
});
