// Attack (issue #27, 3): a node answering the simulation with 714,285,714,285 gas made a 1 XYZ send cost 30,000 XYZ
// in fees, confirmed and included with no warning (gas_used was taken as it came). Proof: the same answer is now
// refused as a node problem before anything is signed, and a real answer still gives a normal review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../devnet/chain/genesis-keys';
import { importDevnetKey, startHarness, waitFor, type Harness } from '../core/flows/harness';

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

/** The node's simulate answers `gasUsed`, everything else passes through. */
function inflateSimulation(gasUsed: string): void {
  h.intercept = (url) => {
    if (!url.endsWith('/tx/v1beta1/simulate')) return undefined;
    return Promise.resolve(
      new Response(
        JSON.stringify({ gas_info: { gas_wanted: '0', gas_used: gasUsed }, result: { events: [] } }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
  };
}

describe('a node that inflates the simulated gas', () => {
  it('gets no review: the draft is refused as a node problem, and nothing is signed or sent', async () => {
    inflateSimulation('714285714285');
    try {
      const sequenceBefore = h.devnet.chain.account(alice.address)!.sequence;
      const r = await h.invoke('tx/draft-send', {
        accountId: alice.id,
        to: DEVNET_KEYS.bob.address,
        amount: '1',
      });
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'bad_response', details: { reason: 'gas_implausible' } },
      });
      expect(h.devnet.chain.account(alice.address)!.sequence).toBe(sequenceBefore);
    } finally {
      h.intercept = null;
    }
  });

  it('an honest node still gives a normal review, with no fee alert', async () => {
    const review = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1',
    });
    expect(BigInt(review.gasUsed)).toBeLessThan(100_000n);
    expect(review.feeAlert).toBeNull();
    await h.call('tx/cancel', { reviewId: review.reviewId });
  });
});

describe('a fee inflated within the ceiling', () => {
  // 350,000 gas on a 0.1 XYZ send: a 14,700 uxyz fee at the average price, over a tenth of the amount and over two
  // typical fees (6,000 uxyz each): believable gas, but the review flags the fee.
  it('needs the person’s explicit yes: a confirm without it is refused and the review kept; with it, one send', async () => {
    inflateSimulation('350000');
    let review;
    try {
      review = await h.call('tx/draft-send', {
        accountId: alice.id,
        to: DEVNET_KEYS.bob.address,
        amount: '0.1',
      });
    } finally {
      h.intercept = null;
    }
    expect(review.feeAlert).toEqual({ reason: 'above_amount', typicalFee: '6000' });
    const refused = await h.invoke('tx/confirm', {
      reviewId: review.reviewId,
      signDocHash: review.signDocHash,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'tx_rejected', details: { reason: 'fee_not_acknowledged' } },
    });
    const sent = await h.call('tx/confirm', {
      reviewId: review.reviewId,
      signDocHash: review.signDocHash,
      acceptHighFee: true,
    });
    const final = await waitFor(async () => {
      const status = await h.call('tx/status', { txHash: sent.txHash, refresh: true });
      return status.status === 'included' || status.status === 'failed' ? status : null;
    }, 'the send to be included');
    expect(final.status).toBe('included');
  });

  it('a confirm naming another sign doc than the review’s (a re-price not yet on screen) is refused', async () => {
    const review = await h.call('tx/draft-send', {
      accountId: alice.id,
      to: DEVNET_KEYS.bob.address,
      amount: '1',
    });
    const repriced = await h.call('tx/review', { reviewId: review.reviewId, feeTier: 'high' });
    expect(repriced.signDocHash).not.toBe(review.signDocHash);
    const refused = await h.invoke('tx/confirm', {
      reviewId: repriced.reviewId,
      signDocHash: review.signDocHash,
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'tx_rejected', details: { reason: 'review_changed' } },
    });
    await h.call('tx/cancel', { reviewId: repriced.reviewId });
  });
});
