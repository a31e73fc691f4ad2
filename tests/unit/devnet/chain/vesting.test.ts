// Unit: continuous vesting like the SDK — vesting coins over time, locked = vesting − delegated vesting,
// and TrackDelegation's split of a delegation into delegated vesting and delegated free coins.
import { describe, expect, it } from 'vitest';
import {
  lockedCoins,
  trackDelegation,
  vestingCoins,
  type Account,
} from '../../../../devnet/chain/modules/auth';

const start = 1_000_000;
const account: Account = {
  address: 'xyz1vesting',
  accountNumber: 1,
  sequence: 0,
  pubkey: null,
  vesting: { originalVesting: [{ denom: 'uxyz', amount: '1000' }], startTime: start, endTime: start + 100 },
};
const at = (seconds: number) => new Date((start + seconds) * 1000);

describe('continuous vesting', () => {
  it('vests linearly, rounding the vested part down', () => {
    expect(vestingCoins(account, at(-5))).toEqual([{ denom: 'uxyz', amount: '1000' }]);
    expect(vestingCoins(account, at(25))).toEqual([{ denom: 'uxyz', amount: '750' }]);
    expect(vestingCoins(account, at(100))).toEqual([]);
  });

  it('splits a delegation into delegated vesting first, then delegated free', () => {
    const after = trackDelegation(account, at(25), { denom: 'uxyz', amount: '900' });
    expect(after.vesting!.delegatedVesting).toEqual([{ denom: 'uxyz', amount: '750' }]);
    expect(after.vesting!.delegatedFree).toEqual([{ denom: 'uxyz', amount: '150' }]);
    expect(lockedCoins(after, at(25))).toEqual([{ denom: 'uxyz', amount: '0' }]);
    expect(lockedCoins(account, at(25))).toEqual([{ denom: 'uxyz', amount: '750' }]);
  });
});
