// staking MsgUndelegate: unbond stake from a validator (it returns after the unbonding time; nothing is spent).
import { describeCoins } from './coins';
import { defineKind, type KindView } from './kind';
import {
  stakeFromAmino,
  stakeToAmino,
  totalNeutral,
  type StakeAmino,
  type StakeValue,
} from './staking-values';

/** Its names and filing (all the renderer needs). */
export const undelegateView: KindView = {
  id: 'undelegate',
  typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
  aminoType: 'cosmos-sdk/MsgUndelegate',
  ledgerLabel: 'Undelegate',
  rowKind: 'delegate',
  stakingKind: 'undelegate',
};

export const undelegateKind = /* @__PURE__ */ defineKind<StakeValue, StakeAmino>({
  ...undelegateView,
  toAmino: stakeToAmino,
  fromAmino: stakeFromAmino,
  describe: (v) =>
    `Undelegate ${describeCoins([v.amount])} of ${v.delegatorAddress} from validator ${v.validatorAddress}`,
  signer: (v) => v.delegatorAddress,
  spend: () => 0n,
  historyDelta: totalNeutral,
  cliVerb: null,
  offlineSignable: true,
});
