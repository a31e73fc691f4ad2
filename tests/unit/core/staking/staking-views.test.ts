import { describe, expect, it } from 'vitest';
import {
  decToFixed,
  estimateApr,
  sortValidators,
  toMyVote,
  truncateDec,
  validatorsWithRewards,
} from '../../../../electron/core/sync/staking-views';
import type { StakeValidator } from '../../../../shared/api/staking';

const validator = (moniker: string, tokens: string, active: boolean, jailed = false): StakeValidator => ({
  operatorAddress: `xyzvaloper1${moniker}`,
  moniker,
  commissionRate: '0.05',
  maxCommissionRate: '0.2',
  tokens,
  status: active ? 'bonded' : 'unbonded',
  jailed,
  active,
});

describe('staking views', () => {
  it('sorts jailed validators last even when they hold the most power, inactive before them', () => {
    const sorted = sortValidators([
      validator('jailed-big', '9000', false, true),
      validator('small', '10', true),
      validator('inactive', '5000', false),
      validator('big', '100', true),
    ]);
    expect(sorted.map((v) => v.moniker)).toEqual(['big', 'small', 'inactive', 'jailed-big']);
  });

  it('truncates DecCoins to what a withdrawal pays out', () => {
    expect(truncateDec('12.999999999999999999')).toBe(12n);
    expect(truncateDec('0.420000000000000000')).toBe(0n);
    expect(decToFixed('0.5')).toBe(500_000_000_000_000_000n);
  });

  it('"Claim all" skips validators whose reward is below one whole uxyz, or in another denom', () => {
    expect(
      validatorsWithRewards(
        [
          { validator_address: 'a', reward: [{ denom: 'uxyz', amount: '1.000000000000000000' }] },
          { validator_address: 'b', reward: [{ denom: 'uxyz', amount: '0.999999999999999999' }] },
          { validator_address: 'c', reward: [{ denom: 'uother', amount: '50.0' }] },
          { validator_address: 'd', reward: null },
        ],
        'uxyz',
      ),
    ).toEqual(['a']);
  });

  it('estimates APR with bigint math and none when nothing is bonded', () => {
    expect(estimateApr({ inflation: '0.1', communityTax: '0', supply: 1000n, bonded: 500n })).toBe('0.2000');
    expect(estimateApr({ inflation: '0.1', communityTax: '0.5', supply: 1000n, bonded: 0n })).toBeNull();
  });

  it('maps gov v1 vote options to names and drops unknown ones', () => {
    expect(
      toMyVote([
        { option: 'VOTE_OPTION_ABSTAIN', weight: '1.000000000000000000' },
        { option: 'VOTE_OPTION_UNSPECIFIED', weight: '0' },
      ]),
    ).toEqual({ options: [{ option: 'abstain', weight: '1.000000000000000000' }] });
  });
});
