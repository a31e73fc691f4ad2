// Transaction messages: decoding spec-dialect Any values into typed messages, and rendering them as
// gateway JSON (spec dialect) and as amino JSON for LEGACY_AMINO_JSON sign docs.
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgBeginRedelegate, MsgDelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgExecuteContract, MsgInstantiateContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { AMINO_TYPE, TYPE_URL } from '../../../shared/chain';
import { toDialect } from '../../../shared/dialect';
import { sdkError } from '../errors';
import type { Coin } from '../types';
import { MsgBurnForBridgeOutCodec, MsgMintForBridgeInCodec } from './bridge';
import { decodeVote, decodeVoteWeighted, govMsgAmino, govMsgFields, type GovMsg } from './gov';

/** Spec-dialect type URLs the devnet accepts. */
export const MSG_URL = {
  send: toDialect(TYPE_URL.MsgSend, 'spec'),
  delegate: toDialect(TYPE_URL.MsgDelegate, 'spec'),
  undelegate: toDialect(TYPE_URL.MsgUndelegate, 'spec'),
  redelegate: toDialect(TYPE_URL.MsgBeginRedelegate, 'spec'),
  withdrawReward: toDialect(TYPE_URL.MsgWithdrawDelegatorReward, 'spec'),
  execute: toDialect(TYPE_URL.MsgExecuteContract, 'spec'),
  instantiate: toDialect(TYPE_URL.MsgInstantiateContract, 'spec'),
  bridgeOut: toDialect(TYPE_URL.MsgBurnForBridgeOut, 'spec'),
  bridgeIn: '/xyz.bridge.v1.MsgMintForBridgeIn',
  vote: toDialect(TYPE_URL.MsgVote, 'spec'),
  voteWeighted: toDialect(TYPE_URL.MsgVoteWeighted, 'spec'),
} as const;

export const AMINO_NAME = {
  send: toDialect(AMINO_TYPE.MsgSend, 'spec'),
  delegate: toDialect(AMINO_TYPE.MsgDelegate, 'spec'),
  undelegate: toDialect(AMINO_TYPE.MsgUndelegate, 'spec'),
  redelegate: toDialect(AMINO_TYPE.MsgBeginRedelegate, 'spec'),
  withdrawReward: toDialect(AMINO_TYPE.MsgWithdrawDelegatorReward, 'spec'),
  execute: toDialect(AMINO_TYPE.MsgExecuteContract, 'spec'),
  instantiate: toDialect(AMINO_TYPE.MsgInstantiateContract, 'spec'),
  bridgeOut: toDialect(AMINO_TYPE.MsgBurnForBridgeOut, 'spec'),
  bridgeIn: 'xyz/MsgMintForBridgeIn',
  vote: toDialect(AMINO_TYPE.MsgVote, 'spec'),
  voteWeighted: toDialect(AMINO_TYPE.MsgVoteWeighted, 'spec'),
} as const;

export type Msg =
  | { kind: 'send'; from: string; to: string; amount: Coin[] }
  | { kind: 'delegate'; delegator: string; validator: string; amount: Coin | undefined }
  | { kind: 'undelegate'; delegator: string; validator: string; amount: Coin | undefined }
  | { kind: 'redelegate'; delegator: string; src: string; dst: string; amount: Coin | undefined }
  | { kind: 'withdrawReward'; delegator: string; validator: string }
  | { kind: 'execute'; sender: string; contract: string; msg: Uint8Array; funds: Coin[] }
  | {
      kind: 'instantiate';
      sender: string;
      admin: string;
      codeId: bigint;
      label: string;
      msg: Uint8Array;
      funds: Coin[];
    }
  | { kind: 'bridgeOut'; sender: string; amount: Coin | undefined; externalAddress: string }
  | { kind: 'bridgeIn'; authority: string; recipient: string; amount: Coin | undefined; externalTx: string }
  | GovMsg;

export type MsgKind = Msg['kind'];

