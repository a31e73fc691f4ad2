// wasm MsgInstantiateContract: create a contract from stored code, with a label, an optional admin and funds.
import { amountOf, copyCoins, withFunds } from './coins';
import { contractMsgText, jsonFromBytes, jsonToBytes } from './json-bytes';
import { defineKind, type KindView, type ProtoCoin } from './kind';

interface Value {
  sender: string;
  admin: string;
  codeId: bigint;
  label: string;
  msg: Uint8Array;
  funds: ProtoCoin[];
}
interface Amino {
  sender: string;
  admin?: string;
  code_id: string;
  label: string;
  msg: unknown;
  funds: ProtoCoin[];
}

/** Its names and filing (all the renderer needs). */
export const instantiateContractView: KindView = {
  id: 'instantiate-contract',
  typeUrl: '/cosmwasm.wasm.v1.MsgInstantiateContract',
  aminoType: 'wasm/MsgInstantiateContract',
  ledgerLabel: null,
  rowKind: 'contract',
  stakingKind: null,
};

export const instantiateContractKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...instantiateContractView,
  toAmino: (v) => ({
    sender: v.sender,
    code_id: String(v.codeId),
    label: v.label,
    msg: jsonFromBytes(v.msg),
    funds: copyCoins(v.funds),
    ...(v.admin ? { admin: v.admin } : {}),
  }),
  fromAmino: (a) => ({
    sender: a.sender,
    admin: a.admin ?? '',
    codeId: BigInt(a.code_id),
    label: a.label,
    msg: jsonToBytes(a.msg),
    funds: copyCoins(a.funds),
  }),
  describe: (v) =>
    `Instantiate code ${String(v.codeId)} labelled ${JSON.stringify(v.label)} as ${v.sender}` +
    ` (admin: ${v.admin ? v.admin : 'none'})${withFunds(v.funds)}: ${contractMsgText(v.msg)}`,
  signer: (v) => v.sender,
  spend: (v, denom) => amountOf(v.funds, denom),
  historyDelta: () => ({ delta: 0n, known: false }),
  cliVerb: null,
  offlineSignable: true,
});
