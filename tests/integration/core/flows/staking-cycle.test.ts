// The whole staking and governance cycle through the wallet core against the devnet, in both sign modes:
// delegate -> fees paid to the chain -> rewards accrue -> claim all -> redelegate -> undelegate (an unbonding entry
// with its completion time) -> vote on the proposal in its voting period, and the wallet reads its own vote back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';
import { named } from '../../support/dialect';

let h: Harness;
let carol: { id: string; address: string };
let first: string;
let second: string;

const balanceOf = async () =>
  BigInt((await h.call('dashboard/get', { accountId: carol.id })).balances!.spendable);

beforeAll(async () => {
  h = await startHarness();
  carol = await importDevnetKey(h, 'carol');
  await h.faucet(carol.address, '500000000');
  const { validators } = await h.call('staking/validator-set', {});
  const active = validators.filter((v) => v.active);
  expect(active.length).toBeGreaterThanOrEqual(2);
  first = active[0]!.operatorAddress;
  second = active[1]!.operatorAddress;
});

afterAll(async () => {
  await h?.stop();
});

describe.each(['direct', 'amino'] as const)('staking cycle signed %s', (signMode) => {
  it('delegates, earns fee rewards and claims them all in one transaction', async () => {
    const delegate = await h.call('tx/draft-delegate', {
      accountId: carol.id,
      validator: first,
      amount: '50',
      signMode,
    });
    expect(await confirmAndWait(h, delegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
    await h.control('/devnet/fees', { amount: '100000000' });
    const withRewards = await waitFor(async () => {
      const p = await h.call('staking/positions', { accountId: carol.id });
      return BigInt(p.totalRewards.split('.')[0]!) > 0n ? p : null;
    }, 'rewards from the fee pool');
    expect(withRewards.delegations.find((d) => d.validatorAddress === first)).toBeTruthy();

    const claim = await h.call('tx/draft-claim-rewards', { accountId: carol.id, signMode });
    expect(
      claim.messages.every(
        (m) => m['@type'] === named('/ledger.distribution.v1beta1.MsgWithdrawDelegatorReward'),
      ),
    ).toBe(true);
    const before = await balanceOf();
    expect(await confirmAndWait(h, claim.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const after = await waitFor(async () => {
      const b = await balanceOf();
      return b !== before ? b : null;
    }, 'balance after the claim');
    // Each withdrawal pays the whole uxyz of that validator's rewards (the fraction stays, as in the SDK), so the
    // claim pays at least the sum of the whole parts shown before it (more if a block paid rewards in between).
    const wholeRewards = withRewards.delegations.reduce(
      (sum, d) => sum + BigInt(d.rewards.split('.')[0]!),
      0n,
    );
    expect(after - before + BigInt(claim.fee.amount)).toBeGreaterThanOrEqual(wholeRewards);
  });

  it('redelegates and then undelegates, and the unbonding entry shows when the funds come back', async () => {
    const redelegate = await h.call('tx/draft-redelegate', {
      accountId: carol.id,
      source: first,
      destination: second,
      amount: '10',
      signMode,
    });
    expect(await confirmAndWait(h, redelegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const undelegate = await h.call('tx/draft-undelegate', {
      accountId: carol.id,
      validator: first,
      amount: '5',
      signMode,
    });
    expect(await confirmAndWait(h, undelegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const positions = await h.call('staking/positions', { accountId: carol.id });
    expect(positions.redelegations.some((r) => r.destinationAddress === second)).toBe(true);
    const entry = positions.unbonding.find((u) => u.validatorAddress === first && u.balance === '5000000');
    expect(entry).toBeTruthy();
    expect(entry!.completesAt).toBeGreaterThan(Date.now());
  });

  it('refuses a redelegation to the same validator before signing', async () => {
    const refused = await h.invoke('tx/draft-redelegate', {
      accountId: carol.id,
      source: first,
      destination: first,
      amount: '1',
      signMode,
    });
    expect(refused).toMatchObject({ ok: false });
  });

  it('votes on the proposal in its voting period and reads the vote back', async () => {
    const { proposals } = await h.call('gov/proposals', { status: 'voting' });
    const open = proposals[0];
    expect(open).toBeTruthy();
    const option = signMode === 'direct' ? 'no' : 'yes';
    const vote = await h.call('tx/draft-vote', {
      accountId: carol.id,
      proposalId: open!.id,
      option,
      signMode,
    });
    expect(await confirmAndWait(h, vote.reviewId)).toMatchObject({ status: 'included', code: 0 });
    const detail = await h.call('gov/proposal', { proposalId: open!.id, accountId: carol.id });
    expect(detail.myVote?.options).toEqual([{ option, weight: expect.stringMatching(/^1(\.0+)?$/) }]);
  });
});
