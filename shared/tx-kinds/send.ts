// bank MsgSend: native coins from one address to another.
import { amountOf, copyCoins, describeCoins, transferDelta } from './coins';
import { defineKind, type KindView, type ProtoCoin } from './kind';

interface Value {
  fromAddress: string;
  toAddress: string;
  amount: ProtoCoin[];
}
interface Amino {
  from_address: string;
  to_address: string;
  amount: ProtoCoin[];
}

/** Its names and filing (all the renderer needs). */
export const sendView: KindView = {
  id: 'send',
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  aminoType: 'cosmos-sdk/MsgSend',
  ledgerLabel: 'Send',
  rowKind: 'send',
  stakingKind: null,
};

export const sendKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...sendView,
  toAmino: (v) => ({ from_address: v.fromAddress, to_address: v.toAddress, amount: copyCoins(v.amount) }),
  fromAmino: (a) => ({ fromAddress: a.from_address, toAddress: a.to_address, amount: copyCoins(a.amount) }),
  describe: (v) => `Send ${describeCoins(v.amount)} from ${v.fromAddress} to ${v.toAddress}`,
  signer: (v) => v.fromAddress,
  spend: (v, denom) => amountOf(v.amount, denom),
  historyDelta: (m, owner) => ({
    delta: transferDelta(m.from_address, m.to_address, m.amount, owner),
    known: true,
  }),
  cliVerb: 'send',
  offlineSignable: true,
});
