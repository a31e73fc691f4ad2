// wasm MsgExecuteContract: call a contract with a JSON message and optional funds (CW20 moves, trades, launchpad).
import { BASE_DENOM } from '../chain';
import { amountOf, copyCoins, withFunds } from './coins';
import { contractMsgText, jsonFromBytes, jsonToBytes } from './json-bytes';
import { defineKind, type KindView, type ProtoCoin } from './kind';

interface Value {
  sender: string;
  contract: string;
  msg: Uint8Array;
  funds: ProtoCoin[];
}
interface Amino {
  sender: string;
  contract: string;
  msg: unknown;
  funds: ProtoCoin[];
}

/** A CW20 call that carries no native funds and returns none (transfer, allowance changes, burn). */
function isPlainCw20(message: Record<string, unknown>): boolean {
  const msg = message.msg;
  if (typeof msg !== 'object' || msg === null) return false;
  const [variant] = Object.keys(msg);
  return (
    ['transfer', 'increase_allowance', 'decrease_allowance', 'burn'].includes(variant ?? '') &&
    amountOf(message.funds, BASE_DENOM) === 0n
  );
}

/** Its names and filing (all the renderer needs). */
export const executeContractView: KindView = {
  id: 'execute-contract',
  typeUrl: '/cosmwasm.wasm.v1.MsgExecuteContract',
  aminoType: 'wasm/MsgExecuteContract',
  ledgerLabel: null,
  rowKind: 'contract',
  stakingKind: null,
};

export const executeContractKind = /* @__PURE__ */ defineKind<Value, Amino>({
  ...executeContractView,
  toAmino: (v) => ({
    sender: v.sender,
    contract: v.contract,
    msg: jsonFromBytes(v.msg),
    funds: copyCoins(v.funds),
  }),
  fromAmino: (a) => ({
    sender: a.sender,
    contract: a.contract,
    msg: jsonToBytes(a.msg),
    funds: copyCoins(a.funds),
  }),
  describe: (v) =>
    `Execute contract ${v.contract} as ${v.sender}${withFunds(v.funds)}: ${contractMsgText(v.msg)}`,
  signer: (v) => v.sender,
  spend: (v, denom) => amountOf(v.funds, denom),
  // Funds sent are exact; whether the contract pays anything back is not in the message.
  historyDelta: (m, owner) => ({
    delta: m.sender === owner ? -amountOf(m.funds, BASE_DENOM) : 0n,
    known: isPlainCw20(m),
  }),
  cliVerb: 'token send',
  offlineSignable: true,
});
