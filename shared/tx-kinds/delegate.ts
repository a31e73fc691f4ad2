// staking MsgDelegate: stake native XYZ with a validator.
import { amountOf, describeCoins } from './coins';
import { defineKind, type KindView } from './kind';
import {
  stakeFromAmino,
  stakeToAmino,
  totalNeutral,
  type StakeAmino,
  type StakeValue,
} from './staking-values';

/** Its names and filing (all the renderer needs). */
export const delegateView: KindView = {
  id: 'delegate',
  typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
  aminoType: 'cosmos-sdk/MsgDelegate',
  ledgerLabel: 'Delegate',
  rowKind: 'delegate',
  stakingKind: 'delegate',
};

export const delegateKind = /* @__PURE__ */ defineKind<StakeValue, StakeAmino>({
  ...delegateView,
  toAmino: stakeToAmino,
  fromAmino: stakeFromAmino,
  describe: (v) =>
    `Delegate ${describeCoins([v.amount])} from ${v.delegatorAddress} to validator ${v.validatorAddress}`,
  signer: (v) => v.delegatorAddress,
  spend: (v, denom) => amountOf(v.amount, denom),
  historyDelta: totalNeutral,
  cliVerb: 'delegate',
  offlineSignable: true,
});
