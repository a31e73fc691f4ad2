// The dashboard's headline total against the devnet: after delegate + undelegate (an unbonding entry) + fees
// (rewards), the cached dashboard holds spendable, staked, unbonding and whole claimable rewards, and its total adds them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { portfolioTotal } from '../../../../renderer/src/lib/portfolio';
import { confirmAndWait, importDevnetKey, startHarness, waitFor, type Harness } from './harness';

let h: Harness;
let carol: { id: string; address: string };

beforeAll(async () => {
  h = await startHarness();
  carol = await importDevnetKey(h, 'carol');
  await h.faucet(carol.address, '500000000');
});

afterAll(async () => {
  await h?.stop();
});

it('the headline total is spendable + staked + unbonding + whole rewards, exactly, from one cached dashboard', async () => {
  const { validators } = await h.call('staking/validator-set', {});
  const validator = validators.find((v) => v.active)!.operatorAddress;
  const delegate = await h.call('tx/draft-delegate', { accountId: carol.id, validator, amount: '50' });
  expect(await confirmAndWait(h, delegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
  const undelegate = await h.call('tx/draft-undelegate', { accountId: carol.id, validator, amount: '5' });
  expect(await confirmAndWait(h, undelegate.reviewId)).toMatchObject({ status: 'included', code: 0 });
  // Fees after the undelegation (which itself withdraws the rewards earned so far, as in the SDK).
  await h.control('/devnet/fees', { amount: '100000000' });
  await waitFor(async () => {
    const p = await h.call('staking/positions', { accountId: carol.id });
    return BigInt(p.totalRewards.split('.')[0]!) > 0n;
  }, 'rewards from the fee pool');

  const asked = Date.now();
  await h.call('dashboard/get', { accountId: carol.id, refresh: true });
  const view = await waitFor(async () => {
    const d = await h.call('dashboard/get', { accountId: carol.id, refresh: false });
    return d.balances && (d.balancesUpdatedAt ?? 0) >= asked && d.balances.unbonding !== null ? d : null;
  }, 'a dashboard refreshed after the undelegation');
  const balances = view.balances!;

  // The unbonding part is the sum of the account's unbonding entries, as the Stake screen lists them.
  const positions = await h.call('staking/positions', { accountId: carol.id });
  const entries = positions.unbonding.reduce((sum, u) => sum + BigInt(u.balance), 0n);
  expect(balances.unbonding).toBe(entries.toString());
  expect(balances.unbonding).toBe('5000000');
  expect(balances.delegated).toBe('45000000');
  // Rewards are whole uxyz (the DecCoin fraction dropped), earned from the fees, and never more than a later read.
  expect(balances.rewards).toMatch(/^\d+$/);
  expect(BigInt(balances.rewards!)).toBeGreaterThan(0n);
  expect(BigInt(balances.rewards!)).toBeLessThanOrEqual(BigInt(positions.totalRewards.split('.')[0]!));

  const parts = portfolioTotal({
    balances,
    holdings: view.holdings,
    unbonding: balances.unbonding,
    rewards: balances.rewards,
  });
  expect(parts.tokens).toBe(0n);
  expect(parts.total).toBe(
    BigInt(balances.spendable) +
      BigInt(balances.delegated) +
      BigInt(balances.unbonding!) +
      BigInt(balances.rewards!),
  );
});
