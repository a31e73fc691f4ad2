// staking MsgUndelegate: unbond stake from a validator (it returns after the unbonding time; nothing is spent).
import { describeCoins } from './coins';
import { defineKind } from './kind';
import {
  stakeFromAmino,
  stakeToAmino,
  totalNeutral,
  type StakeAmino,
  type StakeValue,
} from './staking-values';

export const undelegateKind = defineKind<StakeValue, StakeAmino>({
  id: 'undelegate',
  typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
  aminoType: 'cosmos-sdk/MsgUndelegate',
  toAmino: stakeToAmino,
  fromAmino: stakeFromAmino,
  describe: (v) =>
    `Undelegate ${describeCoins([v.amount])} of ${v.delegatorAddress} from validator ${v.validatorAddress}`,
  signer: (v) => v.delegatorAddress,
  spend: () => 0n,
  historyDelta: totalNeutral,
  ledgerLabel: 'Undelegate',
  rowKind: 'delegate',
  stakingKind: 'undelegate',
  cliVerb: null,
  offlineSignable: true,
});
