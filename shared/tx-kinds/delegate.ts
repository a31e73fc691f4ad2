// staking MsgDelegate: stake native XYZ with a validator.
import { amountOf, describeCoins } from './coins';
import { defineKind } from './kind';
import {
  stakeFromAmino,
  stakeToAmino,
  totalNeutral,
  type StakeAmino,
  type StakeValue,
} from './staking-values';

export const delegateKind = defineKind<StakeValue, StakeAmino>({
  id: 'delegate',
  typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
  aminoType: 'cosmos-sdk/MsgDelegate',
  toAmino: stakeToAmino,
  fromAmino: stakeFromAmino,
  describe: (v) =>
    `Delegate ${describeCoins([v.amount])} from ${v.delegatorAddress} to validator ${v.validatorAddress}`,
  signer: (v) => v.delegatorAddress,
  spend: (v, denom) => amountOf(v.amount, denom),
  historyDelta: totalNeutral,
  ledgerLabel: 'Delegate',
  rowKind: 'delegate',
  stakingKind: 'delegate',
  cliVerb: 'delegate',
  offlineSignable: true,
});
