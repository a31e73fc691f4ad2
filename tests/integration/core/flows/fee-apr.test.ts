// The APR estimate from the last days' fees, through the wallet core against the devnet: after txs pay fees, the
// estimate and its window equal a hand computation from the devnet's own reads (tx search, block 1, pool, tax).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAndWait, importDevnetKey, startHarness, type Harness } from './harness';
import { restUrl } from '../../support/dialect';

let h: Harness;
let offsetMs = 0;
const paid: bigint[] = [];

const rest = async <T>(path: string): Promise<T> =>
  (await fetch(restUrl(`${h.devnet.chainRestUrl}${path}`))).json() as Promise<T>;

beforeAll(async () => {
  // The core's clock runs ahead on demand, so the cached fee window is read again after the fees are paid.
  h = await startHarness({ clock: () => Date.now() + offsetMs });
  const carol = await importDevnetKey(h, 'carol');
  await h.faucet(carol.address, '500000000');
  const { validators } = await h.call('staking/validator-set', {});
  for (const amount of ['20', '30']) {
    const review = await h.call('tx/draft-delegate', {
      accountId: carol.id,
      validator: validators[0]!.operatorAddress,
      amount,
    });
    expect(await confirmAndWait(h, review.reviewId)).toMatchObject({ status: 'included', code: 0 });
    paid.push(BigInt(review.fee.amount));
  }
});

afterAll(async () => {
  await h?.stop();
});

describe('estimated APR from fee rewards', () => {
  it('equals fees x (1 - tax) x year / (window x bonded) over the chain life, computed by hand', async () => {
    offsetMs += 11 * 60_000;
    const params = await h.call('staking/params', {});
    const window = params.aprWindow!;
    expect(window.reach).toBe('chain_start'); // a fresh devnet is younger than the 7-day window

    // Every tx the devnet holds, with its fee (the faucet's and the two delegations).
    type Search = {
      txs: Array<{ auth_info: { fee: { amount: Array<{ denom: string; amount: string }> } } }>;
      tx_responses: Array<{ timestamp: string }>;
    };
    const all = await rest<Search>(
      `/ledger/tx/v1beta1/txs?events=${encodeURIComponent('tx.height>=1')}&pagination.limit=100`,
    );
    const fees = all.txs
      .flatMap((tx) => tx.auth_info.fee.amount)
      .filter((c) => c.denom === 'uxyz')
      .reduce((sum, c) => sum + BigInt(c.amount), 0n);
    expect(window.txCount).toBe(all.txs.length);
    expect(window.fees).toBe(fees.toString());
    expect(fees).toBeGreaterThan(paid.reduce((a, b) => a + b, 0n)); // the delegations' fees plus the faucet's

    const firstBlock = await rest<{ block: { header: { time: string } } }>(
      '/ledger/base/consensus/v1beta1/blocks/1',
    );
    expect(window.fromMs).toBe(Date.parse(firstBlock.block.header.time));
    const pool = await rest<{ pool: { bonded_tokens: string } }>('/ledger/staking/v1beta1/pool');
    const tax = await rest<{ params: { community_tax: string } }>('/ledger/distribution/v1beta1/params');
    expect(tax.params.community_tax).toBe('0.020000000000000000');
    const bonded = BigInt(pool.pool.bonded_tokens);
    expect(params.bondedTokens).toBe(bonded.toString());

    // By hand: rate = fees x 0.98 x 31,557,600,000 ms / (window ms x bonded), truncated to 4 decimals (inflation 0).
    const windowMs = BigInt(window.toMs - window.fromMs);
    const tenThousandths = (fees * 98n * 31_557_600_000n * 100n) / (windowMs * bonded);
    const expected = `${tenThousandths / 10_000n}.${(tenThousandths % 10_000n).toString().padStart(4, '0')}`;
    expect(params.aprEstimate).toBe(expected);
    expect(Number(params.aprEstimate)).toBeGreaterThan(0);
  });
});
