// staking MsgBeginRedelegate: move stake from one validator to another without unbonding (nothing is spent).
import { copyCoin, describeCoins } from './coins';
import { defineKind, type KindView, type ProtoCoin } from './kind';
import { totalNeutral } from './staking-values';

interface Value {
  delegatorAddress: string;
  validatorSrcAddress: string;
  validatorDstAddress: string;
  amount: ProtoCoin;
}
interface Amino {
  delegator_address: string;
  validator_src_address: string;
  validator_dst_address: string;
  amount: ProtoCoin;
}

/** Its names and filing (all the renderer needs). */
export const redelegateView: KindView = {
  id: 'redelegate',
  typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
  aminoType: 'cosmos-sdk/MsgBeginRedelegate',
  ledgerLabel: 'Redelegate',
  rowKind: 'delegate',
  stakingKind: 'redelegate',
};

export const redelegateKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...redelegateView,
  toAmino: (v) => ({
    delegator_address: v.delegatorAddress,
    validator_src_address: v.validatorSrcAddress,
    validator_dst_address: v.validatorDstAddress,
    amount: copyCoin(v.amount),
  }),
  fromAmino: (a) => ({
    delegatorAddress: a.delegator_address,
    validatorSrcAddress: a.validator_src_address,
    validatorDstAddress: a.validator_dst_address,
    amount: copyCoin(a.amount),
  }),
  describe: (v) =>
    `Redelegate ${describeCoins([v.amount])} of ${v.delegatorAddress} from validator ${v.validatorSrcAddress} to validator ${v.validatorDstAddress}`,
  signer: (v) => v.delegatorAddress,
  spend: () => 0n,
  historyDelta: totalNeutral,
  cliVerb: null,
  offlineSignable: true,
});
