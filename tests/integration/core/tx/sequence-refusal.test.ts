// One review, at most one payment (decision 0216) against a live devnet: a refusal for the wrong sequence (code 32)
// or a lost answer is never signed again by itself. The wallet follows the signed hash; only once that tx is
// provably dead (its sequence used by another tx, or the chain past its timeout height) is it 'dropped', and
// "Review again" (tx/retry) makes a new review, which is included once the person confirms it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from '../flows/harness';
import { restUrl } from '../../support/dialect';

/** Blocks a review stays includable here (200 ms blocks: 4 s), so a dead tx is declared dead within the test. */
const MARGIN_BLOCKS = 20;
const BOB = DEVNET_KEYS.bob.address;

let h: Harness;
let alice: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness({
    runtime: {
      trackTimeoutMs: 1_000,
      settleFirstDelayMs: 200,
      settleMaxDelayMs: 1_000,
      timeoutMarginBlocks: MARGIN_BLOCKS,
    },
  });
  alice = await importDevnetKey(h, 'alice');
  await h.faucet(alice.address, '50000000');
}, 60_000);

afterAll(async () => {
  await h?.stop();
});

/** Waits until the tx leaves 'pending' / 'unknown' and returns its final status. */
const settled = (txHash: string, timeoutMs = 30_000) =>
  waitFor(
    async () => {
      const status = await h.call('tx/status', { txHash, refresh: false });
      return status.status === 'pending' || status.status === 'unknown' || status.status === 'broadcasting'
        ? null
        : status;
    },
    `tx ${txHash} settled`,
    timeoutMs,
  );

/** Hashes of the sender's txs in blocks after `height`. */
async function txsFrom(address: string, height: number): Promise<string[]> {
  const query = new URLSearchParams([
    ['events', `message.sender='${address}'`],
    ['events', `tx.height>${height}`],
  ]);
  const reply = await fetch(restUrl(`${h.devnet.chainRestUrl}/ledger/tx/v1beta1/txs?${query}`));
  const body = (await reply.json()) as { tx_responses: Array<{ txhash: string }> | null };
  return (body.tx_responses ?? []).map((r) => r.txhash.toUpperCase());
}

describe('a reviewed tx is signed once, whatever the node answers', () => {
  it('carries a timeout height: the latest height plus the margin, inside the signed body', async () => {
    const before = h.devnet.chain.blocks.latestHeight();
    const review = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '0.1' });
    const timeout = Number(review.timeoutHeight);
    expect(timeout).toBeGreaterThanOrEqual(before + MARGIN_BLOCKS);
    expect(timeout).toBeLessThanOrEqual(h.devnet.chain.blocks.latestHeight() + MARGIN_BLOCKS);
    const final = await confirmAndWait(h, review.reviewId);
    expect(final.status).toBe('included');
    const tx = (await (
      await fetch(restUrl(`${h.devnet.chainRestUrl}/ledger/tx/v1beta1/txs/${final.txHash}`))
    ).json()) as {
      tx: { body: { timeout_height: string } };
    };
    expect(tx.tx.body.timeout_height).toBe(review.timeoutHeight);
  });

  it('code 32 is followed, dropped once another tx used its sequence, and "Review again" is a new review', async () => {
    const start = h.devnet.chain.blocks.latestHeight();
    const first = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '1' });
    const second = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '2' });
    expect(second.sequence).toBe(first.sequence);
    expect(await confirmAndWait(h, first.reviewId)).toMatchObject({ status: 'included', code: 0 });

    // The node refuses the second (its sequence is taken): no error, no second signature, the hash is followed.
    const followed = await h.call('tx/confirm', { reviewId: second.reviewId });
    expect(followed.status).toBe('pending');
    const dropped = await settled(followed.txHash);
    expect(dropped).toMatchObject({
      status: 'dropped',
      code: 32,
      next: 'review_again',
      dropReason: 'sequence_used',
    });
    expect(
      h.events.some(
        (e) =>
          e.event === 'tx/status' &&
          (e.payload as { txHash: string; status: string }).txHash === followed.txHash &&
          (e.payload as { status: string }).status === 'dropped',
      ),
    ).toBe(true);
    // The same review can never be confirmed (signed) again.
    const again = await h.invoke('tx/confirm', { reviewId: second.reviewId });
    expect(again).toMatchObject({ ok: false, error: { code: 'expired' } });

    const fresh = await h.call('tx/retry', { txHash: followed.txHash });
    expect(fresh.reviewId).not.toBe(second.reviewId);
    expect(BigInt(fresh.sequence)).toBe(BigInt(second.sequence) + 1n);
    expect(fresh.spend).toBe(second.spend);
    const included = await confirmAndWait(h, fresh.reviewId);
    expect(included).toMatchObject({ status: 'included', code: 0 });
    const onChain = await txsFrom(alice.address, start);
    expect(onChain).toHaveLength(2);
    expect(onChain).not.toContain(followed.txHash);
  });

  it('a tx whose answer was lost and that never reached a block is dropped once the chain passes its timeout height', async () => {
    const start = h.devnet.chain.blocks.latestHeight();
    const bobBefore = h.devnet.chain.balance(BOB, 'uxyz');
    let broadcasts = 0;
    // Every broadcast of this tx is lost on the way (the node never sees it): only its timeout can settle it.
    h.intercept = (url) => {
      if (!url.endsWith('/api/wallet/broadcast') && !url.endsWith('/tx/v1beta1/txs')) return undefined;
      broadcasts += 1;
      return Promise.reject(new TypeError('fetch failed', { cause: new Error('socket hang up') }));
    };
    let lost: { txHash: string };
    let review: Awaited<ReturnType<typeof h.call<'tx/draft-send'>>>;
    try {
      review = await h.call('tx/draft-send', { accountId: alice.id, to: BOB, amount: '0.5' });
      lost = await h.call('tx/confirm', { reviewId: review.reviewId });
      expect(lost).toMatchObject({ status: 'unknown' });
      const dropped = await settled(lost.txHash);
      expect(dropped).toMatchObject({
        status: 'dropped',
        code: 30,
        next: 'review_again',
        dropReason: 'expired',
      });
      expect(h.devnet.chain.blocks.latestHeight()).toBeGreaterThanOrEqual(Number(review.timeoutHeight));
    } finally {
      h.intercept = null;
    }
    expect(broadcasts).toBeGreaterThanOrEqual(1);

    const fresh = await h.call('tx/retry', { txHash: lost.txHash });
    expect(fresh.sequence).toBe(review.sequence); // nothing used it: the new review takes the same place
    expect(BigInt(fresh.timeoutHeight!)).toBeGreaterThan(BigInt(review.timeoutHeight!));
    expect(await confirmAndWait(h, fresh.reviewId)).toMatchObject({ status: 'included', code: 0 });
    expect(h.devnet.chain.balance(BOB, 'uxyz') - bobBefore).toBe(500_000n);
    expect(await txsFrom(alice.address, start)).toHaveLength(1);
  });
});
