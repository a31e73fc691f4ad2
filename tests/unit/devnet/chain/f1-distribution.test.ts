// F1 fee distribution with hand-computed values: community tax, power split, commission, two delegators,
// a delegation change mid-way, truncation of withdrawals with the remainder to the community pool.
import { describe, expect, it } from 'vitest';
import { decCoinsToJson } from '../../../../devnet/chain/dec';
import { FEE_COLLECTOR_ADDRESS } from '../../../../devnet/chain/fee';
import {
  allocateFees,
  getCommission,
  getCommunityPool,
  getOutstanding,
} from '../../../../devnet/chain/modules/distribution';
import { delegationRewards, withdrawReward } from '../../../../devnet/chain/modules/distribution-msgs';
import { getBalance } from '../../../../devnet/chain/modules/bank';
import { bondedRewardValidators, delegate } from '../../../../devnet/chain/modules/staking';
import { account, stakingFixture } from './staking-fixture';

const uxyz = (amount: bigint | number) => ({ denom: 'uxyz', amount: String(amount) });
const dec = (amount: string) => [{ denom: 'uxyz', amount }];

function twoValidators() {
  const f = stakingFixture();
  const a = f.validator('a', '0.100000000000000000');
  const b = f.validator('b', '0.000000000000000000');
  const [d1, d2, owner] = [account('d1'), account('d2'), account('owner')];
  for (const who of [d1, d2, owner]) f.fund(who, 10_000_000n);
  delegate(f.ctx(), d1, a, uxyz(2_000_000));
  delegate(f.ctx(), d2, a, uxyz(1_000_000));
  delegate(f.ctx(), owner, b, uxyz(1_000_000));
  const collectFees = (amount: bigint) => {
    f.fund(FEE_COLLECTOR_ADDRESS, amount);
    allocateFees(f.ctx(), bondedRewardValidators(f.store));
  };
  return { f, a, b, d1, d2, owner, collectFees };
}

