// distribution MsgWithdrawDelegatorReward: claim one validator's staking rewards (the amount is known only from events).
import { defineKind, type KindView } from './kind';
import { totalNeutral } from './staking-values';

interface Value {
  delegatorAddress: string;
  validatorAddress: string;
}
interface Amino {
  delegator_address: string;
  validator_address: string;
}

/** Its names and filing (all the renderer needs). */
export const claimRewardsView: KindView = {
  id: 'claim-rewards',
  typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
  // The SDK's amino name differs from the proto name ("Delegation", not "Delegator").
  aminoType: 'cosmos-sdk/MsgWithdrawDelegationReward',
  ledgerLabel: 'Withdraw Reward',
  rowKind: 'delegate',
  stakingKind: 'claim',
};

export const claimRewardsKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...claimRewardsView,
  toAmino: (v) => ({ delegator_address: v.delegatorAddress, validator_address: v.validatorAddress }),
  fromAmino: (a) => ({ delegatorAddress: a.delegator_address, validatorAddress: a.validator_address }),
  describe: (v) => `Claim staking rewards of ${v.delegatorAddress} from validator ${v.validatorAddress}`,
  signer: (v) => v.delegatorAddress,
  spend: () => 0n,
  historyDelta: totalNeutral,
  cliVerb: null,
  offlineSignable: true,
});
