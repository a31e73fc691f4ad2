// xyz bridge MsgBurnForBridgeOut: burn native XYZ here to be released to an address on the external chain.
import { amountOf, copyCoin, describeCoins } from './coins';
import { defineKind, type KindView, type ProtoCoin } from './kind';

interface Value {
  sender: string;
  /** The hand-written codec leaves it undefined when the bytes carry none. */
  amount?: ProtoCoin;
  externalAddress: string;
}
interface Amino {
  sender: string;
  amount: ProtoCoin;
  external_address: string;
}

/** Its names and filing (all the renderer needs). */
export const bridgeOutView: KindView = {
  id: 'bridge-out',
  typeUrl: '/xyz.bridge.v1.MsgBurnForBridgeOut',
  aminoType: 'xyz/MsgBurnForBridgeOut',
  ledgerLabel: null,
  rowKind: 'bridge',
  stakingKind: null,
};

export const bridgeOutKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...bridgeOutView,
  toAmino: (v) => ({
    sender: v.sender,
    amount: copyCoin(v.amount ?? { denom: '', amount: '0' }),
    external_address: v.externalAddress,
  }),
  fromAmino: (a) => ({ sender: a.sender, amount: copyCoin(a.amount), externalAddress: a.external_address }),
  describe: (v) =>
    `Bridge out ${describeCoins(v.amount ? [v.amount] : [])} from ${v.sender} to external address ${v.externalAddress}`,
  signer: (v) => v.sender,
  spend: (v, denom) => amountOf(v.amount, denom),
  historyDelta: () => ({ delta: 0n, known: false }),
  cliVerb: null,
  offlineSignable: true,
});