/** Decodes one message; unknown or cosmos-dialect type URLs are a tx parse error (code 2). */
export function decodeMsg(any: Any): Msg {
  const bytes = any.value;
  try {
    switch (any.typeUrl) {
      case MSG_URL.send: {
        const m = MsgSend.decode(bytes);
        return { kind: 'send', from: m.fromAddress, to: m.toAddress, amount: m.amount };
      }
      case MSG_URL.delegate: {
        const m = MsgDelegate.decode(bytes);
        return {
          kind: 'delegate',
          delegator: m.delegatorAddress,
          validator: m.validatorAddress,
          amount: m.amount,
        };
      }
      case MSG_URL.undelegate: {
        const m = MsgUndelegate.decode(bytes);
        return {
          kind: 'undelegate',
          delegator: m.delegatorAddress,
          validator: m.validatorAddress,
          amount: m.amount,
        };
      }
      case MSG_URL.redelegate: {
        const m = MsgBeginRedelegate.decode(bytes);
        return {
          kind: 'redelegate',
          delegator: m.delegatorAddress,
          src: m.validatorSrcAddress,
          dst: m.validatorDstAddress,
          amount: m.amount,
        };
      }
      case MSG_URL.withdrawReward: {
        const m = MsgWithdrawDelegatorReward.decode(bytes);
        return { kind: 'withdrawReward', delegator: m.delegatorAddress, validator: m.validatorAddress };
      }
      case MSG_URL.execute: {
        const m = MsgExecuteContract.decode(bytes);
        return { kind: 'execute', sender: m.sender, contract: m.contract, msg: m.msg, funds: m.funds };
      }
      case MSG_URL.instantiate: {
        const m = MsgInstantiateContract.decode(bytes);
        return {
          kind: 'instantiate',
          sender: m.sender,
          admin: m.admin,
          codeId: m.codeId,
          label: m.label,
          msg: m.msg,
          funds: m.funds,
        };
      }
      case MSG_URL.bridgeOut: {
        const m = MsgBurnForBridgeOutCodec.decode(bytes);
        return { kind: 'bridgeOut', sender: m.sender, amount: m.amount, externalAddress: m.externalAddress };
      }
      case MSG_URL.bridgeIn: {
        const m = MsgMintForBridgeInCodec.decode(bytes);
        return {
          kind: 'bridgeIn',
          authority: m.authority,
          recipient: m.recipient,
          amount: m.amount,
          externalTx: m.externalTx,
        };
      }
      case MSG_URL.vote:
        return decodeVote(bytes);
      case MSG_URL.voteWeighted:
        return decodeVoteWeighted(bytes);
    }
  } catch (err) {
    throw sdkError(2, `failed to decode ${any.typeUrl}: ${err instanceof Error ? err.message : String(err)}`);
  }
  throw sdkError(2, `unable to resolve type URL ${any.typeUrl}`);
}

export function msgTypeUrl(msg: Msg): string {
  return MSG_URL[msg.kind];
}

/** The accounts that must sign `msg` (GetSigners). */
export function msgSigner(msg: Msg): string {
  switch (msg.kind) {
    case 'send':
      return msg.from;
    case 'delegate':
    case 'undelegate':
    case 'redelegate':
    case 'withdrawReward':
      return msg.delegator;
    case 'execute':
    case 'instantiate':
    case 'bridgeOut':
      return msg.sender;
    case 'bridgeIn':
      return msg.authority;
    case 'vote':
    case 'voteWeighted':
      return msg.voter;
  }
}

/** Contract msg bytes as JSON when they parse, else base64 (wasmd RawContractMessage marshals as raw JSON). */
export function contractMsgJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return Buffer.from(bytes).toString('base64');
  }
}

function coinJson(c: Coin | undefined): Coin | null {
  return c ? { denom: c.denom, amount: c.amount } : null;
}

function coinsJson(cs: readonly Coin[]): Coin[] {
  return cs.map((c) => ({ denom: c.denom, amount: c.amount }));
}

/** Message fields in gateway JSON (snake_case, defaults emitted), without `@type`. */
function msgFields(msg: Msg): Record<string, unknown> {
  switch (msg.kind) {
    case 'send':
      return { from_address: msg.from, to_address: msg.to, amount: coinsJson(msg.amount) };
    case 'delegate':
      return {
        delegator_address: msg.delegator,
        validator_address: msg.validator,
        amount: coinJson(msg.amount),
      };
    case 'undelegate':
      return {
        delegator_address: msg.delegator,
        validator_address: msg.validator,
        amount: coinJson(msg.amount),
      };
    case 'redelegate':
      return {
        delegator_address: msg.delegator,
        validator_src_address: msg.src,
        validator_dst_address: msg.dst,
        amount: coinJson(msg.amount),
      };
    case 'withdrawReward':
      return { delegator_address: msg.delegator, validator_address: msg.validator };
    case 'execute':
      return {
        sender: msg.sender,
        contract: msg.contract,
        msg: contractMsgJson(msg.msg),
        funds: coinsJson(msg.funds),
      };
    case 'instantiate':
      return {
        sender: msg.sender,
        admin: msg.admin,
        code_id: msg.codeId.toString(),
        label: msg.label,
        msg: contractMsgJson(msg.msg),
        funds: coinsJson(msg.funds),
      };
    case 'bridgeOut':
      return { sender: msg.sender, amount: coinJson(msg.amount), external_address: msg.externalAddress };
    case 'bridgeIn':
      return {
        authority: msg.authority,
        recipient: msg.recipient,
        amount: coinJson(msg.amount),
        external_tx: msg.externalTx,
      };
    case 'vote':
    case 'voteWeighted':
      return govMsgFields(msg);
  }
}

/** `{"@type": "<spec url>", ...fields}` as the gateway renders an Any message. */
export function msgToJson(msg: Msg): Record<string, unknown> {
  return { '@type': msgTypeUrl(msg), ...msgFields(msg) };
}

/** Amino JSON `{type, value}` as cosmjs's converters build it (spec-dialect amino names). */
export function msgToAmino(msg: Msg): { type: string; value: Record<string, unknown> } {
  const value = msg.kind === 'vote' || msg.kind === 'voteWeighted' ? govMsgAmino(msg) : msgFields(msg);
  if (msg.kind === 'instantiate' && !msg.admin) delete value.admin;
  return { type: AMINO_NAME[msg.kind], value };
}
