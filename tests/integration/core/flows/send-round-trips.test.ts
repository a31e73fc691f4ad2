// The send path's round trips (#19): a draft simulates with the account the core remembers while the account query
// is on its way (one round trip, not two), and a tx sent from elsewhere in the meantime never makes it sign with a
// stale sequence: the chain's answer wins and the draft simulates again with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { fastKeyOf, signedSend } from '../../../bench/support/fast-signer';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
});

afterAll(async () => {
  await h?.stop();
});

/** What the core's fetch asked during `work`: each request's path and when it started and ended (ms). */
async function requestsDuring(work: () => Promise<unknown>) {
  const seen: Array<{ path: string; start: number; end: number }> = [];
  h.intercept = (url, init, real) => {
    const entry = { path: new URL(url).pathname, start: performance.now(), end: Number.NaN };
    seen.push(entry);
    return real(url, init).finally(() => void (entry.end = performance.now()));
  };
  try {
    await work();
  } finally {
    h.intercept = null;
  }
  return seen;
}

/** The account's sequence as the node's REST answers it (committed blocks only). */
async function restSequence(address: string): Promise<number> {
  const reply = await fetch(`${h.devnet.chainRestUrl}/ledger/auth/v1beta1/accounts/${address}`);
  const body = (await reply.json()) as { account: { sequence: string } };
  return Number(body.account.sequence);
}

const draft = () =>
  h.call('tx/draft-send', { accountId: alice.id, to: DEVNET_KEYS.bob.address, amount: '0.1' });

describe('send path round trips', () => {
  it("takes one round trip on a session's first draft too: the dashboard refresh learned the account", async () => {
    const bob = await importDevnetKey(h, 'bob');
    await h.faucet(bob.address, '5000000');
    const accountPath = `/ledger/auth/v1beta1/accounts/${bob.address}`;
    // The refresh ends (account learned) before the history sync it is followed by starts: a search naming bob that
    // begins after his account query ended says the refresh, warm-up included, is done.
    let accountEnded = 0;
    let asked = Number.POSITIVE_INFINITY;
    let searchedAfter = false;
    h.intercept = (url, init, real) => {
      const parsed = new URL(url);
      if (parsed.pathname === '/ledger/tx/v1beta1/txs' && parsed.search.includes(bob.address)) {
        if (performance.now() > Math.max(asked, accountEnded)) searchedAfter = true;
      }
      return real(url, init).finally(() => {
        if (parsed.pathname === accountPath) accountEnded = performance.now();
      });
    };
    try {
      await h.call('dashboard/get', { accountId: bob.id });
      asked = performance.now();
      await waitFor(async () => (searchedAfter ? true : null), 'the refresh and its history sync');
    } finally {
      h.intercept = null;
    }
    const seen = await requestsDuring(() =>
      h.call('tx/draft-send', { accountId: bob.id, to: DEVNET_KEYS.carol.address, amount: '0.1' }),
    );
    const account = seen.find((r) => r.path === accountPath)!;
    const simulations = seen.filter((r) => r.path === '/ledger/tx/v1beta1/simulate');
    expect(simulations).toHaveLength(1);
    expect(simulations[0]!.start).toBeLessThan(account.end);
  });

  it('simulates beside the account query once the account is known, and signs with the chain sequence', async () => {
    expect(await confirmAndWait(h, (await draft()).reviewId)).toMatchObject({ status: 'included' });
    let review: Awaited<ReturnType<typeof draft>> | undefined;
    const seen = await requestsDuring(async () => (review = await draft()));
    const account = seen.find((r) => r.path.startsWith('/ledger/auth/v1beta1/accounts/'))!;
    const simulations = seen.filter((r) => r.path === '/ledger/tx/v1beta1/simulate');
    expect(simulations).toHaveLength(1);
    expect(simulations[0]!.start).toBeLessThan(account.end); // in flight together: one round trip
    expect(review!.sequence).toBe(String(h.devnet.chain.account(alice.address)!.sequence));
  });

  it('simulates again with the chain answer after a tx sent from elsewhere, and that send is included', async () => {
    const key = await fastKeyOf(DEVNET_KEYS.alice.mnemonic, alice.address);
    const before = h.devnet.chain.account(alice.address)!;
    const elsewhere = signedSend(
      key,
      DEVNET_KEYS.carol.address,
      '1',
      { chainId: h.devnet.chainId, accountNumber: before.accountNumber, sequence: before.sequence },
      'sent from another wallet',
    );
    expect(h.devnet.chain.broadcast(elsewhere).code).toBe(0);
    await waitFor(
      async () => ((await restSequence(alice.address)) > before.sequence ? true : null),
      'the external tx in a block',
    );
    let review: Awaited<ReturnType<typeof draft>> | undefined;
    const seen = await requestsDuring(async () => (review = await draft()));
    expect(seen.filter((r) => r.path === '/ledger/tx/v1beta1/simulate')).toHaveLength(2);
    expect(review!.sequence).toBe(String(before.sequence + 1));
    expect(await confirmAndWait(h, review!.reviewId)).toMatchObject({ status: 'included', code: 0 });
  });
});
