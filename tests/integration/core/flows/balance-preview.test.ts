// Against the devnet: the review's balance preview comes from the real simulation and matches what inclusion then
// does to the balances (a send, a launchpad buy); history search finds the send by memo, contact-free address and hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '100000000');
});

afterAll(async () => {
  await h?.stop();
});

/** The cached XYZ balance after a refresh (null until the background refresh has stored one). */
async function uxyz(): Promise<bigint | null> {
  await h.call('dashboard/get', { accountId: alice.id });
  const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
  return d.balances ? BigInt(d.balances.total) : null;
}

describe('balance preview from the simulation (devnet)', () => {
  let sendHash: string;

  it('a send previews exactly amount + fee going out (for any fee tier), and inclusion moves exactly that', async () => {
    const before = await waitFor(async () => {
      const balance = await uxyz();
      return balance !== null && balance > 0n ? balance : null;
    }, 'funded');
    const review = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1.5',
      memo: 'preview lunch',
    });
    const fee = BigInt(review.fee.amount);
    expect(review.balanceChanges).toEqual([{ denom: 'uxyz', delta: String(-(1_500_000n + fee)) }]);
    expect(review.previewMismatches).toEqual([]);
    // Another fee tier: no new simulation, the preview follows the new fee.
    const repriced = await h.call('tx/review', { reviewId: review.reviewId, feeTier: 'high' });
    const highFee = BigInt(repriced.fee.amount);
    expect(highFee).toBeGreaterThan(fee);
    expect(repriced.balanceChanges).toEqual([{ denom: 'uxyz', delta: String(-(1_500_000n + highFee)) }]);
    const final = await confirmAndWait(h, repriced.reviewId);
    expect(final).toMatchObject({ status: 'included', code: 0 });
    sendHash = final.txHash;
    await waitFor(
      async () => ((await uxyz()) === before - 1_500_000n - highFee ? true : null),
      'balance moved',
    );
  });

  it('a launchpad buy previews XYZ out (with fee) and the tokens in, and the holding then equals the preview', async () => {
    const created = await h.call('tx/draft-launchpad-create', {
      accountId: alice.id,
      name: 'Preview',
      symbol: 'PVW',
    });
    await confirmAndWait(h, created.reviewId);
    const token = await waitFor(async () => {
      const list = await h.call('tokens/list', { refresh: true });
      return list.tokens.find((t) => t.symbol === 'PVW')?.address ?? null;
    }, 'PVW listed');
    const review = await h.call('tx/draft-launchpad-buy', { accountId: alice.id, token, amount: '2' });
    const fee = BigInt(review.fee.amount);
    const native = review.balanceChanges.find((c) => 'denom' in c);
    const tokens = review.balanceChanges.find((c) => 'token' in c && c.token === token);
    expect(native).toEqual({ denom: 'uxyz', delta: String(-(2_000_000n + fee)) });
    expect(BigInt(tokens!.delta)).toBeGreaterThan(0n);
    expect(review.previewMismatches).toEqual([]);
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    await waitFor(async () => {
      await h.call('dashboard/get', { accountId: alice.id });
      const d = await h.call('dashboard/get', { accountId: alice.id, refresh: false });
      const holding = d.holdings.find((x) => x.token === token);
      return holding && holding.balance === tokens!.delta ? true : null;
    }, 'holding equals the previewed tokens');
  });

  it('a buy whose minimum is above what the curve gives is refused by the simulation itself', async () => {
    const { tokens } = await h.call('tokens/list', {});
    const token = tokens.find((t) => t.symbol === 'PVW')!.address;
    const result = await h.invoke('tx/draft-launchpad-buy', {
      accountId: alice.id,
      token,
      amount: '0.1',
      minTokensOut: '999999999999999999',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'tx_failed', details: { simulated: true } } });
  });

  it('history search finds the send by memo word, by counterparty prefix and by hash', async () => {
    await h.call('history/sync', { accountId: alice.id });
    const search = async (query: string) =>
      (await h.call('history/search', { accountId: alice.id, query, limit: 20 })).rows.map((r) => r.hash);
    expect(await search('lunch')).toEqual([sendHash]);
    expect(await search(DEVNET_KEYS.bob.address.slice(0, 12))).toContain(sendHash);
    expect(await search(sendHash.slice(0, 10).toLowerCase())).toEqual([sendHash]);
    expect(await search('nothing-like-this')).toEqual([]);
  });
});