describe('F1 fee distribution', () => {
  it('splits fees by power after the 2% community tax, then commission, then by stake', () => {
    const { f, a, b, d1, d2, owner, collectFees } = twoValidators();
    // 1000 fees x 0.98 = 980; A has power 3 of 4 -> 735, B 1 of 4 -> 245; community 1000 - 980 = 20.
    collectFees(1000n);
    expect(decCoinsToJson(getOutstanding(f.store, a))).toEqual(dec('735.000000000000000000'));
    expect(decCoinsToJson(getOutstanding(f.store, b))).toEqual(dec('245.000000000000000000'));
    expect(decCoinsToJson(getCommunityPool(f.store))).toEqual(dec('20.000000000000000000'));
    // A keeps 10% commission: 73.5; delegators share 661.5 by stake 2:1.
    expect(decCoinsToJson(getCommission(f.store, a))).toEqual(dec('73.500000000000000000'));
    expect(decCoinsToJson(delegationRewards(f.store, d1, a)!)).toEqual(dec('441.000000000000000000'));
    expect(decCoinsToJson(delegationRewards(f.store, d2, a)!)).toEqual(dec('220.500000000000000000'));
    expect(decCoinsToJson(delegationRewards(f.store, owner, b)!)).toEqual(dec('245.000000000000000000'));
    expect(getBalance(f.store, FEE_COLLECTOR_ADDRESS, 'uxyz')).toBe(0n);
  });

  it('withdraws whole coins, sends the fraction to the community pool, and emits withdraw_rewards', () => {
    const { f, a, d2, collectFees } = twoValidators();
    collectFees(1000n);
    const before = getBalance(f.store, d2, 'uxyz');
    const ctx = f.ctx();
    expect(withdrawReward(ctx, d2, a)).toEqual([uxyz(220)]);
    expect(getBalance(f.store, d2, 'uxyz') - before).toBe(220n);
    expect(decCoinsToJson(getCommunityPool(f.store))).toEqual(dec('20.500000000000000000'));
    expect(decCoinsToJson(getOutstanding(f.store, a))).toEqual(dec('514.500000000000000000'));
    expect(decCoinsToJson(delegationRewards(f.store, d2, a)!)).toEqual([]);
    const withdraw = ctx.events.events.find((e) => e.type === 'withdraw_rewards')!;
    expect(withdraw.attributes.map((x) => [x.key, x.value])).toEqual([
      ['amount', '220uxyz'],
      ['validator', a],
      ['delegator', d2],
    ]);
    // Nothing left: a second withdrawal pays nothing and says 0uxyz.
    const again = f.ctx();
    expect(withdrawReward(again, d2, a)).toEqual([]);
    expect(again.events.events.find((e) => e.type === 'withdraw_rewards')!.attributes[0]!.value).toBe(
      '0uxyz',
    );
  });

  it('pays out pending rewards when a delegation changes and accrues at the new stake afterwards', () => {
    const { f, a, d1, d2, collectFees } = twoValidators();
    collectFees(1000n);
    const before = getBalance(f.store, d1, 'uxyz');
    // d1 adds 1,000,000: the 441 accrued so far are withdrawn first (SDK BeforeDelegationSharesModified).
    delegate(f.ctx(), d1, a, uxyz(1_000_000));
    expect(getBalance(f.store, d1, 'uxyz')).toBe(before + 441n - 1_000_000n);
    // Second 1000: A has power 4 of 5 -> 784; commission 78.4; 705.6 shared 3:1.
    collectFees(1000n);
    expect(decCoinsToJson(delegationRewards(f.store, d1, a)!)).toEqual(dec('529.200000000000000000'));
    expect(decCoinsToJson(delegationRewards(f.store, d2, a)!)).toEqual(dec('396.900000000000000000'));
    expect(decCoinsToJson(getCommission(f.store, a))).toEqual(dec('151.900000000000000000'));
    expect(decCoinsToJson(getCommunityPool(f.store))).toEqual(dec('40.000000000000000000'));
  });

  it('truncates power fractions and rounds commission like the SDK Dec', () => {
    const f = stakingFixture();
    const a = f.validator('a', '0.100000000000000000');
    const b = f.validator('b', '0.050000000000000000');
    const who = account('x');
    f.fund(who, 5_000_000n);
    delegate(f.ctx(), who, a, uxyz(1_000_000));
    delegate(f.ctx(), who, b, uxyz(2_000_000));
    f.fund(FEE_COLLECTOR_ADDRESS, 10n);
    allocateFees(f.ctx(), bondedRewardValidators(f.store));
    // 9.8 x 0.333333333333333333 and 9.8 x 0.666666666666666666, both truncated.
    expect(decCoinsToJson(getOutstanding(f.store, a))).toEqual(dec('3.266666666666666663'));
    expect(decCoinsToJson(getOutstanding(f.store, b))).toEqual(dec('6.533333333333333326'));
    expect(decCoinsToJson(getCommunityPool(f.store))).toEqual(dec('0.200000000000000011'));
    // 3.266666666666666663 x 0.1 = 0.3266666666666666663 -> 0.326666666666666666 (rounded).
    expect(decCoinsToJson(getCommission(f.store, a))).toEqual(dec('0.326666666666666666'));
    // 6.533333333333333326 x 0.05 = 0.3266666666666666663 -> 0.326666666666666666.
    expect(decCoinsToJson(getCommission(f.store, b))).toEqual(dec('0.326666666666666666'));
  });

  it('counts a delegation written before distribution existed (no starting info) from period 0', () => {
    const f = stakingFixture();
    const a = f.validator('a', '0.000000000000000000');
    const old = account('old');
    // A state from before this module: the delegation and tokens only.
    f.store.set(`del/${old}/${a}`, '2000000');
    f.store.set(`val/${a}`, JSON.stringify({ ...JSON.parse(f.store.get(`val/${a}`)!), tokens: '2000000' }));
    f.fund(FEE_COLLECTOR_ADDRESS, 100n);
    allocateFees(f.ctx(), bondedRewardValidators(f.store));
    expect(decCoinsToJson(delegationRewards(f.store, old, a)!)).toEqual(dec('98.000000000000000000'));
    expect(withdrawReward(f.ctx(), old, a)).toEqual([uxyz(98)]);
  });
});
