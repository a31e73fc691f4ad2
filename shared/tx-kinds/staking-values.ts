// Value shapes shared by the staking kinds (delegate, undelegate): one validator, one coin.
import { copyCoin } from './coins';
import type { ProtoCoin } from './kind';

export interface StakeValue {
  delegatorAddress: string;
  validatorAddress: string;
  amount: ProtoCoin;
}
export interface StakeAmino {
  delegator_address: string;
  validator_address: string;
  amount: ProtoCoin;
}

export const stakeToAmino = (v: StakeValue): StakeAmino => ({
  delegator_address: v.delegatorAddress,
  validator_address: v.validatorAddress,
  amount: copyCoin(v.amount),
});

export const stakeFromAmino = (a: StakeAmino): StakeValue => ({
  delegatorAddress: a.delegator_address,
  validatorAddress: a.validator_address,
  amount: copyCoin(a.amount),
});

/** Staking only moves XYZ between the owner's own kinds (bank, staked, unbonding, rewards): the total is unchanged. */
export const totalNeutral = () => ({ delta: 0n, known: true });
