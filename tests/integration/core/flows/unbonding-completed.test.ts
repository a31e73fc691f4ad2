// Unbonding completed, through the real core against the devnet: after an undelegation is included, the wallet tells
// "unbonding complete" (an activity item, so a desktop notification) at the block that matures the entry, and the
// dashboard's spendable balance includes the funds again — without a click. The devnet's clock is moved past the
// 60 s unbonding time instead of waiting for it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';

let h: Harness;
/** How far the devnet's clock runs ahead of the real one. */
let offsetMs = 0;

beforeAll(async () => {
  h = await startHarness(
    { runtime: { followIntervalMs: 200 } },
    { clock: () => new Date(Date.now() + offsetMs) },
  );
});

afterAll(async () => {
  await h?.stop();
});

it('tells the completed unbonding once, at the maturing block, and the funds are spendable again', async () => {
  const carol = await importDevnetKey(h, 'carol');
  await h.faucet(carol.address, '500000000');
  const { validators } = await h.call('staking/validator-set', {});
  const validator = validators.find((v) => v.active)!.operatorAddress;
  const delegate = await h.call('tx/draft-delegate', { accountId: carol.id, validator, amount: '50' });
  expect(await confirmAndWait(h, delegate.reviewId)).toMatchObject({ status: 'included' });
  const undelegate = await h.call('tx/draft-undelegate', { accountId: carol.id, validator, amount: '5' });
  expect(await confirmAndWait(h, undelegate.reviewId)).toMatchObject({ status: 'included' });
  const unbonding = await waitFor(async () => {
    const p = await h.call('staking/positions', { accountId: carol.id });
    return p.unbonding.find((u) => u.validatorAddress === validator);
  }, 'the unbonding entry');
  // The core learns the entry from the refresh that follows the inclusion.
  const spendableBefore = await waitFor(async () => {
    const d = await h.call('dashboard/get', { accountId: carol.id });
    return d.balances && BigInt(d.balances.unbonding ?? '0') > 0n ? BigInt(d.balances.spendable) : null;
  }, 'the unbonding amount on the dashboard');
  await new Promise((resolve) => setTimeout(resolve, 600));
  const told = () =>
    h.events.filter(
      (e) => e.event === 'activity/new' && (e.payload as { kind: string }).kind === 'unbonding_completed',
    );
  expect(told()).toEqual([]);

  offsetMs += unbonding.completesAt - Date.now() + 1000;
  const [notice] = await waitFor(
    async () => (told().length > 0 ? told() : null),
    'the unbonding notice',
    10_000,
  );
  expect(notice!.payload).toMatchObject({
    accountId: carol.id,
    txHash: '',
    amounts: [{ denom: 'uxyz', amount: '5000000' }],
    validator,
  });
  const spendableAfter = await waitFor(
    async () => {
      const d = await h.call('dashboard/get', { accountId: carol.id });
      return d.balances && BigInt(d.balances.spendable) > spendableBefore
        ? BigInt(d.balances.spendable)
        : null;
    },
    'the spendable balance with the unbonded funds',
    10_000,
  );
  expect(spendableAfter - spendableBefore).toBe(5_000_000n);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(told()).toHaveLength(1);
});
