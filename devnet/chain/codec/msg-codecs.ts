// One table row per message kind: how its protobuf bytes decode, and how it renders as gateway and amino JSON.
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgBeginRedelegate, MsgDelegate, MsgUndelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgExecuteContract, MsgInstantiateContract } from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { Coin } from '../types';
import type { DialectNames } from './dialect-names';
import { MsgBurnForBridgeOutCodec, MsgMintForBridgeInCodec } from './bridge';
import { decodeVote, decodeVoteWeighted, govMsgAmino, govMsgFields, type GovMsg } from './gov';
import { decodeMsg, msgToAmino, msgToJson, type Msg, type MsgKind } from './messages';
import {
  decodeExec,
  decodeGrant,
  decodeRevoke,
  grantAmino,
  grantFields,
  revokeFields,
} from '../modules/authz-codec';
import {
  decodeGrantAllowance,
  decodeRevokeAllowance,
  grantAllowanceAmino,
  grantAllowanceFields,
  revokeAllowanceFields,
} from '../modules/feegrant-codec';

type MsgOf<K extends MsgKind> = Extract<Msg, { kind: K }>;

/** A message kind's codec: `fields` is its gateway JSON (snake_case, defaults emitted, no `@type`); `amino` its
 * amino JSON value where that differs from `fields`. `names` is the chain's dialect: the names of nested Anys
 * (MsgExec's messages, MsgGrant's authorization, a fee allowance) are read and written in it. */
export interface MsgCodec<K extends MsgKind> {
  decode(bytes: Uint8Array, names: DialectNames): MsgOf<K>;
  fields(msg: MsgOf<K>, names: DialectNames): Record<string, unknown>;
  amino?(msg: MsgOf<K>, names: DialectNames): Record<string, unknown>;
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

/** One row of a message's table: its Msg key, the protobuf field it decodes from, its gateway JSON key, and how
 * its value renders there (as is when absent). */
type Field<K extends MsgKind, P> = readonly [
  key: Exclude<keyof MsgOf<K>, 'kind'> & string,
  from: keyof P & string,
  json: string,
  render?: (value: never) => unknown,
];

/** A codec that copies each field of the table from the protobuf message, and renders them in the table's order. */
function tableCodec<K extends MsgKind, P extends object>(
  kind: K,
  proto: { decode(bytes: Uint8Array): P },
  table: readonly Field<K, P>[],
): MsgCodec<K> {
  return {
    decode: (bytes) => {
      const m = proto.decode(bytes);
      return Object.fromEntries([['kind', kind], ...table.map(([key, from]) => [key, m[from]])]) as MsgOf<K>;
    },
    fields: (msg) =>
      Object.fromEntries(
        table.map(([key, , json, render]) => [json, render ? render(msg[key] as never) : msg[key]]),
      ),
  };
}

/** Gov votes keep their own codec (./gov): enums by name in gateway JSON, by number in amino JSON. */
function govCodec<K extends GovMsg['kind']>(decode: (bytes: Uint8Array) => GovMsg): MsgCodec<K> {
  return {
    decode: (bytes) => decode(bytes) as MsgOf<K>,
    fields: govMsgFields,
    amino: govMsgAmino,
  };
}

/** Delegate and undelegate share one table: a delegator, a validator and an amount. */
const DELEGATION: readonly Field<'delegate' | 'undelegate', MsgDelegate>[] = [
  ['delegator', 'delegatorAddress', 'delegator_address'],
  ['validator', 'validatorAddress', 'validator_address'],
  ['amount', 'amount', 'amount', coinJson],
];

const instantiate = tableCodec('instantiate', MsgInstantiateContract, [
  ['sender', 'sender', 'sender'],
  ['admin', 'admin', 'admin'],
  ['codeId', 'codeId', 'code_id', (id: bigint) => id.toString()],
  ['label', 'label', 'label'],
  ['msg', 'msg', 'msg', contractMsgJson],
  ['funds', 'funds', 'funds', coinsJson],
]);

export const MSG_CODECS: { [K in MsgKind]: MsgCodec<K> } = {
  send: tableCodec('send', MsgSend, [
    ['from', 'fromAddress', 'from_address'],
    ['to', 'toAddress', 'to_address'],
    ['amount', 'amount', 'amount', coinsJson],
  ]),
  delegate: tableCodec<'delegate', MsgDelegate>('delegate', MsgDelegate, DELEGATION),
  undelegate: tableCodec<'undelegate', MsgUndelegate>('undelegate', MsgUndelegate, DELEGATION),
  redelegate: tableCodec('redelegate', MsgBeginRedelegate, [
    ['delegator', 'delegatorAddress', 'delegator_address'],
    ['src', 'validatorSrcAddress', 'validator_src_address'],
    ['dst', 'validatorDstAddress', 'validator_dst_address'],
    ['amount', 'amount', 'amount', coinJson],
  ]),
  withdrawReward: tableCodec('withdrawReward', MsgWithdrawDelegatorReward, [
    ['delegator', 'delegatorAddress', 'delegator_address'],
    ['validator', 'validatorAddress', 'validator_address'],
  ]),
  execute: tableCodec('execute', MsgExecuteContract, [
    ['sender', 'sender', 'sender'],
    ['contract', 'contract', 'contract'],
    ['msg', 'msg', 'msg', contractMsgJson],
    ['funds', 'funds', 'funds', coinsJson],
  ]),
  instantiate: {
    ...instantiate,
    // Amino JSON omits an empty admin (omitempty); gateway JSON emits it.
    amino: (msg, names) => {
      const value = instantiate.fields(msg, names);
      if (!msg.admin) delete value.admin;
      return value;
    },
  },
  bridgeOut: tableCodec('bridgeOut', MsgBurnForBridgeOutCodec, [
    ['sender', 'sender', 'sender'],
    ['amount', 'amount', 'amount', coinJson],
    ['externalAddress', 'externalAddress', 'external_address'],
  ]),
  bridgeIn: tableCodec('bridgeIn', MsgMintForBridgeInCodec, [
    ['authority', 'authority', 'authority'],
    ['recipient', 'recipient', 'recipient'],
    ['amount', 'amount', 'amount', coinJson],
    ['externalTx', 'externalTx', 'external_tx'],
  ]),
  vote: govCodec(decodeVote),
  voteWeighted: govCodec(decodeVoteWeighted),
  grant: { decode: decodeGrant, fields: grantFields, amino: grantAmino },
  revoke: { decode: decodeRevoke, fields: revokeFields },
  exec: {
    // The inner messages are Anys of the same dialect: a stock node refuses the other's URLs inside MsgExec too.
    decode: (bytes, names) => decodeExec(bytes, (any) => decodeMsg(any, names)),
    fields: (msg, names) => ({
      grantee: msg.grantee,
      msgs: msg.msgs.map((inner) => msgToJson(inner, names)),
    }),
    amino: (msg, names) => ({
      grantee: msg.grantee,
      msgs: msg.msgs.map((inner) => msgToAmino(inner, names)),
    }),
  },
  grantAllowance: { decode: decodeGrantAllowance, fields: grantAllowanceFields, amino: grantAllowanceAmino },
  revokeAllowance: { decode: decodeRevokeAllowance, fields: revokeAllowanceFields },
};

/** The codec of `msg`'s own kind. */
export function codecOf<K extends MsgKind>(msg: MsgOf<K>): MsgCodec<K> {
  return MSG_CODECS[msg.kind as K];
}
